import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { Cart } from "../../schema/cart"
import { createRpc } from "../../streams/rpc"
import { testDatabases } from "../support/databases"
import { withSignedInDiner, type TestDiner } from "../support/diner"
import { body, refusal } from "../support/rpc-answers"
import { setupServerAndDiner } from "../support/suite"

/**
 * The exactly-once rule of cart add, cart update and submit (server/services/exactly-once.ts):
 * the same Idempotency-Key answers the same answer and makes no second change, repeated or
 * raced; the same key with another body is refused (422 IdempotencyKeyReused). A key is the
 * user's at one table of one tenant: at another, the same key is a new request.
 */

const CAKE = { id: "item-love-cake", selectedChoices: {}, quantity: 1 }

const cakes = (cart: Cart) => cart.items.find((line) => line.itemId === CAKE.id)?.quantity ?? 0

describe.each(testDatabases())("one Idempotency-Key, one change, on $name", (database) => {
  const suite = setupServerAndDiner(database)
  const withDiner = (work: (diner: TestDiner) => Promise<void>) => withSignedInDiner(suite.server.origin, work)

  it("answers a repeated cart add with the same cart, and adds once", () =>
    withDiner(async (diner) => {
      const add = { payload: CAKE, idempotencyKey: "add-once-0001" }
      const first = body(await diner.rpc(api.cartAdd, add))
      expect(body(await diner.rpc(api.cartAdd, add))).toEqual(first)
      expect(cakes(body(await diner.rpc(api.cartGet, {})))).toBe(1)
    }))

  it("applies ten racing adds of one key once, and answers them all alike", () =>
    withDiner(async (diner) => {
      const add = { payload: CAKE, idempotencyKey: "add-race-0001" }
      const answers = await Promise.all(Array.from({ length: 10 }, () => diner.rpc(api.cartAdd, add)))
      expect(new Set(answers.map((answer) => JSON.stringify(body(answer)))).size).toBe(1)
      expect(cakes(body(await diner.rpc(api.cartGet, {})))).toBe(1)
    }))

  it("answers a repeated update with its own answer, leaving a later change in place", () =>
    withDiner(async (diner) => {
      const [line] = body(await diner.rpc(api.cartAdd, { payload: CAKE })).items
      if (line === undefined) throw new Error("no line")
      const toTwo = { payload: { id: line.id, selectedChoices: {}, quantity: 2 }, idempotencyKey: "update-two-0001" }
      const first = body(await diner.rpc(api.cartUpdate, toTwo))
      await diner.rpc(api.cartUpdate, { payload: { id: line.id, selectedChoices: {}, quantity: 5 }, idempotencyKey: "update-five-001" })
      expect(body(await diner.rpc(api.cartUpdate, toTwo))).toEqual(first)
      expect(cakes(body(await diner.rpc(api.cartGet, {})))).toBe(5)
    }))

  it("refuses a key reused with another body or for another call (422), and changes nothing", () =>
    withDiner(async (diner) => {
      await diner.rpc(api.cartAdd, { payload: CAKE, idempotencyKey: "reused-key-0001" })
      expect(await refusal(diner.rpc(api.cartAdd, { payload: { ...CAKE, quantity: 3 }, idempotencyKey: "reused-key-0001" }))).toEqual({
        status: 422,
        tag: "IdempotencyKeyReused",
      })
      expect(await refusal(diner.rpc(api.cartSubmit, { idempotencyKey: "reused-key-0001" }))).toEqual({
        status: 422,
        tag: "IdempotencyKeyReused",
      })
      expect(cakes(body(await diner.rpc(api.cartGet, {})))).toBe(1)
    }))

  it("takes the same user's key at another table or tenant as a new request there, never answered about the first table", () =>
    withDiner(async (diner) => {
      // The same signed-in user (one token) at three tables: two of one tenant, one of another.
      const at = (tenantId: string, qrCode: string) =>
        createRpc({
          fetch,
          baseUrl: suite.server.origin,
          session: () => ({ token: diner.token(), tenantId, qrCode }),
          refreshToken: diner.refresh,
          log: () => undefined,
        })
      const table1 = at("tenant-lotus", "demo-table-1")
      const table2 = at("tenant-lotus", "demo-table-2")
      const harbour = at("tenant-harbour", "harbour-deck-2")
      const key = "same-key-everywhere-1"
      const first = body(await table1(api.cartAdd, { payload: CAKE, idempotencyKey: key }))
      const second = body(await table2(api.cartAdd, { payload: CAKE, idempotencyKey: key }))
      expect(second.id).not.toBe(first.id)
      expect(cakes(body(await table2(api.cartGet, {})))).toBe(1)
      const prawns = { id: "item-grilled-prawns", selectedChoices: { spice: ["spice-mild"] }, quantity: 1 }
      const third = body(await harbour(api.cartAdd, { payload: prawns, idempotencyKey: key }))
      expect(third.items.map((line) => line.itemId)).toEqual([prawns.id])
      // Submits too: the key that made table 1's order makes table 2's own.
      const submitKey = "same-submit-key-01"
      const order1 = body(await table1(api.cartSubmit, { idempotencyKey: submitKey }))
      const order2 = body(await table2(api.cartSubmit, { idempotencyKey: submitKey }))
      expect([order1.serviceAreaId, order2.serviceAreaId]).toEqual(["area-table-1", "area-table-2"])
      expect(order2.id).not.toBe(order1.id)
      expect(body(await table2(api.cartSubmit, { idempotencyKey: submitKey })).id).toBe(order2.id)
    }))

  it("answers racing and repeated submits of one key with one order", () =>
    withDiner(async (diner) => {
      await diner.rpc(api.cartAdd, { payload: CAKE })
      const submit = { idempotencyKey: "submit-once-001" }
      const orders = (await Promise.all(Array.from({ length: 5 }, () => diner.rpc(api.cartSubmit, submit)))).map(body)
      expect(new Set(orders.map((order) => order.id)).size).toBe(1)
      expect(body(await diner.rpc(api.cartSubmit, submit))).toEqual(orders[0])
      const mine = body(await diner.rpc(api.ordersSearch, { query: { qr: "demo-table-1" } })).filter((order) => order.isMine === true)
      expect(mine.map((order) => order.id)).toEqual([orders[0]?.id])
    }))
})
