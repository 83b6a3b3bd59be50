import { Schema } from "effect"
import { AvailabilitySync } from "./availability"
import { DinerCallErrors, LiveStreamsLimited } from "./errors"
import { Order } from "./order"
import { StaffRequest } from "./staff-request"

/**
 * The reference server's live feeds (server-sent events), the local stand-in for Firestore
 * listeners. Each needs the same headers as a "diner" call. Every event carries an `id`; a
 * client that reconnects with `Last-Event-ID` receives what it missed. The first event of a
 * connection is `ready` (its id is the resume point); availability then sends the current
 * sync document as its first snapshot.
 */
export const liveFeeds = {
  orders: { path: "/api/live/orders", event: "order", payload: Order, summary: "The table's orders, live: each order as it is placed or moves to another state." },
  availability: {
    path: "/api/live/availability",
    event: "availability",
    payload: AvailabilitySync,
    summary: "The venue's dish availability, live: the current sync document first, then each change (the app refetches the menu).",
  },
  /** The table's staff requests: each new one, each acknowledgement, each closed by settling. */
  requests: { path: "/api/live/requests", event: "request", payload: StaffRequest, summary: "The table's staff requests, live: each new one, each acknowledgement, each closed by settling." },
} as const

/** The event that opens every connection: its id is the resume point; its data is `{}`. */
export const READY_EVENT = "ready"

/** What opening a feed can be refused with: what a diner call can, and too many open streams. */
export const LiveFeedErrors = [...DinerCallErrors, LiveStreamsLimited] as const

/**
 * One live change as the server keeps it (live_events) and hands it between instances: the
 * feed's event name with its payload, decoded from the table so no payload is trusted blind.
 */
export const LiveMessage = Schema.Union([
  Schema.Struct({ kind: Schema.Literal(liveFeeds.orders.event), payload: liveFeeds.orders.payload }),
  Schema.Struct({ kind: Schema.Literal(liveFeeds.availability.event), payload: liveFeeds.availability.payload }),
  Schema.Struct({ kind: Schema.Literal(liveFeeds.requests.event), payload: liveFeeds.requests.payload }),
])
export type LiveMessage = typeof LiveMessage.Type
