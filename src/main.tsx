import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import "./styles/theme.css"
import { App } from "./app/app"
import { Providers } from "./app/providers"

const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root element")

createRoot(root).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
)
