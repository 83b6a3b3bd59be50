import type { Subscription } from "rxjs"
import { availabilityAction, availabilityKey, ROLLBACK_TOAST, syncMillis, UNAVAILABLE_TOAST } from "../src/domain/availability"
import type { EventLog } from "./event-log"
import type { Intents, Notify } from "./intents"
import type { LiveSource } from "./live"

/** Where the last-seen availability time is kept for the next new tab (local storage in the browser). */
export interface KeyValueStore {
  get(key: string): string | null
  set(key: string, value: string): void
}

export interface LiveWiringDeps {
  readonly live: LiveSource
  readonly log: EventLog
  readonly intents: Pick<Intents, "refetchMenu" | "refreshCart">
  readonly notify: Notify
  readonly storage: KeyValueStore
  readonly report: (message: string) => void
}

/**
 * Turns live feeds into events: each order change sets that order's status; each staff request
 * change (acknowledged: "on the way") replaces that request; availability follows spec
 * section 4 (first snapshot silent, only newer times act, by type), its last-seen time kept
 * per tenant and venue in the state (restored with it); local storage only seeds a new tab.
 * (The connection is its own source: streams/sources/connection.ts.)
 */
export const wireLive = ({ live, log, intents, notify, storage, report }: LiveWiringDeps): Subscription => {
  const subscription = live.orders$().subscribe({
    next: (order) => log.append({ _tag: "v1.OrderChanged", order }, "live"),
    error: (error: unknown) => report(`orders feed: ${String(error)}`),
  })
  subscription.add(
    live.requests$().subscribe({
      next: (request) => log.append({ _tag: "v1.StaffRequestChanged", request }, "live"),
      error: (error: unknown) => report(`requests feed: ${String(error)}`),
    }),
  )

  let firstFor: string | null = null
  subscription.add(
    live.availability$().subscribe({
      next: (document) => {
        const { venue } = log.getState()
        const updatedAt = syncMillis(document.updatedAt)
        if (venue === null || updatedAt === null) {
          report(`availability: ignored a document without a readable time or venue`)
          return
        }
        const key = availabilityKey(venue.tenant.id, venue.id)
        const isFirst = firstFor !== key
        firstFor = key
        const seeded = seededLastSeen(storage, key)
        const lastSeen = log.getState().availabilitySeen[key] ?? seeded
        const action = availabilityAction(lastSeen, isFirst, updatedAt, document.type)
        log.append({ _tag: "v1.AvailabilitySyncSeen", key, updatedAt, type: document.type, acted: action !== "init" && action !== "ignore" }, "live")
        if (action === "ignore") return
        storage.set(`tableside.availability.${key}`, String(Math.max(updatedAt, seeded ?? updatedAt)))
        const refresh = (work: Promise<unknown>) => work.catch((error: unknown) => report(`availability refresh: ${String(error)}`))
        if (action === "unavailable") {
          notify("warning", UNAVAILABLE_TOAST, { id: "toast.unavailable" })
          void refresh(Promise.all([intents.refetchMenu(), intents.refreshCart()]))
        } else if (action === "rollback") {
          notify("info", ROLLBACK_TOAST, { id: "toast.rollback" })
          void refresh(intents.refetchMenu())
        } else if (action === "refresh") {
          void refresh(intents.refetchMenu())
        }
      },
      error: (error: unknown) => report(`availability feed: ${String(error)}`),
    }),
  )
  return subscription
}

/** A new tab's last-seen time: what another tab of this device saw last, if anything. */
const seededLastSeen = (storage: KeyValueStore, key: string): number | null => {
  const stored = storage.get(`tableside.availability.${key}`)
  const lastSeen = stored === null ? Number.NaN : Number(stored)
  return Number.isFinite(lastSeen) ? lastSeen : null
}
