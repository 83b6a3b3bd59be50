import { describe, expect, it } from "vitest"
import { createEventLog } from "../../streams/event-log"
import { createIntents } from "../../streams/intents"
import { fakeRpc, notOpened, ok, unreachable } from "../support/fake-rpc"
import { cart as cartOf, menuOf, order as orderOf } from "../support/fixtures"

/**
 * Offline-first cart changes and the exactly-once submit, with a scripted server whose
 * network can be cut. (The real server's side: tests/contract/cart.test.ts, intent ids.)
 */
const setup = () => {
  let online = true
  let networkUp = true
  const lines: string[] = []
  const cart = () => cartOf({ price: lines.length })
  let failSubmitsLeft = 0
  const order = orderOf({ id: "o1" })
  // Without the network a call fails before it reaches the server: nothing is added.
  const reachable = () => {
    if (!networkUp) throw unreachable()
  }
  const fake = fakeRpc({
    cartAdd: ({ payload }) => {
      reachable()
      lines.push(payload.id)
      return ok(cart())
    },
    cartUpdate: () => (reachable(), ok(cart())),
    cartGet: () => (reachable(), ok(cart())),
    cartSubmit: () => {
      reachable()
      if (failSubmitsLeft-- > 0) throw unreachable("timed out")
      return ok(order)
    },
  })
  const rpc = fake.rpc
  const log = createEventLog({ store: null, session: "s", now: () => 0, log: () => undefined })
  log.append({ _tag: "v1.MenuReplaced", menu: menuOf("Tea", "Cake", "Juice") }, "http")
  let next = 0
  const notes: string[] = []
  const intents = createIntents({ rpc, log, newKey: () => `id-${String(next++).padStart(8, "0")}`, notify: (kind, message) => notes.push(`${kind}: ${message}`), isOnline: () => online, sleep: async () => undefined, openTable: notOpened })
  const add = (name: string) => intents.addToCart({ itemId: `item-${name}`, variantId: "v1", selectedChoices: {}, quantity: 1 })
  return {
    intents, log, fake, lines, notes, add,
    goOffline: () => ((online = false), (networkUp = false)),
    goOnline: () => ((online = true), (networkUp = true)),
    dropNetworkQuietly: () => (networkUp = false),
    failSubmits: (count: number) => (failSubmitsLeft = count),
  }
}

describe("cart changes without a connection", () => {
  it("are recorded at once, shown pending, and sent in order, each once, when the network is back", async () => {
    const t = setup()
    await t.add("Tea")
    t.goOffline()
    expect(await t.add("Cake")).toBe(true)
    expect(await t.add("Juice")).toBe(true)
    expect(t.log.getState().pendingCart.map((change) => change.label)).toEqual(["1 × Cake", "1 × Juice"])
    expect(t.notes.at(-1)).toBe("info: 1 × Juice saved: it goes to your cart when you are back online.")
    t.goOnline()
    await t.intents.flushPending()
    expect(t.lines).toEqual(["item-Tea", "item-Cake", "item-Juice"])
    expect(t.log.getState().pendingCart).toEqual([])
    // Each change goes with its intent id as its Idempotency-Key, never in its body.
    const adds = t.fake.inputsOf("cartAdd")
    expect(adds.every((input) => !("intentId" in input.payload) && input.idempotencyKey !== undefined)).toBe(true)
    expect(new Set(adds.map((input) => input.idempotencyKey)).size).toBe(3)
  })

  it("queues a change whose request is lost on the way, and keeps later ones behind it", async () => {
    const t = setup()
    t.dropNetworkQuietly()
    await t.add("Cake")
    expect(t.log.getState().pendingCart).toHaveLength(1)
    t.goOnline()
    await t.add("Juice") // goes behind the waiting one, not before it
    await t.intents.flushPending()
    expect(t.lines).toEqual(["item-Cake", "item-Juice"])
  })
})

describe("submitting", () => {
  it("is refused while offline, with a reason", async () => {
    const t = setup()
    t.goOffline()
    expect(await t.intents.submitCart()).toBeNull()
    expect(t.notes).toEqual(["error: You are offline. Your order will be ready to send when you are back online."])
    expect(t.fake.calls).toEqual([])
  })

  it("retries a submit that lost its connection with the same key, and a double tap joins it: one order", async () => {
    const t = setup()
    t.failSubmits(2)
    const [first, second] = await Promise.all([t.intents.submitCart(), t.intents.submitCart()])
    expect(first?.id).toBe("o1")
    expect(second).toBe(first)
    const keys = t.fake.inputsOf("cartSubmit").map((input) => input.idempotencyKey)
    expect(keys).toEqual(["id-00000000", "id-00000000", "id-00000000"])
  })
})
