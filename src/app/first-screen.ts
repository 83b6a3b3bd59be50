import { filter, firstValueFrom } from "rxjs"
import { holdsTable } from "../domain/queries"
import { tableCodeOfPath } from "../domain/table-code"
import { windowedListFor } from "../features/menu/virtual-list"
import type { AppStore } from "../store/store-context"
import { moveToServedRoute, servedPage } from "./page-start"
import { appReady } from "./root"
import { refreshKept } from "./once-painted"

/**
 * A table's page rendered by the server (server/http/table-pages.ts) that the page's own store
 * does not hydrate (src/app/hydrate-page.tsx): the address moves on to the route it shows
 * (`/venue`, or the gate's `/venue/load`) at once, without a render, as the client's own hops
 * would have; the table's link is still a page view. Settles with the store once it holds the
 * venue and menu (from the answers the page carries) and the screens' code is in; the app then
 * draws its own first screen over the server's. A page the service worker kept is brought up to
 * date once its first screen is painted (refreshKept). null: not such a page.
 */
export const firstScreen = (screens: Promise<void>): Promise<AppStore> | null => {
  const tablePath = location.pathname
  if (servedPage.mode === null || servedPage.route === null || tableCodeOfPath(tablePath) === null) return null
  moveToServedRoute()
  return Promise.all([appReady, screens.catch(() => undefined)]).then(async ([store]) => {
    // Analytics waits for the page's first idle moment itself (streams/analytics.ts).
    store.analytics.pageView(tablePath)
    const state = await firstValueFrom(store.state$.pipe(filter(holdsTable)))
    await windowedListFor(state.menu)
    if (state.status === "success") refreshKept(store)
    return store
  })
}
