import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import "./styles/theme.css"
import { App, preloadScreensFor } from "./app/app"
import { Providers } from "./app/providers"

const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root element")

preloadScreensFor(location.pathname)
createRoot(root).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
)
