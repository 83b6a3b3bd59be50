import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { operatorApi } from "../../schema/operator-api"
import { venueCli } from "../support/cli"
import { testDatabases } from "../support/databases"
import { operatorCall, operatorDo } from "../support/operator"
import { body } from "../support/rpc-answers"
import { setupServerAndDiner } from "../support/suite"

const CAKE = { id: "item-love-cake", selectedChoices: {}, quantity: 2 }
const priceOfCake = async (origin: string): Promise<number | undefined> => {
  const answer = await fetch(`${origin}/api/menu/pick/demo-table-1`)
  const menu = (await answer.json()) as { body: { items: ReadonlyArray<{ id: string; variants: ReadonlyArray<{ price: number }> }> } }
  return menu.body.items.find((item) => item.id === CAKE.id)?.variants[0]?.price
}

/**
 * Staff set a dish's price (issue 50, "Order again": the app adds again at today's price): the
 * menu answers the new price at once (the kept menu read again), a cart add is priced at it, and
 * an order placed before keeps the price it was made at. A dish or variant the venue lacks is a
 * 404 naming the field.
 */
describe.each(testDatabases())("a price change on $name", (database) => {
  const suite = setupServerAndDiner(database)

  it("changes the menu's price and the price of an add, never an order's", async () => {
    const { diner, server } = suite
    expect(await priceOfCake(server.origin)).toBe(55000)
    body(await diner.rpc(api.cartAdd, { payload: CAKE, idempotencyKey: "price-before-0001" }))
    const order = body(await diner.rpc(api.cartSubmit, { idempotencyKey: "price-order-0001" }))
    expect(order.items.map((line) => line.price)).toEqual([110000])

    const sync = await operatorDo(server.origin, operatorApi.operatorPrice, {
      params: { itemId: CAKE.id },
      payload: { variantId: "var-love-cake", price: 60000 },
    })
    expect(sync.type).toBe("changed")
    expect(await priceOfCake(server.origin)).toBe(60000)
    const cart = body(await diner.rpc(api.cartAdd, { payload: CAKE, idempotencyKey: "price-after-0001" }))
    expect(cart.items.map((line) => [line.unitPrice, line.price])).toEqual([[60000, 120000]])
    const orders = body(await diner.rpc(api.ordersSearch, { query: { qr: "demo-table-1" } }))
    expect(orders.find((one) => one.id === order.id)?.items.map((line) => line.price)).toEqual([110000])
  })

  it("is a command of the staff's command line, in the venue's currency; an amount of three decimals is refused", async () => {
    const { server } = suite
    const set = await venueCli(server.origin, ["price", CAKE.id, "var-love-cake", "625.5"])
    expect(set.stdout).toContain("item-love-cake (var-love-cake) now costs Rs.\u00a0625.50")
    expect(await priceOfCake(server.origin)).toBe(62550)
    await expect(venueCli(server.origin, ["price", CAKE.id, "var-love-cake", "6.255"])).rejects.toMatchObject({
      stderr: expect.stringContaining("price <itemId> <variantId> <amount>"),
    })
    expect(await priceOfCake(server.origin)).toBe(62550)
  })

  it("refuses a dish or a variant the venue lacks, naming the field", async () => {
    const { server } = suite
    for (const [itemId, variantId, field] of [
      ["no-such-dish", "var-love-cake", "itemId"],
      [CAKE.id, "no-such-variant", "variantId"],
    ] as const) {
      const answer = await operatorCall(server.origin, operatorApi.operatorPrice, {
        params: { itemId },
        payload: { variantId, price: 100 },
      })
      expect(answer._tag === "Refused" ? [answer.status, answer.error._tag, answer.error.field] : answer).toEqual([
        404,
        "ItemNotFound",
        field,
      ])
    }
  })
})
