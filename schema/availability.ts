import { Schema } from "effect"

/**
 * The tenant/venue availability sync document. `updatedAt` arrives in the shapes platforms
 * send: epoch milliseconds, a date string, or Firestore's { seconds, nanoseconds }.
 */
export const SyncTimestamp = Schema.Union([
  Schema.Number,
  Schema.String,
  Schema.Struct({ seconds: Schema.Number, nanoseconds: Schema.Number }),
])
export type SyncTimestamp = typeof SyncTimestamp.Type

export const AvailabilitySync = Schema.Struct({
  updatedAt: SyncTimestamp,
  /** "unavailable" or "rollback"; other values only refresh the menu. */
  type: Schema.String,
})
export type AvailabilitySync = typeof AvailabilitySync.Type
