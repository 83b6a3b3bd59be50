// The composition root first: the venue's calls leave before anything renders.
import "./root"
import { startTransition, StrictMode, useEffect, type ReactNode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { filter, firstValueFrom } from "rxjs"
import { App, debugWanted, preloadScreensFor, preloadVenueScreens } from "./app"
import { Providers } from "./providers"
import { firstScreen, sendEarlyIntentsOncePainted } from "./first-screen"
import { lifecycle, takeEarlyIntents } from "./page-start"
import { AppTree } from "./app-tree"
import { appReady } from "./root"

/** The app itself, loaded by the entry (src/main.tsx) once the sign-in has started. */
const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root element")

/** Around the app: its first commit moves the page's lifecycle on (src/app/lifecycle.ts); it draws no element of its own. */
const Committed = ({ children }: { readonly children: ReactNode }) => {
  useEffect(() => lifecycle.hydrated(), [])
  return children
}

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
  // A table's page the server rendered: its screen stays until the store holds what it shows,
  // then React takes it over (hydrates it) rather than drawing it again, or, where the diner's
  // screen differs (a reload, another language), draws its own in one go.
  void served.then(({ store, hydrate }) => {
    // Taken just before React listens to the page: a tap until now was kept by the page's own
    // script, one from now on is React's (replayed by it on a part not yet hydrated).
    const intents = takeEarlyIntents()
    if (hydrate)
      // In a transition: the hydration is cut into short tasks (each Suspense boundary, a
      // section of the menu, on its own), and what the diner touches is hydrated first.
      startTransition(() => {
        hydrateRoot(
          root,
          <Committed>
            <AppTree store={store} />
          </Committed>,
          {
            onRecoverableError: (error) => console.warn(`The server's page was drawn again: ${String(error)}`),
          },
        )
      })
    else
      createRoot(root).render(
        <Committed>
          <AppTree store={store} />
        </Committed>,
      )
    sendEarlyIntentsOncePainted(intents, store)
  })
}
