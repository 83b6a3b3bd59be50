import { filter, map, take } from "rxjs"
import type { AppStore } from "../store/store-context"
import { groupBySection, searchItems } from "../domain/menu"
import { activateLanguage } from "../ui/i18n/i18n"
import { startingLanguage } from "../ui/i18n/starting-language"
import { imageSrc } from "../ui/item-image"
import { appConfig } from "./build-config"
import { createAppStore, type ComposedApp } from "./composition-root"
import { authSession, lifecycle, pageFetch, servedPage, table } from "./page-start"
import { takeScan } from "./tab-session"

/**
 * The page's one store (src/app/composition-root.ts), created while this module loads, before
 * React renders anything. The anonymous sign-in and, on a table's link, the venue and menu calls
 * leave from here at page start instead of from inside the first render.
 */

/**
 * The first dish's picture is the menu's largest paint: it starts downloading as soon as the
 * menu answer is in, while the sign-in finishes and the menu renders, not once its card exists.
 */
const preloadFirstPicture = (store: AppStore): void => {
  store.state$
    .pipe(
      map((state) => state.menu),
      filter((menu) => menu !== null),
      take(1),
    )
    .subscribe((menu) => {
      const picture = groupBySection(searchItems(menu.items, ""))[0]?.items[0]?.images[0]
      if (picture === undefined) return
      const link = Object.assign(document.createElement("link"), {
        rel: "preload",
        as: "image",
        href: imageSrc(picture),
        fetchPriority: "high",
      })
      document.head.append(link)
    })
}

// The page's own table (a table's page the server drew has moved on to its route by now).
const qr = table

/**
 * On a page the server drew, the menu is on screen before any answer is decoded: its answers (the
 * menu's is some 50 kB for a venue of forty dishes) are decoded in the worker, off the main thread
 * the diner's first taps need. The app's plain shell decodes all but very large ones here, since
 * its first screen waits for them.
 */
const SERVED_PAGE_OFF_THREAD_CHARS = 16 * 1024

const appStore: Promise<ComposedApp> = createAppStore({
  config: appConfig,
  auth: authSession,
  fetch: pageFetch,
  lifecycle,
  ...(!servedPage.drawn ? {} : { offThreadFromChars: SERVED_PAGE_OFF_THREAD_CHARS }),
}).then((store) => {
  // A scan of this page, or of one left before a store started on it (a reload): the diner joins the table's current visit.
  const scanned = takeScan() ?? qr
  if (scanned !== null) store.commands.scanned(scanned)
  if (qr !== null) {
    store.commands.ensureVenue(qr)
    // The server's menu page preloads its first picture itself.
    if (servedPage.route !== "/venue") preloadFirstPicture(store)
  }
  return store
})

/**
 * The store and the diner's language, as one wait for the first render (English is already in
 * the page; Sinhala or Tamil loads beside the store's start).
 */
export const appReady: Promise<ComposedApp> = Promise.all([
  activateLanguage(startingLanguage()).catch((error: unknown) =>
    console.warn(`The diner's language could not be loaded, English is shown: ${String(error)}`),
  ),
  appStore,
]).then(([, store]) => store)
