import { createAppStore, type AppStore } from "../store/app-store"
import type { Notify } from "../../streams/intents"
import { tableCodeOfPath } from "../domain/table-code"
import { readAppConfig } from "./config"

/**
 * The composition root: the page's one store, created while this module loads, before React
 * renders anything. The anonymous sign-in and, on a table's link, the venue and menu calls
 * leave from here at page start instead of from inside the first render.
 */

/** Toasts load on first use: sonner is not on the way to the menu's first paint. */
const notify: Notify = (kind, message) => void import("sonner").then(({ toast }) => toast[kind](message))

export const appStore: Promise<AppStore> = createAppStore({ config: readAppConfig(import.meta.env), notify }).then((store) => {
  const qr = tableCodeOfPath(location.pathname)
  if (qr !== null) void store.intents.ensureVenue(qr)
  return store
})
