import { startTransition } from "react"
import { hydrateRoot } from "react-dom/client"
import { filter, firstValueFrom } from "rxjs"
import { isLanguage, type Language } from "../domain/language"
import { holdsTable } from "../domain/queries"
import { windowedListFor } from "../features/menu/virtual-list"
import { activateLanguage } from "../ui/i18n/i18n"
import { preloadScreensFor, preloadVenueScreens } from "./app"
import { AppTree } from "./app-tree"
import { Committed } from "./committed"
import { yieldSlice } from "./lifecycle"
import { createPageStore } from "./page-store"
import { authSession, carriedEvents, lifecycle, moveToServedRoute, servedPage, takeEarlyTaps } from "./page-start"
import { refreshKept, sendEarlyIntentsOncePainted } from "./once-painted"

/**
 * A table's page the server drew (its menu, or its sign-in gate), hydrated from the page's own
 * store (src/app/page-store.ts) once the diner has started using the menu, or at once on the gate
 * (src/app/engagement.ts, awaited by the entry, src/main.tsx): React takes the server's markup
 * over from the events the page carries, then the app's store, its sources, the local database
 * and Effect load, and the app's store takes the page over once it holds the table. A reload, or a
 * diner whose language is not the page's, sees the page hydrated as drawn, then what their own
 * session holds, in their language, once the app's store has it, as any change reaches the
 * screens; the gate lets the diner in once the app's sign-in is done. A large menu's page shows
 * its first sections, hydrated as such; its windowed list takes their place once the app's store
 * holds the whole menu. A page that carries no answers to hydrate from is drawn as the app's shell.
 */
const root = document.getElementById("root")
const events = carriedEvents()
const language = isLanguage(servedPage.language) ? servedPage.language : null
const hydratable = root !== null && events !== null && language !== null

const hydrate = async (root: HTMLElement, page: ReturnType<typeof createPageStore>, language: Language): Promise<void> => {
  const tablePath = location.pathname
  const screens = preloadScreensFor(tablePath)
  moveToServedRoute()
  // In the page's language, as the server drew it; the app's store shows the diner's own (src/app/root.ts).
  await Promise.all([activateLanguage(language), screens.catch(() => undefined)])
  // The bench compares the sign-in request's start with this (tests/bench/sign-in-start.ts).
  performance.mark("tableside:first-render")
  // Taken just before React listens to the page: a tap until now was kept by the page's own
  // script, one from now on is React's (replayed by it on a part not yet hydrated).
  const taps = takeEarlyTaps()
  // In a transition: the hydration is cut into short tasks (each Suspense boundary, a section
  // of the menu, on its own), and what the diner touches is hydrated first.
  startTransition(() => {
    hydrateRoot(
      root,
      <Committed hydrating>
        <AppTree store={page.store} />
      </Committed>,
      {
        onRecoverableError: (error, info) =>
          console.warn(`The server's page was drawn again: ${String(error)} ${info.componentStack ?? ""}`),
      },
    )
  })
  sendEarlyIntentsOncePainted(taps, page.store)

  // The app's store, once the page is hydrated, its code evaluated in slices: the API's schemas
  // (Effect) in one task, the store and its sources in the next.
  await firstValueFrom(lifecycle.reached("hydrated"))
  await import("../../schema/api").then(yieldSlice)
  const { appReady } = await import("./root")
  const app = await appReady
  // A large menu's windowed list takes the place of the first sections the page shows, drawn in one go.
  await windowedListFor((await firstValueFrom(app.state$.pipe(filter(holdsTable)))).menu)
  await page.takeOver(app)
  // Analytics waits for the page's first idle moment itself (streams/analytics.ts).
  app.analytics.pageView(tablePath)
  if (page.store.getState().status === "success") refreshKept(page.store)
  // Offline at the table, the other venue screens still open.
  await firstValueFrom(lifecycle.reached("idle"))
  await firstValueFrom(page.store.state$.pipe(filter(({ venue }) => venue !== null)))
  await preloadVenueScreens()
}

if (hydratable)
  void hydrate(root, createPageStore({ events, auth: authSession, newKey: () => crypto.randomUUID() }), language).catch((error: unknown) =>
    console.error("The page could not be taken over:", error),
  )
else void import("./root").then(yieldSlice).then(() => import("./boot"))
