// The composition root first: the venue's calls leave before anything renders.
import "./root"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App, preloadScreensFor } from "./app"
import { Providers } from "./providers"

/** The app itself, loaded by the entry (src/main.tsx) once the sign-in has started. */
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

