import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { DEFAULT_LIMITS } from "../../server/config"
import type { RunningServer } from "../../server/start-server"
import { testDatabases } from "../support/databases"
import { signInDiner, type TestDiner } from "../support/diner"
import { startTestServer } from "../support/test-server"

const postgres = testDatabases().find((database) => database.name === "postgres")

/**
 * A database that stops answering makes a call fail with 503 within QUERY_TIMEOUT_MS, not
 * hang: here another session holds the carts table locked. (PostgreSQL only: nothing outside
 * the server can lock its in-process PGlite; the full-disk test covers PGlite.)
 */
describe.skipIf(postgres === undefined)("a database that does not answer in time, on PostgreSQL", () => {
  let server: RunningServer | undefined
  let diner: TestDiner | undefined
  let url = ""
  beforeAll(async () => {
    const location = await postgres?.location()
    if (location?.kind !== "postgres") throw new Error("a PostgreSQL database was expected")
    url = location.url
    server = await startTestServer({ db: location, limits: { ...DEFAULT_LIMITS, queryTimeoutMs: 1_000 } })
    diner = await signInDiner(server.origin)
  })
  afterAll(async () => {
    await diner?.close()
    await server?.close()
    await postgres?.drop()
  })

  it("answers 503 while a lock holds the carts, and serves again once it is released", async () => {
    if (diner === undefined) throw new Error("the diner signs in in beforeAll")
    await diner.rpc(api.cartGet, {})
    const locker = new pg.Client({ connectionString: url })
    await locker.connect()
    try {
      await locker.query("begin")
      await locker.query("lock table carts in access exclusive mode")
      const refused = await diner.rpc(api.cartGet, {}).then(
        () => null,
        (error: unknown) => error,
      )
      expect(refused).toMatchObject({
        kind: "status",
        status: 503,
        serverMessages: ["The venue's server cannot reach its storage just now. Please try again in a moment."],
      })
      await locker.query("rollback")
      expect((await diner.rpc(api.cartGet, {}))._tag).toMatch(/^(Ok|NotFound)$/)
    } finally {
      await locker.end()
    }
  })
})
