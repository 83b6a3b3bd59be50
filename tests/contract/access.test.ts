import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { createRpc } from "../../streams/rpc"
import { testDatabases } from "../support/databases"
import { DEMO_TABLE, signInDiner } from "../support/diner"
import { setupServerAndDiner } from "../support/suite"

const OTHER_TABLE = { tenantId: "tenant-harbour", qrCode: "harbour-deck-2" }

/** Who may call what: 401 without a valid token (retried once by the client), 403 across venues. */
describe.each(testDatabases())("access on $name", (database) => {
  const suite = setupServerAndDiner(database)

  const headers = (overrides: Record<string, string | undefined>) =>
    Object.fromEntries(
      Object.entries({
        authorization: `Bearer ${suite.diner.token()}`,
        tenant: DEMO_TABLE.tenantId,
        qr: DEMO_TABLE.qrCode,
        ...overrides,
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    )

  it("refuses a diner call without a token, or with a forged one, with 401", async () => {
    for (const authorization of [undefined, "Bearer not-a-token", `Bearer ${suite.diner.token().slice(0, -4)}abcd`]) {
      const response = await fetch(`${suite.server.origin}${api.cartGet.path}`, { headers: headers({ authorization }) })
      expect(response.status, authorization ?? "no header").toBe(401)
      expect(await response.json()).toMatchObject({ errors: [{ field: "Authorization" }] })
    }
  })

  it("retries a 401 once after refreshing the token, and gives up after that", async () => {
    let token = "expired-token"
    let refreshes = 0
    let sent = 0
    const rpc = createRpc({
      fetch: (input, init) => {
        sent++
        return fetch(input, init)
      },
      baseUrl: suite.server.origin,
      session: () => ({ token, tenantId: DEMO_TABLE.tenantId, qrCode: DEMO_TABLE.qrCode }),
      refreshToken: async () => {
        refreshes++
        token = suite.diner.token()
      },
      log: () => undefined,
    })
    expect(await rpc(api.orderStates, {})).toMatchObject({ _tag: "Ok" })
    expect([sent, refreshes]).toEqual([2, 1])

    const stuck = createRpc({
      fetch,
      baseUrl: suite.server.origin,
      session: () => ({ token: "still-bad", tenantId: DEMO_TABLE.tenantId, qrCode: DEMO_TABLE.qrCode }),
      refreshToken: async () => undefined,
      log: () => undefined,
    })
    await expect(stuck(api.orderStates, {})).rejects.toMatchObject({ kind: "status", status: 401 })
  })

  it("refuses a wrong tenant, or a QR code of another tenant's venue, with 403", async () => {
    for (const [tenant, qr] of [
      ["tenant-harbour", DEMO_TABLE.qrCode],
      [DEMO_TABLE.tenantId, OTHER_TABLE.qrCode],
      [DEMO_TABLE.tenantId, "no-such-table"],
    ]) {
      const response = await fetch(`${suite.server.origin}${api.cartGet.path}`, { headers: headers({ tenant, qr }) })
      expect(response.status, `${tenant} ${qr}`).toBe(403)
    }
  })

  it("refuses a call without the tenant or qr header with 400 naming it", async () => {
    const response = await fetch(`${suite.server.origin}${api.cartGet.path}`, { headers: headers({ tenant: undefined }) })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errors: [{ field: "tenant" }] })
  })

  it("sets the token claim tenant-id when the diner first enters a venue", async () => {
    const fresh = await signInDiner(suite.server.origin)
    try {
      expect((await fresh.user.getIdTokenResult()).claims["tenant-id"]).toBeUndefined()
      await fresh.rpc(api.orderStates, {})
      await fresh.refresh()
      expect((await fresh.user.getIdTokenResult()).claims["tenant-id"]).toBe(DEMO_TABLE.tenantId)
    } finally {
      await fresh.close()
    }
  })

  it("answers an unknown call with 404 and a message", async () => {
    const response = await fetch(`${suite.server.origin}/api/nothing-here`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ errors: [{ message: "No call GET /api/nothing-here." }] })
  })
})
