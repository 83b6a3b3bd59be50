import pg from "pg"
import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { Cart } from "../../schema/cart"
import { testDatabases, type TestDatabase } from "../support/databases"
import { DEMO_TABLE, type TestDiner } from "../support/diner"
import { body } from "../support/rpc-answers"
import { setupServerAndDiner } from "../support/suite"

const postgres = testDatabases().find((database) => database.name === "postgres")

/**
 * Twin cart adds (one Idempotency-Key) that all wait for the cart's lock: cart_add looks the key
 * up before the lock only (migration 17), so each twin after the first adds too, finds the key
 * kept when it keeps its own ('TS409'), is undone and asks again. Another session holds the
 * cart's row locked until every twin waits for it, so the race is certain, not left to timing.
 * (PostgreSQL only: PGlite runs one statement at a time, so its twins never overlap.)
 */
describe.skipIf(postgres === undefined)("twin cart adds waiting for the cart's lock, on PostgreSQL", () => {
  // The database's address, kept as the suite makes it, for the session that holds the lock.
  let url = ""
  const kept: TestDatabase | undefined = postgres && {
    ...postgres,
    location: async () => {
      const location = await postgres.location()
      if (location.kind === "postgres") url = location.url
      return location
    },
  }
  const suite = setupServerAndDiner(kept)

  const CAKE = { id: "item-love-cake", selectedChoices: {}, quantity: 1 }
  const cakes = (cart: Cart) => cart.items.find((line) => line.itemId === CAKE.id)?.quantity ?? 0

  /** One add sent straight, each on its own request (the app's client would queue a key's repeats). */
  const sendAdd = async (signedIn: TestDiner, key: string): Promise<Cart> => {
    const response = await fetch(`${suite.server.origin}${api.cartAdd.path}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${signedIn.token()}`,
        tenant: DEMO_TABLE.tenantId,
        qr: DEMO_TABLE.qrCode,
        "content-type": "application/json",
        "idempotency-key": key,
      },
      body: JSON.stringify(CAKE),
    })
    const answer = await response.text()
    if (response.status !== 200) throw new Error(`a twin was answered ${response.status}: ${answer}`)
    return (JSON.parse(answer) as { body: Cart }).body
  }

  /** `twins` sent at once while another session holds the cart locked, released once all of them wait for it. */
  const racedBehindLock = async (twins: number, send: () => Promise<Cart>): Promise<Cart[]> => {
    const locker = new pg.Client({ connectionString: url })
    await locker.connect()
    try {
      await locker.query("begin")
      await locker.query("select id from carts for update")
      const answers = Promise.all(Array.from({ length: twins }, send))
      for (let waited = 0; (await waiting(locker)) < twins; waited++) {
        if (waited > 200) throw new Error("the twins never all waited for the cart's lock")
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      await locker.query("rollback")
      return await answers
    } finally {
      await locker.end()
    }
  }

  /** Sessions waiting for a lock; the locker is in a transaction, whose view of the activity is kept unless cleared. */
  const waiting = async (locker: pg.Client): Promise<number> => {
    await locker.query("select pg_stat_clear_snapshot()")
    const { rows } = await locker.query<{ n: string }>(
      "select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
    )
    return Number(rows[0]?.n ?? 0)
  }

  it("adds once and answers every twin alike", async () => {
    const { diner } = suite
    const before = cakes(body(await diner.rpc(api.cartAdd, { payload: CAKE, idempotencyKey: "twins-first-0001" })))
    const answers = await racedBehindLock(5, () => sendAdd(diner, "twins-race-0001"))
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1)
    expect(answers.map(cakes)).toEqual(Array(5).fill(before + 1))
    expect(cakes(body(await diner.rpc(api.cartGet, {})))).toBe(before + 1)
  })

  it("answers twins that would each pass the quantity cap with the first one's cart, never a refusal", async () => {
    const { diner } = suite
    const held = cakes(body(await diner.rpc(api.cartGet, {})))
    await diner.rpc(api.cartAdd, { payload: { ...CAKE, quantity: 98 - held }, idempotencyKey: "twins-cap-0001" })
    const answers = await racedBehindLock(5, () => sendAdd(diner, "twins-cap-race-0001"))
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1)
    expect(answers.map(cakes)).toEqual(Array(5).fill(99))
    expect(cakes(body(await diner.rpc(api.cartGet, {})))).toBe(99)
  })
})
