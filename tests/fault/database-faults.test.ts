import pg from "pg"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { liveFeed } from "../../schema/live"
import { ordersChannel } from "../../server/live/live-bus"
import { postgresDatabase } from "../support/databases"
import { DEMO_TABLE, signInDiner, type TestDiner } from "../support/diner"
import { follow } from "../support/live"
import { startLoad } from "../support/order-load"
import { postgresBinaries, startOwnPostgres, type OwnPostgres } from "../support/own-postgres"
import { startServerProcess, type ServerProcess } from "../support/server-process"

/**
 * PostgreSQL dropping the server's connections while they are busy, as a managed database's
 * failover does: the process lives, calls in flight answer 503 (StorageUnavailable) and are
 * sent again with their keys, and the server serves again by itself once the database is back.
 * Every acknowledged order is stored exactly once, nothing answers 500, and a diner watching
 * the table's live feed receives every status change stored, in order.
 */
const DINERS = 4
const TABLE_AREA = "area-table-1"

interface Figures {
  readonly fault: string
  readonly acknowledged: number
  readonly stored: number
  readonly lost: number
  readonly twice: number
  readonly serverErrors: number
  readonly answered503: number
  readonly unanswered: number
  readonly secondsToRecover: number
  readonly feedReconnects: number
}

/** Runs the load against a server on `url`, breaks the database once it is busy, and checks what a diner and the database say. */
const underFault = async (name: string, url: string, fault: () => Promise<void>): Promise<Figures> => {
  const server = await startServerProcess({ DATABASE_URL: url })
  const diners: TestDiner[] = []
  try {
    for (let i = 0; i <= DINERS; i++) diners.push(await signInDiner(server.origin))
    const [watcher, ...orderers] = diners
    if (watcher === undefined) throw new Error("no watcher")
    const feed = follow(`${server.origin}${liveFeed.path}`, () => ({
      authorization: `Bearer ${watcher.token()}`,
      tenant: DEMO_TABLE.tenantId,
      qr: DEMO_TABLE.qrCode,
    }))
    await vi.waitFor(() => expect(feed.events().some((event) => event.event === "ready")).toBe(true), { timeout: 10_000 })
    const readyId = Number(feed.events().find((event) => event.event === "ready")?.id)

    const load = startLoad(server.origin, orderers)
    let faultAt = 0
    try {
      // Busy first: orders acknowledged and advanced, connections checked out.
      await until(server, "8 status changes on the feed", () => feed.events().filter((event) => event.event === "order").length > 8)
      faultAt = Date.now()
      // The watcher's connection drops too, so it resumes (Last-Event-ID) while the database is away.
      await Promise.all([fault(), feed.drop()])
      // Serving again: successes of calls sent after the fault, for a while.
      await until(server, "20 calls sent after the fault answered", () => load.successCountSince(faultAt) > 20)
    } catch (error) {
      await load.abandon()
      await feed.stop()
      throw error
    }
    const outcome = await load.stop()
    expect(server.exited(), server.output()).toBe(false)

    const database = new pg.Client({ connectionString: url })
    await database.connect()
    try {
      const uids = orderers.map((diner) => diner.user.uid)
      const stored = (
        await database.query<{ id: string; lines: Array<{ quantity: number }> }>("select id, lines from orders where uid = any($1)", [uids])
      ).rows
      const acknowledgedIds = new Set(outcome.acknowledged.values())
      const storedIds = stored.map((row) => row.id)
      const lost = [...acknowledgedIds].filter((id) => !storedIds.includes(id)).length
      // Each submit is retried until acknowledged, so an order no acknowledgement names was made twice.
      const twice = storedIds.filter((id) => !acknowledgedIds.has(id)).length + (outcome.acknowledged.size - acknowledgedIds.size)
      // One add of one dish per cart: a second line or quantity 2 is an add made twice.
      expect(stored.filter((row) => row.lines.length !== 1 || row.lines[0]?.quantity !== 1).map((row) => row.id)).toEqual([])

      // The watcher received every status change of the table stored since it joined, in order, once.
      const storedChanges = async () =>
        // The table's orders feed of any visit (the run is one visit: no one settles the table).
        (
          await database.query<{ seq: string }>("select seq from live_events where channel like $1 and seq > $2 order by seq", [
            `${ordersChannel(DEMO_TABLE.tenantId, TABLE_AREA, "")}%`,
            readyId,
          ])
        ).rows.map((row) => Number(row.seq))
      const expected = await storedChanges()
      const received = () =>
        feed
          .events()
          .filter((event) => event.event === "order")
          .map((event) => Number(event.id))
      await vi.waitFor(() => expect(received().length).toBeGreaterThanOrEqual(expected.length), { timeout: 15_000, interval: 100 })
      await feed.stop()
      expect(received()).toEqual(expected)

      // Recovered: the first success of a call sent after the last one that failed.
      const lastFailure = Math.max(faultAt, ...outcome.failuresSentAt)
      const firstSuccessAfter = Math.min(...outcome.successesSentAt.filter((at) => at > lastFailure))
      const figures: Figures = {
        fault: name,
        acknowledged: outcome.acknowledged.size,
        stored: stored.length,
        lost,
        twice,
        serverErrors: outcome.statuses.get(500) ?? 0,
        answered503: outcome.statuses.get(503) ?? 0,
        unanswered: outcome.statuses.get(0) ?? 0,
        secondsToRecover: Math.round((firstSuccessAfter - faultAt) / 10) / 100,
        feedReconnects: feed.reconnects(),
      }
      console.log(`database fault figures: ${JSON.stringify(figures)}`)
      expect(outcome.unexpected).toEqual([])
      expect({ lost, twice, serverErrors: figures.serverErrors }).toEqual({ lost: 0, twice: 0, serverErrors: 0 })
      return figures
    } finally {
      await database.end()
    }
  } finally {
    await Promise.all(diners.map((diner) => diner.close()))
    await server.stop()
  }
}

