import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { LiveBus, type LiveEvent } from "../../server/live/live-bus"
import { feedAcrossInstances, LISTENER_NAME } from "../../server/live/pg-listener"
import { openDb, type Db, type DbLocation } from "../../server/storage/db"
import { pruneLiveEvents } from "../../server/storage/live-events-repo"
import { migrate } from "../../server/storage/migrations"
import { pgliteDatabase, postgresDatabase, testDatabases } from "../support/databases"

/** A change some transaction writes; its payload says which, so the test can tell them apart. */
const change = (name: string) => ({ updatedAt: name, type: "refresh" })
const CHANNEL = "availability:tenant-test:venue-test"

/** What a resuming reader does: everything after its position, which then moves to the last one read. */
const readOn = async (live: LiveBus, from: { seq: number }, into: LiveEvent[]) => {
  for await (const event of live.since([CHANNEL], from.seq)) {
    into.push(event)
    from.seq = event.seq
  }
}

describe.each(testDatabases())("live events on $name", (database) => {
  let db: Db
  let live: LiveBus
  beforeAll(async () => {
    // Thousands of rows in one transaction: more than the server's 10 s per query on a busy machine.
    db = await openDb(await database.location(), { timeoutMs: 60_000, onStorageFailure: () => undefined })
    await migrate(db)
    live = new LiveBus(db)
  })
  afterAll(async () => {
    await db?.close()
    await database.drop()
  })

  it("sends a resume longer than a page whole and in order", async () => {
    const start = await live.latestSeq()
    await db.transaction(async (tx) => {
      for (let i = 0; i < 2_345; i++) await live.record(tx, CHANNEL, "availability", change(`bulk-${i}`))
    })
    const read: LiveEvent[] = []
    await readOn(live, { seq: start }, read)
    expect(read).toHaveLength(2_345)
    expect(read.map((event) => event.payload)).toEqual(Array.from({ length: 2_345 }, (_unused, i) => change(`bulk-${i}`)))
  })

  it("reads several channels as one, merged in position order, and nothing of the others", async () => {
    const [orders, requests, elsewhere] = ["orders:tenant-test:area-1", "requests:tenant-test:area-1", "orders:tenant-test:area-2"]
    const start = await live.latestSeq()
    await db.transaction(async (tx) => {
      for (const [channel, name] of [
        [orders, "a"],
        [elsewhere, "b"],
        [CHANNEL, "c"],
        [requests, "d"],
        [orders, "e"],
      ] as const)
        await live.record(tx, channel, "availability", change(name))
    })
    const read: LiveEvent[] = []
    for await (const event of live.since([orders, requests, CHANNEL], start)) read.push(event)
    expect(read.map((event) => [event.channel, event.payload])).toEqual([
      [orders, change("a")],
      [CHANNEL, change("c")],
      [requests, change("d")],
      [orders, change("e")],
    ])
    expect(read.map((event) => event.seq)).toEqual(read.map((event) => event.seq).sort((x, y) => x - y))
  })

  it("prunes events older than the time kept, but never the newest", async () => {
    await db.transaction((tx) => live.record(tx, CHANNEL, "availability", change("old")))
    await db.transaction((tx) => live.record(tx, CHANNEL, "availability", change("recent")))
    const newest = await live.latestSeq()
    await db.query("update live_events set created_at = now() - interval '2 days' where seq < $1", [newest - 1])
    expect(await pruneLiveEvents(db, 24 * 60 * 60)).toBeGreaterThanOrEqual(2_345)
    const kept: LiveEvent[] = []
    await readOn(live, { seq: 0 }, kept)
    expect(kept.map((event) => event.payload)).toEqual([change("old"), change("recent")])
    // Everything old: the newest stays, so a new stream's resume point survives the night.
    await db.query("update live_events set created_at = now() - interval '2 days'")
    expect(await pruneLiveEvents(db, 24 * 60 * 60)).toBe(1)
    expect(await live.latestSeq()).toBe(newest)
  })
})

// Empty, not a copy of the run's migrated template: the first test is of migrating it.
const postgres = postgresDatabase({ empty: true })

describe.runIf(postgres !== null)("live events on PostgreSQL, with concurrent writers", () => {
  // Skipped without PostgreSQL; the fallback only keeps the types whole.
  const database = postgres ?? pgliteDatabase()
  let first: Db
  let second: Db
  let location: DbLocation | null = null
  beforeAll(async () => {
    location = await database.location()
    // Two instances starting together on a fresh database: the setup lock makes them take turns.
    ;[first, second] = await Promise.all([openDb(location), openDb(location)])
    const applied = await Promise.all([migrate(first), migrate(second)])
    expect(Math.max(...applied)).toBeGreaterThan(0)
    expect([...applied].sort((a, b) => a - b)).toEqual([0, Math.max(...applied)])
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
    await database.drop()
  })

  it("gives a resumed reader both events, in order, when the lower position would commit last", async () => {
    const live = new LiveBus(first)
    const reader = { seq: await live.latestSeq() }
    const read: LiveEvent[] = []
    let commitEarly: () => void = () => undefined
    const held = new Promise<void>((resolve) => (commitEarly = resolve))
    // The early writer draws its position first and holds its transaction open...
    let recorded: () => void = () => undefined
    const early = first.transaction(async (tx) => {
      await live.record(tx, CHANNEL, "availability", change("early"))
      recorded()
      await held
    })
    await new Promise<void>((resolve) => (recorded = resolve))
    // ...while a later writer, on another connection, tries to commit at once.
    const late = second.transaction((tx) => new LiveBus(second).record(tx, CHANNEL, "availability", change("late")))
    await new Promise((resolve) => setTimeout(resolve, 300))
    // A reader in between must not step past the early one's position.
    await readOn(live, reader, read)
    commitEarly()
    await Promise.all([early, late])
    await readOn(live, reader, read)
    expect(read.map((event) => event.payload)).toEqual([change("early"), change("late")])
    expect(read[0]?.seq).toBeLessThan(read[1]?.seq ?? 0)
  })

  it("delivers across instances, and catches up after the LISTEN connection drops", async () => {
    const here = new LiveBus(first)
    const at = location
    if (at?.kind !== "postgres") throw new Error("PostgreSQL only")
    const feed = await feedAcrossInstances(at.url, here, () => undefined)
    const delivered: unknown[] = []
    here.subscribe(CHANNEL, (event) => delivered.push(event.payload))
    const elsewhere = new LiveBus(second)
    const write = async (name: string) =>
      elsewhere.announce(await second.transaction((tx) => elsewhere.record(tx, CHANNEL, "availability", change(name))))
    const arrived = async (count: number) => {
      for (let waited = 0; delivered.length < count && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    try {
      await write("before the drop")
      await arrived(1)
      await second.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1", [LISTENER_NAME])
      await write("while down")
      await write("after")
      await arrived(3)
      expect(delivered).toEqual([change("before the drop"), change("while down"), change("after")])
    } finally {
      await feed.stop()
    }
  })
})
