import { staffApi } from "../../../schema/staff-api"
import type { StaffVenue } from "../../../schema/staff"
import { createChime } from "../data/chime"
import { deferredStaffLive } from "../data/deferred-staff-live"
import { createStaffAuth } from "../data/staff-auth"
import { staffFirebaseApp } from "../data/staff-firebase"
import { createStaffLive, type StaffLive } from "../data/staff-live"
import { bodyOf, createStaffRpc } from "../data/staff-rpc"
import { createStaffStore, type StaffStore } from "../store/staff-store"
import { staffConfig } from "./staff-config"

/**
 * The staff screen's one composition: its sign-in, its typed caller, its live feed and its store.
 * The feed is the server's (SSE), or the venue's staff feed in Firestore when the app is built for
 * Firestore (VITE_LIVE, as the diner app chooses: schema/app-config.ts).
 */
export const composeStaffApp = (): StaffStore => {
  const log = (message: string) => console.warn(message)
  const fetcher: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init)
  const baseUrl = staffConfig.apiBaseUrl
  const auth = createStaffAuth({ config: staffConfig, origin: window.location.origin })
  const rpc = createStaffRpc({ fetch: fetcher, baseUrl, auth, log })
  const firestoreLive = (venue: StaffVenue): StaffLive =>
    deferredStaffLive(async () => {
      const [{ getFirestore }, { createStaffFirestoreLive }] = await Promise.all([
        import("firebase/firestore"),
        import("../data/staff-live-firestore"),
      ])
      return createStaffFirestoreLive({
        firestore: getFirestore(staffFirebaseApp(staffConfig)),
        tenantId: venue.tenantId,
        venueId: venue.id,
        // Any call to the venue passes the access check that admits the member: this one's answer is short, and otherwise unread.
        admitted: () => bodyOf(rpc(staffApi.staffActions, { params: { venueId: venue.id } })),
        now: () => Date.now(),
        log,
      })
    })
  return createStaffStore({
    auth,
    rpc,
    live:
      staffConfig.live === "firestore"
        ? firestoreLive
        : (venue) => createStaffLive({ fetch: fetcher, baseUrl, venueId: venue.id, token: auth.token, log }),
    chime: createChime(),
    now: () => Date.now(),
    log,
  })
}
