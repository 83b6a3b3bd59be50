import { Schema } from "effect"
import { Menu } from "./menu"
import { VenueAnswer } from "./venue"

/**
 * Facts the client has seen, in the past tense, each tagged with its version. The state the
 * screens show is a fold of these (src/domain/venue-state.ts). This is the first slice of
 * the catalogue; the rest of spec sections 3 and 4 joins it in the event-log issue.
 */

export const VenueLoadStarted = Schema.TaggedStruct("v1.VenueLoadStarted", { qrCode: Schema.String })
export const VenueLoaded = Schema.TaggedStruct("v1.VenueLoaded", { answer: VenueAnswer })
export const VenueLoadFailed = Schema.TaggedStruct("v1.VenueLoadFailed", { reason: Schema.String })
export const MenuReplaced = Schema.TaggedStruct("v1.MenuReplaced", { menu: Menu })

export const DomainEvent = Schema.Union([VenueLoadStarted, VenueLoaded, VenueLoadFailed, MenuReplaced])
export type DomainEvent = typeof DomainEvent.Type

export const EventSource = Schema.Literals(["intent", "http", "live", "system"])
export type EventSource = typeof EventSource.Type

/** An event as the log holds it: its place in the log, when it was seen, where it came from. */
export const LoggedEvent = Schema.Struct({
  seq: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)),
  at: Schema.Number,
  source: EventSource,
  event: DomainEvent,
})
export type LoggedEvent = typeof LoggedEvent.Type
