// First: the composition root starts the sign-in and the venue's calls before anything renders.
import "./app/root"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import "./styles/theme.css"
import { App, preloadScreensFor } from "./app/app"
import { Providers } from "./app/providers"

const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root element")

preloadScreensFor(location.pathname)
// The bench compares the sign-in request's start with this (tests/bench/sign-in-start.ts).
performance.mark("tableside:first-render")
createRoot(root).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
)

// Repeat visits open from the device (src/app/service-worker.ts). Registered once the page has
// loaded, so its own downloads never compete with the first visit's.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => console.warn(`The offline cache is not available: ${String(error)}`))
  })
}
