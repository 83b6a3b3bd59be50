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
 * Twin cart adds (one Idempotency-Key) sent while another session holds the cart's row locked.
 * Through one server they meet in its group commit (server/storage/group-commit.ts): the first
 * waits for the lock, the others wait for it, and each of them finds the key kept. Straight
 * from two sessions at once (two instances' groups), the second twin waits for the lock behind
 * the first: cart_add looks the key up before the lock only (migration 17), so it adds too,
 * finds the key kept when it keeps its own ('TS409'), and is undone. The lock is released only
 * once they wait for it, so the race is certain, not left to timing.
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

  /** `twins` sent at once while another session holds the cart locked, released once `sessions` of them wait for it. */
  const racedBehindLock = async <A>(twins: number, send: () => Promise<A>, sessions = 1): Promise<A[]> => {
    const locker = new pg.Client({ connectionString: url })
    await locker.connect()
    try {
      await locker.query("begin")
      await locker.query("select id from carts for update")
      const answers = Promise.all(Array.from({ length: twins }, send))
      for (let waited = 0; (await waiting(locker)) < sessions; waited++) {
        if (waited > 200) throw new Error("the twins never waited for the cart's lock")
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      // The server's other twins are sent by now and wait in its next group.
      await new Promise((resolve) => setTimeout(resolve, 100))
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

  it("undoes a twin that two sessions run at once ('TS409'), keeping one add", async () => {
    const { diner } = suite
    const FALUDA = "item-faluda"
    const faludas = (cart: Cart) => cart.items.find((line) => line.itemId === FALUDA)?.quantity ?? 0
    const held = faludas(body(await diner.rpc(api.cartGet, {})))
    const session = async (): Promise<string> => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        // The add as the server sends it, for the dish as it is now.
        await client.query(
          `select cart_add($1, $2, 'area-table-1', i.venue_id, i.id, i.xmin::text, i.variants->0->>'id', '{}'::jsonb, 1, 99, 100, 10,
                           gen_random_uuid()::text, gen_random_uuid()::text, 'twins-sessions-0001', 'cartAdd', 'hash', '')
             from items i where i.id = $3`,
          [diner.user.uid, DEMO_TABLE.tenantId, FALUDA],
        )
        return "answered"
      } catch (error) {
        return (error as { code?: string }).code ?? "failed"
      } finally {
        await client.end()
      }
    }
    const outcomes = await racedBehindLock(2, session, 2)
    expect(outcomes.sort()).toEqual(["TS409", "answered"])
    expect(faludas(body(await diner.rpc(api.cartGet, {})))).toBe(held + 1)
  })
})
