import { Result, Schema } from "effect"
import { filter, map, take } from "rxjs"
import { api } from "../../schema/api"
import type { AppStore } from "../store/store-context"
import { groupBySection, searchItems } from "../domain/menu"
import { preloadVirtualList } from "../features/menu/virtual-list"
import { activateLanguage } from "../ui/i18n/i18n"
import { startingLanguage } from "../ui/i18n/starting-language"
import { imageSrc } from "../ui/item-image"
import { pageStore } from "./app-store"
import { appConfig } from "./build-config"
import { attachBrowserSources } from "./composition-root"
import type { LogStore } from "./log-store"
import { carriedBodies, lifecycle, pageFetch, servedPage, table } from "./page-start"
import { takeScan } from "./tab-session"

/**
 * The page's store with its sources: loaded after a table's page the server drew is hydrated
 * (src/app/hydrate-page.tsx), or first on the app's shell (src/main.tsx), so its calls leave
 * before anything renders. The sources attach to the store the screens already read
 * (src/app/app-store.ts) as this module loads: the sign-in, the venue's calls, the live feeds.
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

/**
 * On a page the server drew, the menu is on screen before any answer is decoded: its answers (the
 * menu's is some 50 kB for a venue of forty dishes) are decoded in the worker, off the main thread
 * the diner's taps need. The app's plain shell decodes all but very large ones here, since
 * its first screen waits for them.
 */
const SERVED_PAGE_OFF_THREAD_CHARS = 16 * 1024

/**
 * The answers the page carried entered the log as the server decoded them to draw the page
 * (src/app/app-store.ts); read here by their schemas, now that Effect's code is in. A page whose
 * answers do not decode loads its table again from the network, through the venue's calls, which
 * decode them as every answer (and show the venue's error, from which the diner can load again,
 * if they fail too). A large menu's page carries its first sections: its whole menu is fetched.
 * A page that carries none loads its table with the answers it asked for at once
 * (src/app/page-start.ts), restored session or not: left for a later call, they would answer it
 * with the page's moment.
 */
const readCarried = ({ commands }: AppStore, qr: string): void => {
  const carried = carriedBodies()
  if (carried === null) return commands.openVenue(qr)
  const venueDecodes = Result.isSuccess(Schema.decodeUnknownResult(api.venueByQr.answer)(carried.venue))
  const menuDecodes = carried.menu === null || Result.isSuccess(Schema.decodeUnknownResult(api.menuPick.answer)(carried.menu))
  if (!venueDecodes || !menuDecodes) return commands.openVenue(qr)
  if (carried.menu === null) {
    void preloadVirtualList().catch(() => undefined)
    commands.refetchMenu()
  }
}

/** The sources attached to the page's store, and what a table's link starts with. */
const attachApp = (logStore: LogStore): AppStore => {
  attachBrowserSources(logStore, {
    config: appConfig,
    fetch: pageFetch,
    lifecycle,
    ...(!servedPage.drawn ? {} : { offThreadFromChars: SERVED_PAGE_OFF_THREAD_CHARS }),
  })
  const { store } = logStore
  // A scan of this page, or of one left before a store started on it (a reload): the diner joins the table's current visit.
  const scanned = takeScan() ?? table
  if (scanned !== null) store.commands.scanned(scanned)
  if (table !== null) {
    readCarried(store, table)
    // The server's menu page preloads its first picture itself.
    if (servedPage.route !== "/venue") preloadFirstPicture(store)
  }
  return store
}

/**
 * The store with its sources, and the diner's language, as one wait (English is already in
 * the page; Sinhala or Tamil loads beside the sources' start).
 */
export const appReady: Promise<AppStore> = Promise.all([
  activateLanguage(startingLanguage()).catch((error: unknown) =>
    console.warn(`The diner's language could not be loaded, English is shown: ${String(error)}`),
  ),
  pageStore.then(attachApp),
]).then(([, store]) => store)
