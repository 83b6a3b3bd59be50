// The composition root first: the venue's calls leave before anything renders.
import "./root"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { filter, firstValueFrom } from "rxjs"
import { App, preloadScreensFor, preloadVenueScreens } from "./app"
import { debugWanted } from "./debug-wanted"
import { Providers } from "./providers"
import { Committed } from "./committed"
import { firstScreen } from "./first-screen"
import { lifecycle, takeEarlyTaps } from "./page-start"
import { AppTree } from "./app-tree"
import { appReady } from "./root"
import { sendEarlyIntentsOncePainted } from "./once-painted"

/**
 * The app drawn by the client: on its plain shell, and on a table's page the server drew to be
 * drawn over (the gate) or with the debug panel asked for
 * (src/app/hydrate-page.tsx hydrates the others). Loaded by the entry (src/main.tsx) after the
 * store's code.
 */
const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root element")

const screens = preloadScreensFor(location.pathname)
// The bench compares the sign-in request's start with this (tests/bench/sign-in-start.ts).
performance.mark("tableside:first-render")

// Once the page is idle and a venue is open, the other venue screens' code is fetched (offline at the table, they still open).
void Promise.all([appReady, firstValueFrom(lifecycle.reached("idle"))])
  .then(([store]) => firstValueFrom(store.state$.pipe(filter(({ venue }) => venue !== null))))
  .then(preloadVenueScreens)
  .catch(() => undefined)

const served = debugWanted() ? null : firstScreen(screens)
if (served === null) {
  createRoot(root).render(
    <Committed>
      <StrictMode>
        <Providers>
          <App />
        </Providers>
      </StrictMode>
    </Committed>,
  )
} else {
  // A table's page the server drew: its screen stays until the store holds what it shows, then
  // the app draws its own over it in one go.
  void served.then((store) => {
    // Taken just before React draws: a tap until now was kept by the page's own script.
    const taps = takeEarlyTaps()
    createRoot(root).render(
      <Committed>
        <AppTree store={store} />
      </Committed>,
    )
    sendEarlyIntentsOncePainted(taps, store)
  })
}
