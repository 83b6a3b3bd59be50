import { filter, firstValueFrom } from "rxjs"
import { tableCodeOfPath } from "../domain/table-code"
import { isLargeMenu } from "../features/menu/menu-rows"
import { virtualList } from "../features/menu/virtual-list"
import type { AppStore } from "../store/store-context"
import { startingLanguage } from "../ui/i18n/i18n"
import { servedPage, takeEarlyTap } from "./page-start"
import { appReady } from "./root"

/**
 * A table's page rendered by the server (server/http/table-pages.ts): the address moves on to
 * the route it shows (`/venue`, or the gate's `/venue/load`) at once, without a render, as the
 * client's own hops would have; the table's link is still a page view. Settles once the store
 * holds the venue and menu (from the answers the page carries) and the screens' code is in,
 * saying whether React may take the server's markup over as it is (hydrate): only a new tab in
 * the page's language, whose first render is the server's. null: not such a page.
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
    return { store, hydrate: servedPage.mode === "hydrate" && servedPage.freshTab && state.menu !== null && startingLanguage() === servedPage.language }
  })
}

/**
 * A dish tapped before React took the page over opens once the hydrated menu is painted (the
 * customization drawer is then React's): stops watching for early taps now.
 */
export const replayEarlyTap = (): void => {
  const dish = takeEarlyTap()
  if (dish === null) return
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("tableside:menu-painted").length === 0) return
    observer.disconnect()
    document.querySelector<HTMLElement>(`[data-item="${CSS.escape(dish)}"]`)?.click()
  })
  observer.observe({ type: "mark" })
}
