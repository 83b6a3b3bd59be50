import { filter, firstValueFrom } from "rxjs"
import { tableCodeOfPath } from "../domain/table-code"
import { isLargeMenu } from "../features/menu/menu-rows"
import { virtualList } from "../features/menu/virtual-list"
import type { AppStore } from "../store/store-context"
import { startingLanguage } from "../ui/i18n/i18n"
import type { EarlyIntent } from "../domain/early-intent"
import { sendEarlyIntents } from "./early-intents"
import { changedSinceKept, lifecycle, servedPage } from "./page-start"
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
    // Analytics waits for the page's first idle moment itself (streams/analytics.ts).
    store.analytics.pageView(tablePath)
    const state = await firstValueFrom(store.state$.pipe(filter(({ menu, status }) => menu !== null || status === "error")))
    // A large menu's list is windowed: its code is in before the menu is drawn over the server's first sections.
    if (state.menu !== null && isLargeMenu(state.menu.items)) await virtualList.preload().catch(() => undefined)
    const hydrate =
      servedPage.mode === "hydrate" && servedPage.freshTab && state.menu !== null && startingLanguage() === servedPage.language
    if (state.status === "success") refreshKept(store)
    return { store, hydrate }
  })
}

/**
 * A page kept by the service worker carries the answers of an earlier visit (src/app/page-start.ts
 * asks for them again at once): what changed since goes into the store through the app's own
 * calls, a changed venue by loading the table again (its menu with it), a changed menu by the
 * menu's refetch, each taking the fresh answer the page already has. Once the first screen is
 * painted, as the server drew it (a change in the middle of the hydration would not match the
 * server's markup). Nothing changed: nothing happens.
 */
const refreshKept = (store: AppStore): void => {
  void Promise.all([changedSinceKept, firstValueFrom(lifecycle.reached("painted"))]).then(([changed]) => {
    const qr = store.getState().qrCode
    if (changed.has("venue") && qr !== null) store.commands.openVenue(qr)
    else if (changed.has("menu")) store.commands.refetchMenu()
  })
}

/**
 * What the diner tapped on the server's page before the app took it over (taken by the caller
 * just before React listens), sent as commands once the first screen is painted: a dish's drawer
 * and a filter's state are then React's to show.
 */
export const sendEarlyIntentsOncePainted = (intents: ReadonlyArray<EarlyIntent>, store: AppStore): void => {
  if (intents.length === 0) return
  void firstValueFrom(lifecycle.reached("painted")).then(() => sendEarlyIntents(intents, store))
}
