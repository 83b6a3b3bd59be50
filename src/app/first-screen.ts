import { filter, firstValueFrom } from "rxjs"
import { tableCodeOfPath } from "../domain/table-code"
import { isLargeMenu } from "../features/menu/menu-rows"
import { virtualList } from "../features/menu/virtual-list"
import type { AppStore } from "../store/store-context"
import { startingLanguage } from "../ui/i18n/i18n"
import { changedSinceKept, servedPage, takeEarlyTaps } from "./page-start"
import { appReady } from "./root"

/**
 * A table's page rendered by the server (server/http/table-pages.ts): the address moves on to
 * the route it shows (`/venue`, or the gate's `/venue/load`) at once, without a render, as the
 * client's own hops would have; the table's link is still a page view. Settles once the store
 * holds the venue and menu (from the answers the page carries) and the screens' code is in,
 * saying whether React may take the server's markup over as it is (hydrate): only a new tab in
 * the page's language, whose first render is the server's. A page the service worker kept is
 * brought up to date once its first screen is painted (refreshKept). null: not such a page.
 */
export const firstScreen = (screens: Promise<void>): Promise<{ readonly store: AppStore; readonly hydrate: boolean }> | null => {
  const tablePath = location.pathname
  if (servedPage.mode === null || servedPage.route === null || tableCodeOfPath(tablePath) === null) return null
  history.replaceState(history.state, "", `${servedPage.route}${location.search}${location.hash}`)
  return Promise.all([appReady, screens.catch(() => undefined)]).then(async ([store]) => {
    store.analytics.pageView(tablePath)
    const state = await firstValueFrom(store.state$.pipe(filter(({ menu, status }) => menu !== null || status === "error")))
    // A large menu's list is windowed: its code is in before the menu is drawn over the server's first sections.
    if (state.menu !== null && isLargeMenu(state.menu.items)) await virtualList.preload().catch(() => undefined)
    const hydrate =
      servedPage.mode === "hydrate" && servedPage.freshTab && state.menu !== null && startingLanguage() === servedPage.language
    if (state.status === "success") refreshKept(store, hydrate)
    return { store, hydrate }
  })
}

/**
 * A page kept by the service worker carries the answers of an earlier visit (src/app/page-start.ts
 * asks for them again at once): what changed since goes into the store through the app's own
 * calls, a changed venue by loading the table again (its menu with it), a changed menu by the
 * menu's refetch, each taking the fresh answer the page already has. A hydrated menu is first
 * painted as the server drew it (a change in the middle of the hydration would not match the
 * server's markup); a first screen drawn by the client may change at once. Nothing changed:
 * nothing happens.
 */
const refreshKept = (store: AppStore, hydrate: boolean): void => {
  void Promise.all([changedSinceKept, hydrate ? marked(MENU_PAINTED) : undefined]).then(([changed]) => {
    const qr = store.getState().qrCode
    if (changed.has("venue") && qr !== null) store.commands.openVenue(qr)
    else if (changed.has("menu")) store.commands.refetchMenu()
  })
}

/** Read by the benchmarks too (src/features/menu/menu-page.tsx): the menu's first paint. */
const MENU_PAINTED = "tableside:menu-painted"

/** Settles once the page has marked this (performance.mark), or at once if it already has. */
const marked = (name: string): Promise<void> =>
  new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(name).length === 0) return
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: "mark", buffered: true })
  })

/**
 * What a diner tapped before React took the page over is tapped again, in order, once the
 * menu is painted (a dish's drawer and a filter's state are then React's): stops watching for
 * early taps now. Where React drew its own markup (a reload, a large menu's windowed list), a
 * dish is found again by its id and a button by its name.
 */
export const replayEarlyTaps = (): void => {
  const taps = takeEarlyTaps()
  if (taps.length === 0) return
  void marked(MENU_PAINTED).then(async () => {
    for (const tap of taps) {
      tappedAgain(tap)?.click()
      // The next tap meets what this one changed (a filter hides dishes), as the diner's would.
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  })
}

const tappedAgain = (tap: Element): HTMLElement | null => {
  if (tap.isConnected && tap instanceof HTMLElement) return tap
  const dish = tap.getAttribute("data-item")
  if (dish !== null) return document.querySelector<HTMLElement>(`[data-item="${CSS.escape(dish)}"]`)
  // A button React drew anew (a reload's screen, a large menu's list): the one named alike, where only one is.
  const alike = [...document.querySelectorAll<HTMLElement>("button")].filter((button) => nameOf(button) === nameOf(tap))
  return alike.length === 1 ? (alike[0] ?? null) : null
}

const nameOf = (button: Element): string => button.getAttribute("aria-label") ?? button.textContent.trim()
