import { EventEmitter } from "node:events"
import type { AvailabilitySync } from "../../schema/availability"
import type { LiveMessage } from "../../schema/live"
import type { Order } from "../../schema/order"
import type { PaymentMade } from "../../schema/payment"
import type { StaffFeedback } from "../../schema/feedback"
import type { StaffAction } from "../../schema/staff"
import type { StaffRequest } from "../../schema/staff-request"
import type { TableCartChanged } from "../../schema/table-cart"
import type { Queryable } from "../storage/db"
import { insertLiveEvent, latestLiveSeq, liveEventsAfter, liveEventsAfterMatching, type LiveEvent } from "../storage/live-events-repo"

export type { LiveEvent } from "../storage/live-events-repo"

/**
 * Live push for subscribers (server-sent events). Every event is first written to
 * live_events in the transaction that caused it, so it exists exactly when the change does.
 * Delivery to this instance's subscribers then takes one of two paths:
 * - one process (PGlite, the default): `announce` after the commit delivers at once;
 * - several instances on PostgreSQL: pg-listener.ts hears each commit (LISTEN/NOTIFY) on
 *   every instance, reads the new events from the table in position order and `deliver`s
 *   them; `announce` only wakes it, so the writing instance delivers in order too.
 * A subscriber that reconnects, on any instance, with its last event id gets what it missed
 * from the table.
 */
// A table's feeds are of one visit (schema/visit.ts): its diners hear nothing of an earlier or later one.
// visitId null: an order or request of before visits were kept, which no diner listens to.
export const ordersChannel = (tenantId: string, serviceAreaId: string, visitId: string | null): string =>
  `orders:${tenantId}:${serviceAreaId}:${visitId ?? "none"}`
export const requestsChannel = (tenantId: string, serviceAreaId: string, visitId: string | null): string =>
  `requests:${tenantId}:${serviceAreaId}:${visitId ?? "none"}`
/** The table's shared cart (Order together) travels on the orders channel of its visit: one feed, no new subscription. */
export const tableCartChannel = ordersChannel
export const availabilityChannel = (tenantId: string, venueId: string): string => `availability:${tenantId}:${venueId}`
/** A venue's own staff channel (feedback, staff actions): heard by its staff screens only, never by a table's diners. */
export const staffChannel = (tenantId: string, venueId: string): string => `staff:${tenantId}:${venueId}`
/**
 * What a channel names, as the builders above write it: its kind ("orders", "requests",
 * "availability", "staff"), its tenant, its scope (a table's service area, or a venue) and, for a
 * table's channels, its visit ("none": before visits were kept). null: not a channel of theirs.
 */
export const channelScope = (
  channel: string,
): { readonly kind: string; readonly tenantId: string; readonly scopeId: string; readonly visitId: string | undefined } | null => {
  const [kind = "", tenantId, scopeId, visitId] = channel.split(":")
  return tenantId === undefined || scopeId === undefined ? null : { kind, tenantId, scopeId, visitId }
}
/**
 * What every visit's channel of a table's feed starts with ("orders:{tenant}:{table}:"): the staff
 * screen hears each table of its venue whatever its visit, and reads back what it missed by it.
 */
export const tableChannelPrefixes = (tenantId: string, serviceAreaId: string): ReadonlyArray<string> => [
  `${ordersChannel(tenantId, serviceAreaId, "")}`,
  `${requestsChannel(tenantId, serviceAreaId, "")}`,
]

/** A live message as the services write it: the kind, then its payload. */
type MessageArgs =
  | ["order", Order]
  | ["request", StaffRequest]
  | ["availability", AvailabilitySync]
  | ["tableCart", TableCartChanged]
  | ["payment", PaymentMade]
  | ["feedback", StaffFeedback]
  | ["staffAction", StaffAction]

const messageOf = (args: MessageArgs): LiveMessage => {
  switch (args[0]) {
    case "order":
      return { kind: "order", payload: args[1] }
    case "request":
      return { kind: "request", payload: args[1] }
    case "availability":
      return { kind: "availability", payload: args[1] }
    case "tableCart":
      return { kind: "tableCart", payload: args[1] }
    case "payment":
      return { kind: "payment", payload: args[1] }
    case "feedback":
      return { kind: "feedback", payload: args[1] }
    case "staffAction":
      return { kind: "staffAction", payload: args[1] }
  }
}

