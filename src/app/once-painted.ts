// What a table's page the server drew does as the app takes it over (src/app/hydrate-page.tsx): its
// kept answers refreshed and the taps made before the app was there sent, each when the page allows.
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
 * What the diner tapped on the server's page before the app took it over, sent as commands.
 * Dishes only (the common first taps): at once, as React starts hydrating. The drawer's state is
 * read by the drawer alone, and hydration reads the state the page was drawn from
 * (`servedState`), so the app's drawer opens as soon as the menu around it is hydrated, whatever
 * of the sections is still the server's. Any other tap (a filter, a section's tab, the search)
 * changes what the whole menu shows: sent once the first screen is painted, every part of it
 * hydrated, so the menu is drawn again by React's hydration, not in the middle of it. Read when
 * sent, not when taken: a dish whose drawer the page opened and the diner closed in the meantime
 * is not opened again, and one closed from then on, before the app's drawer replaces the page's,
 * closes the app's too.
 */
export const sendEarlyIntentsAsHydrated = (taps: EarlyTaps, store: AppStore): void => {
  const send = () => {
    taps.onPreviewClosed(() => store.commands.closeDrawer())
    sendEarlyIntents(taps.intents(), store)
  }
  if (taps.intents().every((intent) => intent._tag === "OpenDish")) send()
  else void firstValueFrom(lifecycle.reached("painted")).then(send)
}
