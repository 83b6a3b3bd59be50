import { EventEmitter } from "node:events"
import type { Queryable } from "../storage/db"

/**
 * Live push for subscribers (server-sent events). Every event is first written to
 * live_events in the transaction that caused it, so it exists exactly when the change does;
 * after the commit it is handed to the connected subscribers. A subscriber that reconnects
 * with its last event id gets what it missed from the table.
 */
export interface LiveEvent {
  readonly seq: number
  readonly channel: string
  readonly kind: string
  readonly payload: unknown
}

export const ordersChannel = (tenantId: string, serviceAreaId: string): string => `orders:${tenantId}:${serviceAreaId}`
export const requestsChannel = (tenantId: string, serviceAreaId: string): string => `requests:${tenantId}:${serviceAreaId}`
export const availabilityChannel = (tenantId: string, venueId: string): string => `availability:${tenantId}:${venueId}`

export class LiveBus {
  private readonly emitter = new EventEmitter()

  constructor() {
    // Hundreds of diners may listen to one table or venue.
    this.emitter.setMaxListeners(0)
  }

  /** Writes the event inside the caller's transaction; `announce` it after the commit. */
  async record(tx: Queryable, channel: string, kind: string, payload: unknown): Promise<LiveEvent> {
    const [row] = await tx.query<{ seq: string | number }>("insert into live_events (channel, kind, payload) values ($1, $2, $3::jsonb) returning seq", [channel, kind, JSON.stringify(payload)])
    return { seq: Number(row?.seq ?? 0), channel, kind, payload }
  }

  announce(event: LiveEvent): void {
    this.emitter.emit(event.channel, event)
    for (const tap of this.taps) tap(event)
  }

  /** Sees every announced event, whatever its channel (the Firestore mirror). */
  tap(listener: (event: LiveEvent) => void): void {
    this.taps.push(listener)
  }

  private readonly taps: Array<(event: LiveEvent) => void> = []

  subscribe(channel: string, listener: (event: LiveEvent) => void): () => void {
    this.emitter.on(channel, listener)
    return () => this.emitter.off(channel, listener)
  }

  subscriberCount(channel: string): number {
    return this.emitter.listenerCount(channel)
  }

  async since(db: Queryable, channel: string, afterSeq: number): Promise<ReadonlyArray<LiveEvent>> {
    const rows = await db.query<{ seq: string | number; kind: string; payload: unknown }>(
      "select seq, kind, payload from live_events where channel = $1 and seq > $2 order by seq limit 1000",
      [channel, afterSeq],
    )
    return rows.map((row) => ({ seq: Number(row.seq), channel, kind: row.kind, payload: row.payload }))
  }

  async latestSeq(db: Queryable): Promise<number> {
    const [row] = await db.query<{ seq: string | number | null }>("select max(seq) as seq from live_events")
    return Number(row?.seq ?? 0)
  }
}
