import { describe, expect, it } from "vitest"
import type { CallSpec } from "../../schema/api"
import { api } from "../../schema/api"
import type { Cart } from "../../schema/cart"
import type { Order } from "../../schema/order"
import { createEventLog } from "../../streams/event-log"
import { createIntents } from "../../streams/intents"
import { RpcError, type Rpc } from "../../streams/rpc"
import { menuItem } from "../support/menu-fixtures"

/**
 * Offline-first cart changes and the exactly-once submit, with a scripted server whose
 * network can be cut. (The real server's side: tests/contract/cart.test.ts, intent ids.)
 */
const setup = () => {
  let online = true
  let networkUp = true
  const sent: Array<{ call: string; intentId?: string; key?: string }> = []
  const lines: string[] = []
  const cart = (): Cart => ({ id: "c", items: [], price: lines.length, summery: null })
  let failSubmitsLeft = 0
  const order: Order = { id: "o1", orderNumber: "#001", serviceAreaId: "a", orderState: { id: "p", stateName: "Placed", color: "#000000" }, items: [], price: 0, summery: null, createdAt: 0 }
  const rpc = (async (spec: CallSpec, input: { payload?: { id: string; intentId?: string }; idempotencyKey?: string }) => {
    if (!networkUp) throw new RpcError("network", "offline")
    const call = Object.entries(api).find(([, candidate]) => candidate === spec)?.[0] ?? "?"
    sent.push({ call, ...(input.payload?.intentId === undefined ? {} : { intentId: input.payload.intentId }), ...(input.idempotencyKey === undefined ? {} : { key: input.idempotencyKey }) })
    if (call === "cartAdd") {
      if (input.payload !== undefined) lines.push(input.payload.id)
      return { _tag: "Ok", body: cart() }
    }
    if (call === "cartSubmit") {
      if (failSubmitsLeft-- > 0) throw new RpcError("network", "timed out")
      return { _tag: "Ok", body: order }
    }
    return { _tag: "Ok", body: cart() }
  }) as Rpc
  const log = createEventLog({ store: null, session: "s", now: () => 0, log: () => undefined })
  log.append({ _tag: "v1.MenuReplaced", menu: { items: ["Tea", "Cake", "Juice"].map((name) => menuItem(name, "Menu", 0)) } }, "http")
  let next = 0
  const notes: string[] = []
  const intents = createIntents({ rpc, log, newKey: () => `id-${String(next++).padStart(8, "0")}`, notify: (kind, message) => notes.push(`${kind}: ${message}`), isOnline: () => online, sleep: async () => undefined })
  const add = async (name: string) => {
    intents.openDrawer(`item-${name}`)
    return intents.addToCart()
  }
  return {
    intents, log, sent, lines, notes, add,
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
    const adds = t.sent.filter((entry) => entry.call === "cartAdd")
    expect(adds.every((entry) => entry.intentId === undefined && entry.key !== undefined)).toBe(true)
    expect(new Set(adds.map((entry) => entry.key)).size).toBe(3)
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
    expect(t.sent).toEqual([])
  })

  it("retries a submit that lost its connection with the same key, and a double tap joins it: one order", async () => {
    const t = setup()
    t.failSubmits(2)
    const [first, second] = await Promise.all([t.intents.submitCart(), t.intents.submitCart()])
    expect(first?.id).toBe("o1")
    expect(second).toBe(first)
    const keys = t.sent.filter((entry) => entry.call === "cartSubmit").map((entry) => entry.key)
    expect(keys).toEqual(["id-00000000", "id-00000000", "id-00000000"])
  })
})
