// The composition root first: the venue's calls leave before anything renders.
import "./root"
import { StrictMode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { App, debugWanted, preloadScreensFor } from "./app"
import { Providers } from "./providers"
import { firstScreen, replayEarlyTaps } from "./first-screen"
import { AppTree } from "./app-tree"

/** The app itself, loaded by the entry (src/main.tsx) once the sign-in has started. */
const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root element")

const screens = preloadScreensFor(location.pathname)
// The bench compares the sign-in request's start with this (tests/bench/sign-in-start.ts).
performance.mark("tableside:first-render")

const served = debugWanted() ? null : firstScreen(screens)
if (served === null) {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <App />
      </Providers>
    </StrictMode>,
  )
} else {
  // A table's page the server rendered: its screen stays until the store holds what it shows,
  // then React takes it over (hydrates it) rather than drawing it again, or, where the diner's
  // screen differs (a reload, another language), draws its own in one go.
  void served.then(({ store, hydrate }) => {
    if (hydrate)
      hydrateRoot(root, <AppTree store={store} />, {
        onRecoverableError: (error) => console.warn(`The server's page was drawn again: ${String(error)}`),
      })
    else createRoot(root).render(<AppTree store={store} />)
    replayEarlyTaps()
  })
}
