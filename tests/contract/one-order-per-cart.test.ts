import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { RpcError } from "../../streams/rpc"
import { testDatabases } from "../support/databases"
import { DEMO_TABLE } from "../support/diner"
import { setupServerAndDiner } from "../support/suite"

/**
 * Two tabs or two devices of one user share a cart: however many submits of it race, each with
 * its own Idempotency-Key, one order is made and the others are told the cart is empty.
 */
describe.each(testDatabases())("one order per cart on $name", (database) => {
  const suite = setupServerAndDiner(database)

  const ordersHere = async () => {
    const answer = await suite.diner.rpc(api.ordersSearch, { query: { qr: DEMO_TABLE.qrCode } })
    if (answer._tag !== "Ok") throw new Error("orders search answered 404")
    return answer.body
  }

  it("makes exactly one order from 20 concurrent submits with distinct keys", async () => {
    await suite.diner.rpc(api.cartAdd, { payload: { id: "item-ceylon-tea", selectedChoices: {}, quantity: 3 } })
    const before = await ordersHere()
    const keys = Array.from({ length: 20 }, (_, index) => `key-race-${String(index).padStart(4, "0")}`)
    const answers = await Promise.allSettled(keys.map((idempotencyKey) => suite.diner.rpc(api.cartSubmit, { idempotencyKey })))

    const orders = answers.flatMap((answer) => (answer.status === "fulfilled" && answer.value._tag === "Ok" ? [answer.value.body] : []))
    const refusals = answers.flatMap((answer) =>
      answer.status === "rejected" && answer.reason instanceof RpcError
        ? [{ status: answer.reason.status, message: answer.reason.serverMessages[0] }]
        : [],
    )
    expect(orders).toHaveLength(1)
    expect(refusals).toEqual(Array(19).fill({ status: 409, message: "Your cart is empty. Add a dish to order." }))
    expect(orders[0]?.items.map((line) => [line.itemId, line.quantity])).toEqual([["item-ceylon-tea", 3]])

    const after = await ordersHere()
    expect(after.length - before.length).toBe(1)
    // A repeated key still answers its order; a loser's key made nothing and still makes nothing.
    const winnerKey = keys[answers.findIndex((answer) => answer.status === "fulfilled")]
    const repeated = await suite.diner.rpc(api.cartSubmit, { idempotencyKey: winnerKey ?? "" })
    expect(repeated._tag === "Ok" && repeated.body.id).toBe(orders[0]?.id)
  })
})
