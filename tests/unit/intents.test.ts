import { describe, expect, it } from "vitest"
import type { CallSpec } from "../../schema/api"
import { api } from "../../schema/api"
import { createEventLog } from "../../streams/event-log"
import { createIntents } from "../../streams/intents"
import { RpcError, type Rpc, type RpcResult } from "../../streams/rpc"

/**
 * The intents' rules of spec sections 4, 7 and 8 with a scripted RPC: each test says how the
 * server answers and checks the events. (The real server's side is in tests/contract.)
 */
interface SentInput {
  readonly query?: { readonly excludeStatusIds?: string }
}
type Script = Partial<Record<string, (input: SentInput) => Promise<RpcResult<unknown>>>>

const setup = (script: Script) => {
  const calls: string[] = []
  const rpc = (async (spec: CallSpec, input: SentInput) => {
    const name = Object.entries(api).find(([, candidate]) => candidate === spec)?.[0] ?? spec.path
    calls.push(name)
    const answer = script[name]
    if (answer === undefined) throw new Error(`unexpected call ${name}`)
    return answer(input)
  }) as Rpc
  const log = createEventLog({ store: null, session: "s", now: () => 0, log: () => undefined })
  const notes: string[] = []
  const intents = createIntents({ rpc, log, newKey: () => "key-0000000001", notify: (kind, message) => notes.push(`${kind}: ${message}`), isOnline: () => true, sleep: async () => undefined })
  const tags = () => log.getState()
  return { intents, log, calls, notes, tags }
}

const cart = { id: "c", items: [], price: 0, summery: null }
const fail = (status: number) => async (): Promise<never> => {
  throw new RpcError("status", `answered ${status}`, status, ["The kitchen is closed."])
}

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
    expect(refused.calls.sort()).toEqual(["cartGet", "cartUpdate", "menuPick"])
    expect(refused.log.getState()).toMatchObject({ menu, cart })
    expect(refused.notes).toEqual(["error: Soup is not available right now."])

    const capped = setup({ cartUpdate: refusedWith({ _tag: "QuantityCap", message: "At most 99." }, 400) })
    capped.log.append({ _tag: "v1.VenueLoadStarted", qrCode: "table-1" }, "intent")
    await capped.intents.updateCartLine("line-1", {}, 100)
    expect(capped.calls).toEqual(["cartUpdate"])
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
    const missing = setup({ cartGet: async () => ({ _tag: "NotFound" }) })
    missing.log.append({ _tag: "v1.CartReplaced", cart }, "http")
    await missing.intents.refreshCart()
    expect(missing.log.getState().cart).toBeNull()

    const broken = setup({ cartGet: fail(500) })
    broken.log.append({ _tag: "v1.CartReplaced", cart }, "http")
    await broken.intents.refreshCart()
    expect(broken.log.getState().cart).toBeNull()
  })

  it("clears the cart when a submit succeeds, and when it fails (then shows the server's cart again)", async () => {
    const order = { id: "o", orderNumber: "#001", serviceAreaId: "a", orderState: { id: "s", stateName: "Placed", color: "#000000" }, items: [], price: 0, summery: null, createdAt: 0 }
    const ok = setup({ cartSubmit: async () => ({ _tag: "Ok", body: order }) })
    ok.log.append({ _tag: "v1.CartReplaced", cart }, "http")
    expect(await ok.intents.submitCart()).toEqual(order)
    expect(ok.log.getState()).toMatchObject({ cart: null, orders: [order] })

    const refused = setup({ cartSubmit: fail(409), cartGet: async () => ({ _tag: "Ok", body: cart }) })
    refused.log.append({ _tag: "v1.CartReplaced", cart }, "http")
    expect(await refused.intents.submitCart()).toBeNull()
    expect(refused.notes).toEqual(["error: The kitchen is closed."])
    expect(refused.calls).toEqual(["cartSubmit", "cartGet"])
    expect(refused.log.getState().cart).toEqual(cart)
  })

  it("on a 503 (the sign-in service or the database down) says to try again, keeps the cart, and the next submit goes through", async () => {
    const order = { id: "o", orderNumber: "#002", serviceAreaId: "a", orderState: { id: "s", stateName: "Placed", color: "#000000" }, items: [], price: 0, summery: null, createdAt: 0 }
    const outage = "Your sign-in could not be checked: the sign-in service is not answering. Please try again in a moment."
    let down = true
    const { intents, log, notes } = setup({
      cartSubmit: async () => {
        if (down) throw new RpcError("status", "answered 503", 503, [outage])
        return { _tag: "Ok", body: order }
      },
      cartGet: async () => ({ _tag: "Ok", body: cart }),
    })
    log.append({ _tag: "v1.CartReplaced", cart }, "http")
    expect(await intents.submitCart()).toBeNull()
    expect(notes).toEqual([`error: ${outage}`])
    expect(notes.join()).not.toContain("expired")
    expect(log.getState().cart).toEqual(cart)
    down = false
    expect(await intents.submitCart()).toEqual(order)
  })

  it("answers the phone flow with the server's first message, else the spec's fallbacks", async () => {
    const { intents } = setup({ phoneSend: fail(429), phoneVerify: async () => Promise.reject(new Error("offline")) })
    expect(await intents.sendPhoneCode("0771234567")).toEqual({ ok: false, message: "The kitchen is closed." })
    expect(await intents.verifyPhoneCode("123456")).toEqual({ ok: false, message: "Failed to verify OTP" })
    const quiet = setup({ phoneSend: async () => Promise.reject(new Error("offline")) })
    expect(await quiet.intents.sendPhoneCode("0771234567")).toEqual({ ok: false, message: "Failed to send phone authentication" })
  })

  it("fetches the order-state config once per venue and leaves out end states", async () => {
    let searched = ""
    const states = [
      { id: "placed", name: "Placed", color: "#000000", isEnd: false, position: 0 },
      { id: "served", name: "Served", color: "#000000", isEnd: true, position: 1 },
      { id: "cancelled", name: "Cancelled", color: "#000000", isEnd: true, position: 2 },
    ]
    const { intents, log, calls } = setup({
      orderStates: async () => ({ _tag: "Ok", body: states }),
      orderTransitions: async () => ({ _tag: "Ok", body: [] }),
      ordersSearch: async (input) => {
        searched = input.query?.excludeStatusIds ?? ""
        return { _tag: "Ok", body: [] }
      },
    })
    const realSearch = calls
    log.append({ _tag: "v1.VenueLoadStarted", qrCode: "demo-table-1" }, "intent")
    log.append({ _tag: "v1.VenueLoaded", answer: { venue: { id: "v", name: "V", logo: null, tenant: { id: "t" } }, selectedServiceArea: { id: "a", name: "A", authType: "PLAIN", qrCode: { code: "demo-table-1" } }, tenant: { id: "t", name: "T", currency: null } } }, "http")
    await intents.fetchOrders()
    await intents.fetchOrders()
    expect(realSearch.filter((name) => name === "orderStates")).toHaveLength(1)
    expect(realSearch.filter((name) => name === "ordersSearch")).toHaveLength(2)
    expect(searched).toBe("served,cancelled")
    expect(log.getState().ordersStatus).toBe("success")
  })
})
