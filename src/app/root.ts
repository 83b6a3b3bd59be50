import { filter, map, take } from "rxjs"
import { createAppStore, type AppStore } from "../store/app-store"
import type { Notify } from "../../streams/intents"
import { groupBySection, searchItems } from "../domain/menu"
import { tableCodeOfPath } from "../domain/table-code"
import { imageSrc } from "../ui/item-image"
import { readAppConfig } from "./config"

/**
 * The composition root: the page's one store, created while this module loads, before React
 * renders anything. The anonymous sign-in and, on a table's link, the venue and menu calls
 * leave from here at page start instead of from inside the first render.
 */

let toastRaised: () => void = () => undefined
/** Settles at the first toast: the toasts' code (sonner) loads then, not on the way to the menu. */
export const firstToast = new Promise<void>((resolve) => (toastRaised = resolve))

const notify: Notify = (kind, message) => {
  toastRaised()
  void import("sonner").then(({ toast }) => toast[kind](message))
}

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
      const link = Object.assign(document.createElement("link"), { rel: "preload", as: "image", href: imageSrc(picture), fetchPriority: "high" })
      document.head.append(link)
    })
}

export const appStore: Promise<AppStore> = createAppStore({ config: readAppConfig(import.meta.env), notify }).then((store) => {
  const qr = tableCodeOfPath(location.pathname)
  if (qr !== null) {
    void store.intents.ensureVenue(qr)
    preloadFirstPicture(store)
  }
  return store
})
