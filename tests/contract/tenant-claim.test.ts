import Fastify, { type FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest"
import { firebaseIdentity } from "../../server/auth/firebase-identity"
import type { IdentityProvider } from "../../server/auth/identity"
import { DEMO_PROJECT_ID } from "../../server/config"
import { accessChecks } from "../../server/http/access"
import { seedDemoVenue } from "../../server/seed/seed"
import { openDb, type Db } from "../../server/storage/db"
import { migrate } from "../../server/storage/migrations"
import { testDatabases } from "../support/databases"
import { DEMO_TABLE, signInDiner, type TestDiner } from "../support/diner"

const HARBOUR_TABLE = { tenantId: "tenant-harbour", qrCode: "harbour-deck-2" }

/**
 * The token claim `tenant-id` follows the diner from one tenant's table to another's, but is
 * written through the identity provider once per token and tenant, not on every call. The
 * diner check runs on a real identity provider (the Auth emulator); the test only counts the
 * writes that pass through it.
 */
describe.each(testDatabases())("the tenant claim on $name", (database) => {
  let db: Db
  let app: FastifyInstance
  let diner: TestDiner
  const writes: string[] = []

  beforeAll(async () => {
    db = await openDb(await database.location())
    await migrate(db)
    await seedDemoVenue(db)
    const real = firebaseIdentity({ projectId: DEMO_PROJECT_ID, emulatorHost: inject("authEmulatorHost") })
    const counted: IdentityProvider = {
      verify: (token) => real.verify(token),
      reachable: () => real.reachable(),
      mergeClaims: async (uid, claims) => {
        writes.push(String(claims["tenant-id"]))
        await real.mergeClaims(uid, claims)
      },
    }
    const access = accessChecks({ db, identity: counted, operatorKey: "unused-operator-key-0123456789-abcdefgh", now: Date.now })
    app = Fastify()
    app.get("/probe", async (request) => (await access.diner(request)).serviceArea.tenantId)
    // Only its ID token is used: the diner calls the probe above, not a server of its own.
    diner = await signInDiner("http://127.0.0.1:9")
  })
  afterAll(async () => {
    await diner?.close()
    await app?.close()
    await db?.close()
    await database.drop()
  })

  const callAt = async (table: { tenantId: string; qrCode: string }) => {
    const answer = await app.inject({
      url: "/probe",
      headers: { authorization: `Bearer ${diner.token()}`, tenant: table.tenantId, qr: table.qrCode },
    })
    expect(answer.statusCode).toBe(200)
  }
  const claim = async () => (await diner.user.getIdTokenResult()).claims["tenant-id"]

  it("writes the claim once per tenant while the diner goes back and forth with one token", async () => {
    for (let round = 0; round < 5; round++) {
      await callAt(DEMO_TABLE)
      await callAt(HARBOUR_TABLE)
    }
    await Promise.all([callAt(DEMO_TABLE), callAt(HARBOUR_TABLE), callAt(DEMO_TABLE)])
    expect(writes).toEqual([DEMO_TABLE.tenantId, HARBOUR_TABLE.tenantId])
    await diner.refresh()
    expect(await claim()).toBe(HARBOUR_TABLE.tenantId)
  })

  it("still moves the claim to the tenant the diner goes to next, and writes nothing where it already holds", async () => {
    writes.length = 0
    await callAt(HARBOUR_TABLE)
    expect(writes).toEqual([])
    await callAt(DEMO_TABLE)
    await callAt(DEMO_TABLE)
    expect(writes).toEqual([DEMO_TABLE.tenantId])
    await diner.refresh()
    expect(await claim()).toBe(DEMO_TABLE.tenantId)
    await callAt(DEMO_TABLE)
    expect(writes).toEqual([DEMO_TABLE.tenantId])
  })
})
