import { Schema } from "effect"
import { LiveMessage } from "../../schema/live"
import type { Queryable } from "./db"
import { LIVE_POSITION_LOCK, LOCK_CLASS } from "./locks"

/** A live change as kept in live_events: its position, its channel, and the typed message. */
export type LiveEvent = LiveMessage & { readonly seq: number; readonly channel: string }

/** The PostgreSQL channel every instance LISTENs on; the payload is the new position. */
export const LIVE_NOTIFY_CHANNEL = "tableside_live_events"

/**
 * Subscribes a dedicated PostgreSQL connection (a pg client of its own, not the pool's) to
 * the NOTIFY every writing transaction sends on commit.
 */
export const listenForLiveEvents = async (connection: { query(sql: string): Promise<unknown> }): Promise<void> => {
  await connection.query(`listen ${LIVE_NOTIFY_CHANNEL}`)
}

const decodeMessage = Schema.decodeUnknownSync(LiveMessage)

/**
 * Writes a live change inside the caller's transaction, and tells every instance after commit.
 *
 * Positions are handed out in commit order. A bigserial alone is taken at insert: on
 * PostgreSQL a transaction holding position 7 can commit after the one holding 8, and a reader
 * in between (a resume, another instance) would see 8, move past it and never see 7. So the
 * writer first takes a transaction-level advisory lock on one fixed key: the next writer waits
 * there until this transaction has committed (or rolled back) before it draws its position, so
 * what is visible is always every position up to the newest, with no gaps to fill later. We
 * chose this over an xid8/pg_snapshot_xmin watermark because readers stay plain `seq > n`
 * queries; the cost is that the tails of live-changing transactions (submit, advance, settle,
 * requests, availability) run one at a time, which the services keep short by writing the
 * event last. Cart adds write no live event and never wait for it. PGlite runs one
 * transaction at a time anyway: the lock is free there, and one code path serves both.
 * `pg_notify` is queued in the transaction and sent only once it commits.
 */
export const insertLiveEvent = async (tx: Queryable, channel: string, message: LiveMessage): Promise<LiveEvent> => {
  await tx.query("select pg_advisory_xact_lock($1, $2)", [LOCK_CLASS, LIVE_POSITION_LOCK])
  const [row] = await tx.query<{ seq: string | number }>(
    "with inserted as (insert into live_events (channel, kind, payload) values ($1, $2, $3::jsonb) returning seq) select seq, pg_notify($4, seq::text) from inserted",
    [channel, message.kind, JSON.stringify(message.payload), LIVE_NOTIFY_CHANNEL],
  )
  if (row === undefined) throw new Error("live_events: the insert returned no position")
  return { ...message, seq: Number(row.seq), channel }
}

interface LiveEventRow {
  readonly seq: string | number
  readonly channel: string
  readonly kind: string
  readonly payload: unknown
}

const toEvent = (row: LiveEventRow): LiveEvent => ({
  ...decodeMessage({ kind: row.kind, payload: row.payload }),
  seq: Number(row.seq),
  channel: row.channel,
})

/** Up to `limit` events after `afterSeq`, in position order: of the given channels, or of all (null). */
export const liveEventsAfter = async (
  db: Queryable,
  channels: ReadonlyArray<string> | null,
  afterSeq: number,
  limit: number,
): Promise<LiveEvent[]> => {
  if (channels === null)
    return (
      await db.query<LiveEventRow>("select seq, channel, kind, payload from live_events where seq > $1 order by seq limit $2", [
        afterSeq,
        limit,
      ])
    ).map(toEvent)
  if (channels.length === 0) return []
  // One placeholder per channel (a handful): each is a range of the (channel, seq) index, merged by seq.
  const placeholders = channels.map((_channel, i) => `$${i + 3}`).join(", ")
  const rows = await db.query<LiveEventRow>(
    `select seq, channel, kind, payload from live_events where channel in (${placeholders}) and seq > $1 order by seq limit $2`,
    [afterSeq, limit, ...channels],
  )
  return rows.map(toEvent)
}

/**
 * Up to `limit` events after `afterSeq`, in position order, of the given channels or of any
 * channel starting with one of the prefixes (a venue's staff feed: each table's every visit).
 */
export const liveEventsAfterMatching = async (
  db: Queryable,
  channels: ReadonlyArray<string>,
  prefixes: ReadonlyArray<string>,
  afterSeq: number,
  limit: number,
): Promise<LiveEvent[]> =>
  (
    await db.query<LiveEventRow>(
      `select seq, channel, kind, payload from live_events
        where seq > $1 and (channel = any($3::text[]) or exists (select 1 from unnest($4::text[]) as p(prefix) where starts_with(channel, p.prefix)))
        order by seq limit $2`,
      [afterSeq, limit, [...channels], [...prefixes]],
    )
  ).map(toEvent)

/** The newest position; 0 when none was ever kept. Every position below it is committed. */
export const latestLiveSeq = async (db: Queryable): Promise<number> => {
  const [row] = await db.query<{ seq: string | number | null }>("select max(seq) as seq from live_events")
  return Number(row?.seq ?? 0)
}

/**
 * Drops events older than `keepSeconds`, except the newest (so the newest position survives
 * an idle night). A stream resumed after longer than that gets only what is still kept.
 */
export const pruneLiveEvents = async (db: Queryable, keepSeconds: number): Promise<number> => {
  const [row] = await db.query<{ count: number }>(
    "with gone as (delete from live_events where created_at < now() - make_interval(secs => $1) and seq < (select max(seq) from live_events) returning 1) select count(*)::int as count from gone",
    [keepSeconds],
  )
  return row?.count ?? 0
}
