import { afterEach, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { freePort } from "../../server/auth/auth-emulator"
import type { RunningServer } from "../../server/start-server"
import { postgresDatabase, type TestDatabase } from "../support/databases"
import { signInDiner } from "../support/diner"
import { startTestServer } from "../support/test-server"

// A port nothing listens on: the identity provider is down.
const closedPort = await freePort()
const HEALTH_WAIT_MS = 5_000

/**
 * The database going away while the server runs: its PostgreSQL database dropped (every
 * connection of the server's pool terminated, no new one possible). /api/health answers 503
 * at once and names the database, apart from the identity provider; a diner call answers
 * instead of hanging. PGlite runs inside the server's own process, where nothing outside can
 * take it away while the server runs: its failure (a full disk) is storage-fault.test.ts's.
 */
describe.skipIf(postgresDatabase() === null)("the database gone while the server runs, on postgres", () => {
  let running: { server: RunningServer; database: TestDatabase } | null = null
  afterEach(async () => {
    await running?.server.close()
    await running?.database.drop()
    running = null
  })

  const start = async (authEmulatorHost?: string) => {
    const fresh = postgresDatabase()
    if (fresh === null) throw new Error("PostgreSQL stopped answering during the test")
    const server = await startTestServer({ db: await fresh.location(), ...(authEmulatorHost === undefined ? {} : { authEmulatorHost }) })
    running = { server, database: fresh }
    return running
  }
  const health = async (origin: string) => {
    const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(HEALTH_WAIT_MS) })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  it("says in /api/health that the database is down and the identity provider up; a diner call answers 503", async () => {
    const { server, database: gone } = await start()
    const diner = await signInDiner(server.origin)
    try {
      expect(await diner.rpc(api.cartAdd, { payload: { id: "item-love-cake", selectedChoices: {}, quantity: 1 } })).toMatchObject({
        _tag: "Ok",
      })
      expect(await health(server.origin)).toEqual({ status: 200, body: { ok: true, database: "up", identity: "up" } })

      await gone.drop()
      expect(await health(server.origin)).toEqual({
        status: 503,
        body: { ok: false, database: "down", identity: "up", message: "Not answering: the database." },
      })
      await expect(diner.rpc(api.cartGet, {})).rejects.toMatchObject({ kind: "status", status: 503 })
    } finally {
      await diner.close()
    }
  })

  it("names both when the identity provider is down too", async () => {
    const { server, database: gone } = await start(`127.0.0.1:${closedPort}`)
    expect(await health(server.origin)).toEqual({
      status: 503,
      body: { ok: false, database: "up", identity: "down", message: "Not answering: the identity provider." },
    })
    await gone.drop()
    expect(await health(server.origin)).toEqual({
      status: 503,
      body: { ok: false, database: "down", identity: "down", message: "Not answering: the database and the identity provider." },
    })
  })
})
