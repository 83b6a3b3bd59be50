import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { freePort } from "../../server/auth/auth-emulator"
import { testDatabases } from "../support/databases"
import { setupServerAndDiner } from "../support/suite"

// A port nothing listens on: the identity provider is down, the diner's token is still good.
const closedPort = await freePort()

/**
 * "Your sign-in has expired" means a bad token, never an outage: with the identity provider
 * unreachable a diner call answers 503 (the app says "try again"), and /api/health names it.
 */
describe.each(testDatabases())("identity provider unreachable, on $name", (database) => {
  const suite = setupServerAndDiner(database, { authEmulatorHost: `127.0.0.1:${closedPort}` })

  it("answers a diner call of a valid token with 503, not 401", async () => {
    const response = await fetch(`${suite.server.origin}${api.cartGet.path}`, {
      headers: { authorization: `Bearer ${suite.diner.token()}`, tenant: "tenant-lotus", qr: "demo-table-1" },
    })
    expect(response.status).toBe(503)
    const body = (await response.json()) as { errors: Array<{ message: string }> }
    expect(body.errors[0]?.message).toContain("the sign-in service is not answering")
    expect(JSON.stringify(body)).not.toContain("expired")
    // Through the app's own client: a status error the diner can retry, not a sign-out.
    await expect(suite.diner.rpc(api.cartGet, {})).rejects.toMatchObject({ kind: "status", status: 503 })
  })

  it("says in /api/health that the identity provider is down and the database up", async () => {
    const response = await fetch(`${suite.server.origin}/api/health`)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ ok: false, database: "up", identity: "down", message: "Not answering: the identity provider." })
  })

  // With the provider up the same token is a 401 (access.test.ts); down, nothing can tell it from a good one.
  it("answers 503 to a token it cannot check either", async () => {
    const response = await fetch(`${suite.server.origin}${api.cartGet.path}`, {
      headers: { authorization: "Bearer forged", tenant: "tenant-lotus", qr: "demo-table-1" },
    })
    expect(response.status).toBe(503)
  })
})
