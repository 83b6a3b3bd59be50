import { catchError, concat, defer, EMPTY, mergeMap, of, type Observable } from "rxjs"
import type { SyncTimestamp } from "../../schema/availability"
import { availabilityAction, availabilityKey, syncMillis, type AvailabilityAction } from "../../src/domain/availability"
import type { AppState } from "../../src/domain/app-state"
import type { Notify } from "../notify"
import type { Sourced } from "./sourced"

/** Where the last-seen availability time is kept for the next new tab (local storage in the browser). */
export interface KeyValueStore {
  get(key: string): string | null
  set(key: string, value: string): void
}

export interface AvailabilityDeps {
  readonly availability$: Observable<{ readonly updatedAt: SyncTimestamp; readonly type: string }>
  /** The state now: the venue, and the last-seen times restored with it. */
  readonly state: () => AppState
  readonly storage: KeyValueStore
  readonly notify: Notify
  /** What a sync asks for: the menu again, and the cart (unavailable dishes leave it); their sources report failures. */
  readonly refetchMenu: () => void
  readonly refreshCart: () => void
  readonly report: (message: string) => void
}

/**
 * Availability sync (spec section 4) as events: the first snapshot only sets the last-seen
 * time; a newer one acts by its type (a toast, the menu and cart fetched again). The last-seen
 * time is the state's (restored with the session); local storage only seeds a new tab.
 */
export const availabilityEvents = ({
  availability$,
  state,
  storage,
  notify,
  refetchMenu,
  refreshCart,
  report,
}: AvailabilityDeps): Observable<Sourced> => {
  let firstFor: string | null = null
  return availability$.pipe(
    mergeMap((document) => {
      const { venue } = state()
      const updatedAt = syncMillis(document.updatedAt)
      if (venue === null || updatedAt === null) {
        report("availability: ignored a document without a readable time or venue")
        return EMPTY
      }
      const key = availabilityKey(venue.tenant.id, venue.id)
      const isFirst = firstFor !== key
      firstFor = key
      const seeded = seededLastSeen(storage, key)
      const action = availabilityAction(state().availabilitySeen[key] ?? seeded, isFirst, updatedAt, document.type)
      const seen: Sourced = {
        event: { _tag: "v1.AvailabilitySyncSeen", key, updatedAt, type: document.type, acted: action !== "init" && action !== "ignore" },
        source: "live",
      }
      if (action === "ignore") return of(seen)
      // What a new tab is seeded with never goes back in time.
      storage.set(storageKey(key), String(Math.max(updatedAt, seeded ?? updatedAt)))
      return concat(
        of(seen),
        defer(() => act(action)),
      )
    }),
    catchError((error: unknown) => (report(`availability feed: ${String(error)}`), EMPTY)),
  )

  function act(action: AvailabilityAction): Observable<never> {
    if (action === "unavailable") {
      notify("warning", { id: "toast.unavailable" })
      refetchMenu()
      refreshCart()
    } else if (action === "rollback") {
      notify("info", { id: "toast.rollback" })
      refetchMenu()
    } else if (action === "refresh") refetchMenu()
    return EMPTY
  }
}

const storageKey = (key: string) => `tableside.availability.${key}`

/** A new tab's last-seen time: what another tab of this device saw last, if anything. */
const seededLastSeen = (storage: KeyValueStore, key: string): number | null => {
  const stored = storage.get(storageKey(key))
  const lastSeen = stored === null ? Number.NaN : Number(stored)
  return Number.isFinite(lastSeen) ? lastSeen : null
}
