import { createChime } from "../data/chime"
import { createStaffAuth } from "../data/staff-auth"
import { createStaffLive } from "../data/staff-live"
import { createStaffRpc } from "../data/staff-rpc"
import { createStaffStore, type StaffStore } from "../store/staff-store"
import { staffConfig } from "./staff-config"

/** The staff screen's one composition: its sign-in, its typed caller, its live feed and its store. */
export const composeStaffApp = (): StaffStore => {
  const log = (message: string) => console.warn(message)
  const fetcher: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init)
  const baseUrl = staffConfig.apiBaseUrl
  const auth = createStaffAuth({ config: staffConfig, origin: window.location.origin })
  return createStaffStore({
    auth,
    rpc: createStaffRpc({ fetch: fetcher, baseUrl, auth, log }),
    live: (venueId) => createStaffLive({ fetch: fetcher, baseUrl, venueId, token: auth.token, log }),
    chime: createChime(),
    now: () => Date.now(),
    log,
  })
}
