// The composition root first: the venue's calls leave before anything renders.
import "./root"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { filter, firstValueFrom } from "rxjs"
import { App, preloadScreensFor, preloadVenueScreens } from "./app"
import { Providers } from "./providers"
import { Committed } from "./committed"
import { lifecycle } from "./page-start"
import { appReady } from "./root"

/**
 * The app drawn by the client on its plain shell (the home page, a reload of a later screen, a
 * table's link the server did not draw); src/app/hydrate-page.tsx hydrates the pages the server
 * drew. Loaded by the entry (src/main.tsx) after the store's code.
 */
const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root element")

void preloadScreensFor(location.pathname)
// The bench compares the sign-in request's start with this (tests/bench/sign-in-start.ts).
performance.mark("tableside:first-render")

// Once the page is idle and a venue is open, the other venue screens' code is fetched (offline at the table, they still open).
void Promise.all([appReady, firstValueFrom(lifecycle.reached("idle"))])
  .then(([store]) => firstValueFrom(store.state$.pipe(filter(({ venue }) => venue !== null))))
  .then(preloadVenueScreens)
  .catch(() => undefined)

createRoot(root).render(
  <Committed>
    <StrictMode>
      <Providers>
        <App />
      </Providers>
    </StrictMode>
  </Committed>,
)
