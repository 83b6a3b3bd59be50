import type { SyncTimestamp } from "../../schema/availability"

/**
 * The availability sync rule of spec section 4. The first snapshot only sets the last-seen
 * time (no toast); afterwards only a strictly newer time acts: "unavailable" warns and
 * refreshes menu and cart, "rollback" informs and refreshes the menu, any other type just
 * refreshes the menu. Times arrive as epoch ms, a date string, or { seconds, nanoseconds }.
 */
export type AvailabilityAction = "init" | "ignore" | "unavailable" | "rollback" | "refresh"

export const UNAVAILABLE_TOAST = "Some items just became unavailable. Refreshing menu and cart…"
export const ROLLBACK_TOAST = "Items are available again. Menu updated."

/** Epoch milliseconds of a sync time, or null when it cannot be read. */
export const syncMillis = (updatedAt: SyncTimestamp): number | null => {
  if (typeof updatedAt === "number") return Number.isFinite(updatedAt) ? updatedAt : null
  if (typeof updatedAt === "string") {
    const parsed = Date.parse(updatedAt)
    return Number.isNaN(parsed) ? null : parsed
  }
  const millis = updatedAt.seconds * 1000 + Math.floor(updatedAt.nanoseconds / 1e6)
  return Number.isFinite(millis) ? millis : null
}

/**
 * What to do with a snapshot. `lastSeen` is null before the first snapshot of this
 * tenant/venue (in this browser); `isFirst` marks the listener's first snapshot.
 */
export const availabilityAction = (lastSeen: number | null, isFirst: boolean, updatedAt: number, type: string): AvailabilityAction => {
  if (isFirst) return "init"
  if (lastSeen !== null && updatedAt <= lastSeen) return "ignore"
  return type === "unavailable" ? "unavailable" : type === "rollback" ? "rollback" : "refresh"
}

/** The key under which the last-seen time is kept (local storage, and the state). */
export const availabilityKey = (tenantId: string, venueId: string): string => `${tenantId}/${venueId}`