/** Waits for the condition; fails at once, with the server's output, when the server process has died. */
const until = async (server: ServerProcess, what: string, condition: () => boolean, timeoutMs = 45_000): Promise<void> => {
  const started = Date.now()
  while (!condition()) {
    if (server.exited()) throw new Error(`The server process died while waiting for ${what}:\n${server.output().slice(-3_000)}`)
    if (Date.now() - started > timeoutMs) throw new Error(`No ${what} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const machine = postgresDatabase()

describe.skipIf(machine === null)("the server's PostgreSQL backends terminated under load", () => {
  let url = ""
  beforeAll(async () => {
    const location = await machine?.location()
    if (location?.kind !== "postgres") throw new Error("no PostgreSQL")
    url = location.url
  })
  afterAll(() => machine?.drop())

  it("lives, answers 503 while they are gone, serves again, and loses and doubles nothing", async () => {
    const database = new URL(url).pathname.slice(1)
    const busyTerminated: string[] = []
    await underFault("pg_terminate_backend", url, async () => {
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      try {
        // Three rounds a moment apart: connections busy in a transaction are among those ended.
        for (let round = 0; round < 3; round++) {
          const ended = await admin.query<{ state: string | null }>(
            "select state, pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
            [database],
          )
          busyTerminated.push(...ended.rows.map((row) => row.state ?? "unknown").filter((state) => state !== "idle"))
          await new Promise((resolve) => setTimeout(resolve, 300))
        }
      } finally {
        await admin.end()
      }
    })
    expect(busyTerminated.length, "no busy connection was terminated: the fault missed the load").toBeGreaterThan(0)
  }, 120_000)
})

const binaries = postgresBinaries()
if ("missing" in binaries) console.warn(`database faults: the PostgreSQL restart is skipped: ${binaries.missing}`)

describe.skipIf("missing" in binaries)("the server's own PostgreSQL restarted (fast) under load", () => {
  let own: OwnPostgres | null = null
  beforeAll(async () => {
    if ("bin" in binaries) own = await startOwnPostgres(binaries.bin)
    const admin = new pg.Client({ connectionString: own?.url("postgres") })
    await admin.connect()
    await admin.query("create database tableside")
    await admin.end()
  }, 60_000)
  afterAll(() => own?.stop())

  it("lives, answers 503 while it restarts, serves again, and loses and doubles nothing", async () => {
    if (own === null) throw new Error("no PostgreSQL of the test's own")
    const restarting = own
    await underFault("pg_ctl restart -m fast", restarting.url("tableside"), () => restarting.restart())
  }, 120_000)
})
