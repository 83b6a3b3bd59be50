import { describe, expect, it, vi } from "vitest"
import { failWith, notFound, ok, refusal, unreachable, type Script } from "../../support/fake-rpc"
import { cart as cartOf, menuOf } from "../../support/fixtures"
import { testApp } from "../../support/test-app"
import { DishUnavailable, QuantityCap, ServerFault } from "../../../schema/errors"

/**
 * Cart sync (streams/sources/cart-sync.ts): changes in the diner's order, queued in the log
 * without a connection and flushed in order, each once; the cart fetched again. Driven through
 * the commands, as the screens drive it, with a scripted server whose network can be cut.
 * (The real server's side: tests/contract/cart.test.ts, intent ids.)
 */
const offlineSetup = (extra: Script = {}) => {
  let networkUp = true
  const lines: string[] = []
  // Without the network a call fails before it reaches the server: nothing is added.
  const reachable = () => {
    if (!networkUp) throw unreachable()
  }
  const t = testApp({
    cartAdd: ({ payload }) => {
      reachable()
      lines.push(payload.id)
      return ok(cartOf({ price: lines.length }))
    },
    cartGet: () => (reachable(), ok(cartOf({ price: lines.length }))),
    ...extra,
  })
  t.log.append({ _tag: "v1.MenuReplaced", menu: menuOf("Tea", "Cake", "Juice") }, "http")
  const add = (name: string) => t.commands.addToCart({ itemId: `item-${name}`, variantId: "v1", selectedChoices: {}, quantity: 1 })
  return {
    ...t,
    lines,
    add,
    goOffline: () => (t.network.next(false), (networkUp = false)),
    // The browser is online again and a live feed answers: the queued changes may go out.
    goOnline: () => (t.network.next(true), (networkUp = true), t.live.connection.next("Online")),
    networkBackQuietly: () => (networkUp = true),
    dropNetworkQuietly: () => (networkUp = false),
    onlineButUnreachable: () => (t.network.next(true), (networkUp = false)),
    drained: () => vi.waitFor(() => expect(t.log.getState().pendingCart).toEqual([])),
  }
}

/** How a waiting add of one dish is named: a catalogue message and its values, never a sentence. */
const pendingText = (name: string) => ({ id: "cart.pendingQuantity", values: { quantity: 1, dish: name, dishId: `item-${name}` } })

