import { describe, expect, it } from "vitest"
import { createEventLog } from "../../streams/event-log"
import { createIntents } from "../../streams/intents"
import { RpcError } from "../../streams/rpc"
import { fakeRpc, notOpened, failWith, notFound, ok, refusal, type Script } from "../support/fake-rpc"
import { cart as cartOf, menuOf, order as orderOf, orderState, venueAnswer } from "../support/fixtures"

/**
 * The intents' rules of spec sections 4, 7 and 8 with a scripted RPC: each test says how the
 * server answers and checks the events. (The real server's side is in tests/contract.)
 */
const setup = (script: Script) => {
  const fake = fakeRpc(script)
  const rpc = fake.rpc
  const calls = fake.calls
  const log = createEventLog({ store: null, session: "s", now: () => 0, log: () => undefined })
  const notes: string[] = []
  const intents = createIntents({ rpc, log, newKey: () => "key-0000000001", notify: (kind, message) => notes.push(`${kind}: ${message}`), isOnline: () => true, sleep: async () => undefined, openTable: notOpened })
  const tags = () => log.getState()
  return { intents, log, calls, fake, notes, tags }
}

const cart = cartOf()
const fail = (status: number) => failWith(refusal(status, "The kitchen is closed."))

const refusedWith = (error: { _tag: string; message: string }, status: number) => async (): Promise<never> => {
  throw new RpcError("status", `answered ${status}`, status, [error.message], error)
}

describe("intents", () => {
  it("refreshes the menu and the cart when a cart change is refused because the dish sold out, and only then", async () => {
    const soldOut = { _tag: "DishUnavailable", message: "Soup is not available right now." }
    const menu = { items: [] }
    const refused = setup({ cartUpdate: refusedWith(soldOut, 409), menuPick: async () => ({ _tag: "Ok", body: menu }), cartGet: async () => ({ _tag: "Ok", body: cart }) })
    refused.log.append({ _tag: "v1.VenueLoadStarted", qrCode: "table-1" }, "intent")
    await refused.intents.updateCartLine("line-1", {}, 2)
    expect([...refused.fake.names()].sort()).toEqual(["cartGet", "cartUpdate", "menuPick"])
    expect(refused.log.getState()).toMatchObject({ menu, cart })
    expect(refused.notes).toEqual(["error: Soup is not available right now."])

    const capped = setup({ cartUpdate: refusedWith({ _tag: "QuantityCap", message: "At most 99." }, 400) })
    capped.log.append({ _tag: "v1.VenueLoadStarted", qrCode: "table-1" }, "intent")
    await capped.intents.updateCartLine("line-1", {}, 100)
    expect(capped.fake.names()).toEqual(["cartUpdate"])
    expect(capped.notes).toEqual(["error: At most 99."])
  })

  it("fails an orders search without tenant or qr with 'Missing tenant or qr'", async () => {
    const { intents, log, calls } = setup({})
    await intents.fetchOrders()
    expect(log.getState()).toMatchObject({ ordersStatus: "error" })
    expect(calls).toEqual([])
  })

  it("refuses to refetch the menu without a QR code", async () => {
    const { intents } = setup({})
    await expect(intents.refetchMenu()).rejects.toThrow("Missing QR to refetch menu")
  })

  it("sets a null cart when the cart answers 404, and clears it when getting it fails", async () => {
    const missing = setup({ cartGet: () => notFound })
    missing.log.append({ _tag: "v1.CartReplaced", cart }, "http")
    await missing.intents.refreshCart()
    expect(missing.log.getState().cart).toBeNull()

    const broken = setup({ cartGet: fail(500) })
    broken.log.append({ _tag: "v1.CartReplaced", cart }, "http")
    await broken.intents.refreshCart()
    expect(broken.log.getState().cart).toBeNull()
  })

  it("clears the cart when a submit succeeds, and when it fails (then shows the server's cart again)", async () => {
    const order = orderOf()
    const accepted = setup({ cartSubmit: () => ok(order) })
    accepted.log.append({ _tag: "v1.CartReplaced", cart }, "http")
    expect(await accepted.intents.submitCart()).toEqual(order)
    expect(accepted.log.getState()).toMatchObject({ cart: null, orders: [order] })

    const refused = setup({ cartSubmit: fail(409), cartGet: () => ok(cart) })
    refused.log.append({ _tag: "v1.CartReplaced", cart }, "http")
    expect(await refused.intents.submitCart()).toBeNull()
    expect(refused.notes).toEqual(["error: The kitchen is closed."])
    expect(refused.calls.map((sent) => sent.name)).toEqual(["cartSubmit", "cartGet"])
    expect(refused.log.getState().cart).toEqual(cart)
  })

  it("on a 503 (the sign-in service or the database down) says to try again, keeps the cart, and the next submit goes through", async () => {
    const order = orderOf({ orderNumber: "#002" })
    const outage = "Your sign-in could not be checked: the sign-in service is not answering. Please try again in a moment."
    let down = true
    const { intents, log, notes } = setup({
      cartSubmit: async () => {
        if (down) throw refusal(503, outage)
        return ok(order)
      },
      cartGet: () => ok(cart),
    })
    log.append({ _tag: "v1.CartReplaced", cart }, "http")
    expect(await intents.submitCart()).toBeNull()
    expect(notes).toEqual([`error: ${outage}`])
    expect(notes.join()).not.toContain("expired")
    expect(log.getState().cart).toEqual(cart)
    down = false
    expect(await intents.submitCart()).toEqual(order)
  })

  it("adds what the command says, whatever the drawer shows", async () => {
    const { intents, log, fake } = setup({ cartAdd: () => ok(cart) })
    log.append({ _tag: "v1.MenuReplaced", menu: menuOf("Tea", "Cake") }, "http")
    intents.openDrawer("item-Tea")
    expect(await intents.addToCart({ itemId: "item-Cake", variantId: "v1", selectedChoices: {}, quantity: 3 })).toBe(true)
    expect(fake.inputsOf("cartAdd").map(({ payload }) => ({ ...payload, intentId: "…" }))).toEqual([{ id: "item-Cake", variantId: "v1", selectedChoices: {}, quantity: 3, intentId: "…" }])
    expect(log.getState().drawer.isOpen).toBe(false)
  })

  it("fetches the order-state config once per venue and leaves out end states", async () => {
    let searched = ""
    const states = [orderState("placed", "Placed", 0), orderState("served", "Served", 1, true), orderState("cancelled", "Cancelled", 2, true)]
    const { intents, log, fake } = setup({
      orderStates: () => ok(states),
      orderTransitions: () => ok([]),
      ordersSearch: (input) => {
        searched = input.query.excludeStatusIds ?? ""
        return ok([])
      },
    })
    log.append({ _tag: "v1.VenueLoadStarted", qrCode: "demo-table-1" }, "intent")
    log.append({ _tag: "v1.VenueLoaded", answer: venueAnswer() }, "http")
    await intents.fetchOrders()
    await intents.fetchOrders()
    expect(fake.names().filter((name) => name === "orderStates")).toHaveLength(1)
    expect(fake.names().filter((name) => name === "ordersSearch")).toHaveLength(2)
    expect(searched).toBe("served,cancelled")
    expect(log.getState().ordersStatus).toBe("success")
  })
})
