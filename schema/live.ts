import { Schema } from "effect"
import { AvailabilitySync } from "./availability"
import { StaffFeedback } from "./feedback"
import { DinerCallErrors, LiveStreamsLimited } from "./errors"
import { Order } from "./order"
import { PaymentMade } from "./payment"
import { StaffAction } from "./staff"
import { StaffRequest } from "./staff-request"
import { TableCartChanged } from "./table-cart"

/**
 * The reference server's live feed (server-sent events), the local stand-in for Firestore
 * listeners: ONE connection per table carries its orders, its staff requests and its venue's
 * availability, so a tab holds one of the browser's six connections per origin and one open
 * request (Lighthouse waits until at most two are in flight). It needs the same headers as a
 * "diner" call. Every change carries an `id` (positions are global, so one id resumes all
 * three kinds); a client that reconnects with `Last-Event-ID` receives what it missed, in
 * order. The first event of a connection is `ready` (its id is the resume point), then the
 * venue's current availability document as its first snapshot.
 */
export const liveFeed = {
  path: "/api/live/table",
  summary: "The table's orders and staff requests and its venue's dish availability, live, on one connection.",
  events: {
    order: { payload: Order, description: "An order of the table as it is placed or moves to another state." },
    request: {
      payload: StaffRequest,
      description: "A staff request of the table: each new one, each acknowledgement, each closed by settling.",
    },
    availability: {
      payload: AvailabilitySync,
      description:
        "The venue's availability sync document: the current one after `ready` (without an id), then each change (the app refetches the menu).",
    },
    tableCart: {
      payload: TableCartChanged,
      description: "The table's shared cart (Order together) changed or was sent: its members read it again (`GET /api/table-cart`).",
    },
    payment: {
      payload: PaymentMade,
      description: "A payment of the table succeeded or was refunded: who paid (a first name or null), how much, and what is left.",
    },
  },
} as const

/** The kinds of change the feed carries. */
export type LiveKind = keyof typeof liveFeed.events

/** The event that opens every connection: its id is the resume point; its data is `{}`. */
export const READY_EVENT = "ready"

/** What opening the feed can be refused with: what a diner call can, and too many open streams. */
export const LiveFeedErrors = [...DinerCallErrors, LiveStreamsLimited] as const

/**
 * One live change as the server keeps it (live_events) and hands it between instances: the
 * event's kind with its payload, decoded from the table so no payload is trusted blind. The
 * last two travel only on a venue's staff channel (schema/staff-api.ts staffLiveFeed), never
 * on a table's.
 */
export const LiveMessage = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("order"), payload: liveFeed.events.order.payload }),
  Schema.Struct({ kind: Schema.Literal("availability"), payload: liveFeed.events.availability.payload }),
  Schema.Struct({ kind: Schema.Literal("request"), payload: liveFeed.events.request.payload }),
  Schema.Struct({ kind: Schema.Literal("tableCart"), payload: liveFeed.events.tableCart.payload }),
  Schema.Struct({ kind: Schema.Literal("payment"), payload: liveFeed.events.payment.payload }),
  Schema.Struct({ kind: Schema.Literal("feedback"), payload: StaffFeedback }),
  Schema.Struct({ kind: Schema.Literal("staffAction"), payload: StaffAction }),
])
export type LiveMessage = typeof LiveMessage.Type
