import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { liveFeed } from "../../schema/live"
import { DEMO_TABLE } from "../support/diner"
import { listen } from "../support/live"
import { setupServerAndDiner } from "../support/suite"
import { venueCli } from "../support/cli"

/**
 * A diner's whole visit without a browser: sign in, order two dishes with choices, pay the
 * right price, submit twice with one key (one order), and watch the kitchen move the order
 * with the venue staff's command line (`npm run venue`).
 */
describe("a diner's visit, end to end", () => {
  const suite = setupServerAndDiner()
  const venue = (...args: string[]) => venueCli(suite.server.origin, args)

  it("orders, pays the right price once, and sees the kitchen's moves live", async () => {
    await suite.diner.rpc(api.cartAdd, {
      payload: {
        id: "item-classic-kottu",
        variantId: "var-kottu-string",
        selectedChoices: {
          "kottu-protein": ["protein-chicken"],
          spice: ["spice-medium"],
          "kottu-toppings": ["top-cheese", "top-fried-egg"],
        },
        quantity: 1,
      },
    })
    await suite.diner.rpc(api.cartAdd, {
      payload: { id: "item-lime-juice", selectedChoices: { "drink-size": ["size-jug"], sugar: ["sugar-less"] }, quantity: 2 },
    })
    const cart = await suite.diner.rpc(api.cartGet, {})
    if (cart._tag !== "Ok") throw new Error("no cart")
    // Kottu: 130000 + chicken 30000 + cheese 25000 + egg 12000. Lime jug: max(45000, 120000) × 2.
    expect(cart.body.items.map((line) => line.price)).toEqual([197000, 240000])
    expect(cart.body.summery).toEqual({ subtotal: 437000, serviceCharge: 43700, finalPrice: 480700 })

    const first = await suite.diner.rpc(api.cartSubmit, { idempotencyKey: "visit-submit-key-1" })
    const again = await suite.diner.rpc(api.cartSubmit, { idempotencyKey: "visit-submit-key-1" })
    if (first._tag !== "Ok" || again._tag !== "Ok") throw new Error("submit failed")
    expect(again.body.id).toBe(first.body.id)
    const open = await suite.diner.rpc(api.ordersSearch, {
      query: { qr: DEMO_TABLE.qrCode, excludeStatusIds: "state-served,state-cancelled" },
    })
    expect(open._tag === "Ok" && open.body.map((order) => order.id)).toEqual([first.body.id])

    const listed = await venue("orders")
    expect(listed.stdout).toContain(first.body.orderNumber)
    expect(listed.stdout).toContain("1 × Classic Kottu (Chicken, Medium, Cheese, Fried egg)")

    const feed = listen(`${suite.server.origin}${liveFeed.path}`, {
      authorization: `Bearer ${suite.diner.token()}`,
      tenant: DEMO_TABLE.tenantId,
      qr: DEMO_TABLE.qrCode,
    })
    try {
      await feed.next((event) => event.event === "ready")
      const advanced = await venue("advance", first.body.id)
      expect(advanced.stdout.trim()).toBe(`${first.body.orderNumber} is now Accepted.`)
      const change = await feed.next((event) => event.event === "order")
      expect(JSON.parse(change.data)).toMatchObject({ id: first.body.id, orderState: { stateName: "Accepted" } })
    } finally {
      await feed.close()
    }
    await expect(venue("advance", first.body.id, "state-served")).rejects.toMatchObject({
      stderr: expect.stringContaining("No move from Accepted"),
    })
  })
})
