import { startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { firstValueFrom } from "rxjs"
import { isLanguage, type Language } from "../domain/language"
import { activateLanguage } from "../ui/i18n/i18n"
import { preloadScreensFor, preloadVenueScreens } from "./app"
import { AppTree } from "./app-tree"
import { pageStore } from "./app-store"
import { Committed } from "./committed"
import { yieldSlice } from "./lifecycle"
import type { LogStore } from "./log-store"
import { lifecycle, moveToServedRoute, servedPage, takeEarlyTaps } from "./page-start"
import { refreshKept, sendEarlyIntentsAsHydrated } from "./once-painted"

/**
 * A table's page the server drew (its menu, or its sign-in gate), taken over by the app as soon
 * as its code is in, after the page's first paint (src/main.tsx): React hydrates the server's
 * markup from the app's one store, whose log starts with the events the page carries
 * (src/app/app-store.ts), so the diner's taps act on the app's own state from the first one on.
 * The sources (the sign-in, the venue's calls, the live feeds) attach to that store once the
 * page is hydrated, their code evaluated in slices (src/app/root.ts). A reload draws its own
 * session's state over the page rather than hydrate it; a diner whose language is not the
 * page's sees the page hydrated as drawn, then in their language once the sources are there.
 * A page that carries no answers to draw from is drawn as the app's shell.
 */
const root = document.getElementById("root")
const language = isLanguage(servedPage.language) ? servedPage.language : null

const takeOver = async (root: HTMLElement, logStore: LogStore, language: Language): Promise<void> => {
  const { store, local } = logStore
  const tablePath = location.pathname
  const screens = preloadScreensFor(tablePath)
  // The table's link is a page view of its own, as on the app's shell (counted once analytics is there).
  store.analytics.pageView(tablePath)
  moveToServedRoute()
  // In the page's language, as the server drew it; the diner's own follows with the sources (src/app/root.ts).
  await Promise.all([activateLanguage(language), screens.catch(() => undefined)])
  // The bench compares the sign-in request's start with this (tests/bench/sign-in-start.ts).
  performance.mark("tableside:first-render")
  // Taken just before React listens to the page: a tap until now was kept by the page's own
  // script, one from now on is React's (replayed by it on a part not yet hydrated).
  const taps = takeEarlyTaps()
  const tree = (
    <Committed hydrating={!local.restored}>
      <AppTree store={store} />
    </Committed>
  )
  // A reload restored its session: what it holds (a cart, another screen) is not what the page shows.
  if (local.restored) createRoot(root).render(tree)
  // In a transition: the hydration is cut into short tasks (each Suspense boundary, a section
  // of the menu, on its own), and what the diner touches is hydrated first.
  else
    startTransition(() => {
      hydrateRoot(root, tree, {
        onRecoverableError: (error, info) =>
          console.warn(`The server's page was drawn again: ${String(error)} ${info.componentStack ?? ""}`),
      })
    })
  sendEarlyIntentsAsHydrated(taps, store)

  // The sources, once the page is hydrated, their code evaluated in slices: the API's schemas
  // (Effect) in one task, the sources in the next.
  await firstValueFrom(lifecycle.reached("hydrated"))
  await import("../../schema/api").then(yieldSlice)
  const { appReady } = await import("./root")
  await appReady
  if (servedPage.kept) refreshKept(store)
  // Offline at the table, the other venue screens still open.
  await firstValueFrom(lifecycle.reached("idle"))
  await preloadVenueScreens()
}

if (root !== null && language !== null)
  void pageStore
    .then((logStore) =>
      logStore.local.restored || logStore.store.getState().venue !== null
        ? takeOver(root, logStore, language)
        : import("./root")
            .then(yieldSlice)
            .then(() => import("./boot"))
            .then(() => undefined),
    )
    .catch((error: unknown) => console.error("The page could not be taken over:", error))
else void import("./root").then(yieldSlice).then(() => import("./boot"))
