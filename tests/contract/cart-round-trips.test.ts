import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { Cart } from "../../schema/cart"
import { operatorApi } from "../../schema/operator-api"
import type { RpcResult } from "../../streams/rpc"
import { testDatabases } from "../support/databases"
import { DEMO_TABLE, withSignedInDiner } from "../support/diner"
import { operatorDo } from "../support/operator"
import { body, refusal } from "../support/rpc-answers"
import { setupServerAndDiner } from "../support/suite"

/**
 * Issue 34, the hot path: a cart add is one round trip to the database, counted through the
 * server's own door to it (server/storage/round-trips.ts: every query, and a transaction's begin
 * and commit). The first add of a dish at an instance also reads the dish, whose checked version
 * the server keeps (the database still checks it on every add): two round trips, once.
 */

const CAKE = { id: "item-love-cake", selectedChoices: {}, quantity: 1 }

// The server's sweep of the SMS outbox (server/background-jobs.ts, once a minute) may land
// while an add is measured: it is not the add's.
const SWEEP = /^delete from sms_outbox/

const cakes = (cart: Cart) => cart.items.find((line) => line.itemId === CAKE.id)?.quantity ?? 0

describe.each(testDatabases())("a cart add's round trips on $name", (database) => {
  const heard: string[] = []
  const suite = setupServerAndDiner(database, { onRoundTrip: (statement) => heard.push(statement) })

  /** What `call` sent to the database, and its answer. */
  const measured = async <A>(call: () => Promise<RpcResult<A>>): Promise<{ statements: string[]; answer: A }> => {
    heard.length = 0
    const answer = body(await call())
    return { statements: heard.filter((statement) => !SWEEP.test(statement)), answer }
  }

  it("adds a dish in one round trip once the dish was read, keyed or not, and answers a repeated key in one", async () => {
    const { diner } = suite
    // A diner's first call at an instance records their tenant: not a cart add's cost.
    await diner.rpc(api.cartGet, {})

    const first = await measured(() => diner.rpc(api.cartAdd, { payload: CAKE, idempotencyKey: "trips-first-0001" }))
    expect(first.statements.length).toBeLessThanOrEqual(2)
    expect(cakes(first.answer)).toBe(1)

    const keyed = await measured(() => diner.rpc(api.cartAdd, { payload: CAKE, idempotencyKey: "trips-keyed-0001" }))
    expect(keyed.statements).toHaveLength(1)
    expect(cakes(keyed.answer)).toBe(2)

    const repeated = await measured(() => diner.rpc(api.cartAdd, { payload: CAKE, idempotencyKey: "trips-keyed-0001" }))
    expect(repeated.statements).toHaveLength(1)
    expect(repeated.answer).toEqual(keyed.answer)

    // The app's client always sends a key; the spec's clients send none.
    const withoutKey = async (): Promise<RpcResult<Cart>> => {
      const response = await fetch(`${suite.server.origin}${api.cartAdd.path}`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${diner.token()}`,
          tenant: DEMO_TABLE.tenantId,
          qr: DEMO_TABLE.qrCode,
          "content-type": "application/json",
        },
        body: JSON.stringify(CAKE),
      })
      expect(response.status).toBe(200)
      return { _tag: "Ok", body: ((await response.json()) as { body: Cart }).body }
    }
    const unkeyed = await measured(withoutKey)
    expect(unkeyed.statements).toHaveLength(1)
    expect(cakes(unkeyed.answer)).toBe(3)
    expect(cakes(body(await diner.rpc(api.cartGet, {})))).toBe(3)
  })

  // The server checks an add against the dish as it last saw it: the database's version of the
  // dish must still overrule it, whichever instance changed the dish.
  it("refuses a dish taken off since the server checked it, adds it once it is back, and answers a used key whatever the dish became", () =>
    withSignedInDiner(suite.server.origin, async (diner) => {
      const tea = { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 }
      const setTea = (available: boolean) =>
        operatorDo(suite.server.origin, operatorApi.operatorAvailability, { params: { itemId: tea.id }, payload: { available } })
      const first = body(await diner.rpc(api.cartAdd, { payload: tea, idempotencyKey: "trips-tea-0001" }))
      await setTea(false)
      try {
        expect(await refusal(diner.rpc(api.cartAdd, { payload: tea, idempotencyKey: "trips-tea-0002" }))).toEqual({
          status: 409,
          tag: "DishUnavailable",
        })
        expect(body(await diner.rpc(api.cartAdd, { payload: tea, idempotencyKey: "trips-tea-0001" }))).toEqual(first)
      } finally {
        await setTea(true)
      }
      const back = body(await diner.rpc(api.cartAdd, { payload: tea, idempotencyKey: "trips-tea-0002" }))
      expect(back.items.find((line) => line.itemId === tea.id)?.quantity).toBe(2)
    }))
})
