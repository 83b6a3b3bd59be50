import { Schema } from "effect"
import type { DomainEvent } from "../../../schema/events"

/**
 * The availability slice: the last availability sync time seen, per "tenant/venue" key (epoch
 * ms), kept across tables, so a sync already acted on is not acted on again after a reload.
 */
export const AvailabilitySlice = Schema.Struct({ availabilitySeen: Schema.Record(Schema.String, Schema.Number) })
export type AvailabilitySlice = typeof AvailabilitySlice.Type

export const initialAvailabilitySlice: AvailabilitySlice = { availabilitySeen: {} }

export const reduceAvailability = (state: AvailabilitySlice, event: DomainEvent): Partial<AvailabilitySlice> | undefined => {
  if (event._tag !== "v1.AvailabilitySyncSeen") return undefined
  const seen = state.availabilitySeen[event.key]
  // Times only move forward: an older snapshot arriving late does not undo a newer one.
  return {
    availabilitySeen: { ...state.availabilitySeen, [event.key]: seen === undefined ? event.updatedAt : Math.max(seen, event.updatedAt) },
  }
}