describe("cart changes without a connection", () => {
  it("are recorded at once, shown pending, and sent in order, each once, when the connection is back", async () => {
    const t = offlineSetup()
    expect(await t.add("Tea")).toBe(true)
    expect(t.notes).toEqual([`success: toast.added {"quantity":1,"dish":"Tea","dishId":"item-Tea"}`])
    t.goOffline()
    expect(await t.add("Cake")).toBe(true)
    expect(await t.add("Juice")).toBe(true)
    expect(t.log.getState().pendingCart.map((change) => change.text)).toEqual([pendingText("Cake"), pendingText("Juice")])
    expect(t.log.getState().drawer.isOpen).toBe(false)
    expect(t.notes.at(-1)).toBe(`info: toast.saved {"quantity":1,"dish":"Juice","dishId":"item-Juice"}`)
    t.goOnline()
    await t.drained()
    expect(t.lines).toEqual(["item-Tea", "item-Cake", "item-Juice"])
    expect(t.log.getState().cart?.price).toBe(3)
    // Each change goes with its intent id as its Idempotency-Key, never in its body.
    const adds = t.fake.inputsOf("cartAdd")
    expect(adds.every((input) => !("intentId" in input.payload) && input.idempotencyKey !== undefined)).toBe(true)
    expect(new Set(adds.map((input) => input.idempotencyKey)).size).toBe(3)
    expect((await t.tags()).filter((tag) => tag.includes(".CartChange"))).toEqual([
      "v2.CartChangeQueued",
      "v2.CartChangeQueued",
      "v1.CartChangeSettled",
      "v1.CartChangeSettled",
    ])
  })

  it("queues a change whose request is lost on the way, and keeps later ones behind it", async () => {
    const t = offlineSetup()
    t.dropNetworkQuietly()
    expect(await t.add("Cake")).toBe(true)
    expect(t.log.getState().pendingCart).toHaveLength(1)
    t.networkBackQuietly()
    await t.add("Juice") // goes behind the waiting one, not before it
    await t.drained()
    expect(t.lines).toEqual(["item-Cake", "item-Juice"])
    // The lost change is sent again with the key it was first sent with.
    const [lost, again] = t.fake.inputsOf("cartAdd")
    expect(again?.idempotencyKey).toBe(lost?.idempotencyKey)
  })

  it("stops flushing at the first change that does not get through, and goes on from there the next time", async () => {
    const t = offlineSetup()
    t.goOffline()
    await t.add("Tea")
    await t.add("Cake")
    t.onlineButUnreachable()
    t.log.append({ _tag: "v1.ConnectionChanged", state: "Unknown" }, "system")
    await vi.waitFor(() => expect(t.fake.names()).toEqual(["cartAdd"]))
    expect(t.log.getState().pendingCart.map((change) => change.text)).toEqual([pendingText("Tea"), pendingText("Cake")])
    t.goOnline()
    await t.drained()
    expect(t.lines).toEqual(["item-Tea", "item-Cake"])
  })
  it("are tried again after a back-off when a try never arrives while the app looks connected, with no moment to wait for", async () => {
    vi.useFakeTimers()
    try {
      const t = offlineSetup()
      t.live.connection.next("Online")
      t.dropNetworkQuietly() // the first request after the network came back is lost; the feed stays Online
      expect(await t.add("Tea")).toBe(true)
      expect(t.log.getState().pendingCart).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1000) // the first try again: lost too
      expect(t.fake.names()).toEqual(["cartAdd", "cartAdd"])
      t.networkBackQuietly()
      await vi.advanceTimersByTimeAsync(1999) // the next waits twice as long
      expect(t.fake.names()).toHaveLength(2)
      await vi.advanceTimersByTimeAsync(1)
      expect(t.log.getState().pendingCart).toEqual([])
      expect(t.lines).toEqual(["item-Tea"])
      // Once through, nothing more is tried.
      await vi.advanceTimersByTimeAsync(60_000)
      expect(t.fake.names()).toEqual(["cartAdd", "cartAdd", "cartAdd"])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe("cart changes online", () => {
  it("go to the server one at a time, in the diner's order: a change waits for the one before it", async () => {
    const answers: Array<() => void> = []
    const t = offlineSetup({
      cartAdd: ({ payload }) => new Promise((resolve) => answers.push(() => resolve(ok(cartOf({ id: payload.id }))))),
    })
    const first = t.add("Tea")
    const second = t.add("Cake")
    await vi.waitFor(() => expect(answers).toHaveLength(1))
    expect(t.fake.inputsOf("cartAdd").map((input) => input.payload.id)).toEqual(["item-Tea"])
    answers[0]?.()
    expect(await first).toBe(true)
    await vi.waitFor(() => expect(answers).toHaveLength(2))
    answers[1]?.()
    expect(await second).toBe(true)
    expect(t.fake.inputsOf("cartAdd").map((input) => input.payload.id)).toEqual(["item-Tea", "item-Cake"])
    expect(t.log.getState().cart?.id).toBe("item-Cake")
  })

  it("refreshes the menu and the cart when a change is refused because the dish sold out, and only then", async () => {
    const menu = { items: [] }
    const cart = cartOf()
    const refused = testApp({
      cartUpdate: failWith(refusal(DishUnavailable, "Soup is not available right now.")),
      menuPick: () => ok(menu),
      cartGet: () => ok(cart),
    })
    refused.log.append({ _tag: "v1.VenueLoadStarted", qrCode: "table-1" }, "intent")
    expect(await refused.commands.updateCartLine("line-1", {}, 2)).toBe("refused")
    expect([...refused.fake.names()].sort()).toEqual(["cartGet", "cartUpdate", "menuPick"])
    expect(refused.log.getState()).toMatchObject({ menu, cart })
    expect(refused.notes).toEqual([`error: refusal.dishUnavailable {"quantity":2,"dish":"A dish","dishId":""}`])

    const capped = testApp({ cartUpdate: failWith(refusal(QuantityCap, "At most 99.")) })
    capped.log.append({ _tag: "v1.VenueLoadStarted", qrCode: "table-1" }, "intent")
    expect(await capped.commands.updateCartLine("line-1", {}, 100)).toBe("refused")
    expect(capped.fake.names()).toEqual(["cartUpdate"])
    expect(capped.notes).toEqual([`error: refusal.quantityCap {"quantity":100,"dish":"A dish","dishId":""}`])
  })

  it("names the change in the generic message when the failure is no declared refusal", async () => {
    const t = testApp({ cartUpdate: failWith(refusal(ServerFault, null)) })
    expect(await t.commands.updateCartLine("line-9", {}, 3)).toBe("refused")
    expect(t.notes).toEqual([`error: refusal.cartChange {"quantity":3,"dish":"A dish","dishId":""}`])
  })
})

describe("the cart fetched again", () => {
  it("sets a null cart when the cart answers 404, and clears it when getting it fails", async () => {
    const missing = testApp({ cartGet: () => notFound })
    missing.log.append({ _tag: "v1.CartReplaced", cart: cartOf() }, "http")
    missing.commands.refreshCart()
    await vi.waitFor(() => expect(missing.log.getState().cart).toBeNull())
    expect(await missing.tags()).toEqual(["v1.CartReplaced", "v1.CartReplaced"])

    const broken = testApp({ cartGet: failWith(refusal(ServerFault)) })
    broken.log.append({ _tag: "v1.CartReplaced", cart: cartOf() }, "http")
    broken.commands.refreshCart()
    await vi.waitFor(() => expect(broken.log.getState().cart).toBeNull())
    expect(await broken.tags()).toEqual(["v1.CartReplaced", "v1.CartCleared"])
  })

  it("is not asked for offline: the cart from the log stays on screen", async () => {
    const t = testApp({}, { signedIn: false })
    t.log.append({ _tag: "v1.CartReplaced", cart: cartOf() }, "http")
    t.commands.refreshCart()
    // An unscripted call would throw; the lane is empty again once the next change is queued.
    expect(await t.commands.updateCartLine("line-1", {}, 2)).toBe("queued")
    expect(t.fake.calls).toEqual([])
    expect(t.log.getState().cart).toEqual(cartOf())
  })
})
