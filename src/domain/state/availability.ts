import type { DomainEvent } from "../../../schema/events"
import type { AvailabilitySlice } from "../state-schema"

export type { AvailabilitySlice }

export const initialAvailabilitySlice: AvailabilitySlice = { availabilitySeen: {} }

export const reduceAvailability = (state: AvailabilitySlice, event: DomainEvent): Partial<AvailabilitySlice> | undefined => {
  if (event._tag !== "v1.AvailabilitySyncSeen") return undefined
  const seen = state.availabilitySeen[event.key]
  // Times only move forward: an older snapshot arriving late does not undo a newer one.
  return {
    availabilitySeen: { ...state.availabilitySeen, [event.key]: seen === undefined ? event.updatedAt : Math.max(seen, event.updatedAt) },
  }
}