/** Events are read back from the table this many at a time (a long resume is sent in pages). */
const PAGE = 1000

export class LiveBus {
  private readonly emitter = new EventEmitter()
  /** Listeners of every visit of a table, by the channels' common start (tableChannelPrefixes). */
  private readonly everyVisit = new EventEmitter()
  private readonly committedTaps: Array<(event: LiveEvent) => void> = []
  private readonly deliveredTaps: Array<(event: LiveEvent) => void> = []
  /** Set by pg-listener.ts when another path delivers (several instances). */
  private wake: (() => void) | null = null

  constructor(private readonly db: Queryable) {
    // Hundreds of diners may listen to one table or venue.
    this.emitter.setMaxListeners(0)
    this.everyVisit.setMaxListeners(0)
  }

  /** Writes the event inside the caller's transaction; `announce` it after the commit. */
  record(tx: Queryable, channel: string, ...args: MessageArgs): Promise<LiveEvent> {
    return insertLiveEvent(tx, channel, messageOf(args))
  }

  /** After the commit of the transaction that `record`ed the event, on the instance that wrote it. */
  announce(event: LiveEvent): void {
    for (const tap of this.committedTaps) tap(event)
    if (this.wake !== null) this.wake()
    else this.deliver(event)
  }

  /** Hands an event to this instance's subscribers; called in position order. */
  deliver(event: LiveEvent): void {
    this.emitter.emit(event.channel, event)
    // A visit's id is a UUID: what precedes its last ':' is the table's part of the channel.
    this.everyVisit.emit(event.channel.slice(0, event.channel.lastIndexOf(":") + 1), event)
    for (const tap of this.deliveredTaps) tap(event)
  }

  /** From now on events reach subscribers through `deliver` alone; `announce` calls `wake`. */
  deliverFromElsewhere(wake: () => void): void {
    this.wake = wake
  }

  /** Sees each event committed through this instance, once across all instances (the Firestore mirror). */
  onCommitted(listener: (event: LiveEvent) => void): void {
    this.committedTaps.push(listener)
  }

  /** Sees every event on every instance, whatever its channel (the response cache's clear). */
  onDelivered(listener: (event: LiveEvent) => void): void {
    this.deliveredTaps.push(listener)
  }

  subscribe(channel: string, listener: (event: LiveEvent) => void): () => void {
    this.emitter.on(channel, listener)
    return () => this.emitter.off(channel, listener)
  }

  /** Hears the channels of every visit of a table, present and future, by their common start (tableChannelPrefixes). */
  subscribeEveryVisit(prefix: string, listener: (event: LiveEvent) => void): () => void {
    this.everyVisit.on(prefix, listener)
    return () => this.everyVisit.off(prefix, listener)
  }

  /** Every kept event of these channels, or of a channel starting with one of the prefixes, after `afterSeq`, in order. */
  async *sinceMatching(channels: ReadonlyArray<string>, prefixes: ReadonlyArray<string>, afterSeq: number): AsyncGenerator<LiveEvent> {
    let after = afterSeq
    for (;;) {
      const page = await liveEventsAfterMatching(this.db, channels, prefixes, after, PAGE)
      for (const event of page) {
        after = event.seq
        yield event
      }
      if (page.length < PAGE) return
    }
  }

  /** Every kept event of the channels (null: of all) after `afterSeq`, in order, read a page at a time. */
  async *since(channels: ReadonlyArray<string> | null, afterSeq: number): AsyncGenerator<LiveEvent> {
    let after = afterSeq
    for (;;) {
      const page = await liveEventsAfter(this.db, channels, after, PAGE)
      for (const event of page) {
        after = event.seq
        yield event
      }
      if (page.length < PAGE) return
    }
  }

  latestSeq(): Promise<number> {
    return latestLiveSeq(this.db)
  }
}
