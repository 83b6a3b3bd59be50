// What a table's page the server drew does once its first screen is painted, whichever way the
// app took it over (src/app/hydrate-page.tsx, src/app/boot.tsx).
import { firstValueFrom } from "rxjs"
import type { AppStore } from "../store/store-context"
import { sendEarlyIntents } from "./early-intents"
import { changedSinceKept, lifecycle, type EarlyTaps } from "./page-start"

/**
 * A page kept by the service worker carries the answers of an earlier visit (src/app/page-start.ts
 * asks for them again at once): what changed since goes into the store through the app's own
 * calls, a changed venue by loading the table again (its menu with it), a changed menu by the
 * menu's refetch, each taking the fresh answer the page already has. Once the first screen is
 * painted, as the server drew it (a change in the middle of the hydration would not match the
 * server's markup). Nothing changed: nothing happens.
 */
export const refreshKept = (store: AppStore): void => {
  void Promise.all([changedSinceKept, firstValueFrom(lifecycle.reached("painted"))]).then(([changed]) => {
    const qr = store.getState().qrCode
    if (changed.has("venue") && qr !== null) store.commands.openVenue(qr)
    else if (changed.has("menu")) store.commands.refetchMenu()
  })
}

/**
 * What the diner tapped on the server's page before the app took it over, sent as commands once
 * the first screen is painted: a dish's drawer and a filter's state are then React's to show.
 * Read then, not when taken: a dish whose drawer the page opened and the diner closed in the
 * meantime is not opened again, and one closed from then on, before the app's drawer replaces
 * the page's, closes the app's too.
 */
export const sendEarlyIntentsOncePainted = (taps: EarlyTaps, store: AppStore): void =>
  void firstValueFrom(lifecycle.reached("painted")).then(() => {
    taps.onPreviewClosed(() => store.commands.closeDrawer())
    sendEarlyIntents(taps.intents(), store)
  })
