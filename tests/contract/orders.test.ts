import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { liveFeed } from "../../schema/live"
import { operatorApi } from "../../schema/operator-api"
import type { Order } from "../../schema/order"
import { RpcError } from "../../streams/rpc"
import { testDatabases } from "../support/databases"
import { DEMO_TABLE } from "../support/diner"
import { listen } from "../support/live"
import { setupServerAndDiner } from "../support/suite"
import { operatorCall, operatorDo } from "../support/operator"

/** Submitting carts as orders, reading them, moving them, and seeing the moves live. */
describe.each(testDatabases())("orders on $name", (database) => {
  const suite = setupServerAndDiner(database)

  const dinerHeaders = () => ({ authorization: `Bearer ${suite.diner.token()}`, tenant: DEMO_TABLE.tenantId, qr: DEMO_TABLE.qrCode })
  const advance = (orderId: string, toStateId?: string) =>
    operatorCall(suite.server.origin, operatorApi.operatorAdvance, {
      params: { orderId },
      payload: toStateId === undefined ? {} : { toStateId },
    })
  const addTea = () => suite.diner.rpc(api.cartAdd, { payload: { id: "item-ceylon-tea", selectedChoices: {}, quantity: 2 } })
  const submit = async (key: string): Promise<Order> => {
    const answer = await suite.diner.rpc(api.cartSubmit, { idempotencyKey: key })
    if (answer._tag !== "Ok") throw new Error("submit answered 404")
    return answer.body
  }

  it("answers the tenant's order states and transitions", async () => {
    const states = await suite.diner.rpc(api.orderStates, {})
    const transitions = await suite.diner.rpc(api.orderTransitions, {})
    if (states._tag !== "Ok" || transitions._tag !== "Ok") throw new Error("config missing")
    expect(states.body.map((state) => [state.name, state.isEnd])).toEqual([
      ["Placed", false],
      ["Accepted", false],
      ["Preparing", false],
      ["Ready", false],
      ["Served", false],
      ["Paid", true],
      ["Cancelled", true],
    ])
    expect(transitions.body).toHaveLength(7)
  })

  it("submits without an Idempotency-Key as the spec does, one order per cart; refuses a bad key and a missing cart", async () => {
    const bad = await fetch(`${suite.server.origin}${api.cartSubmit.path}`, {
      method: "POST",
      headers: { ...dinerHeaders(), "idempotency-key": "short" },
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ errors: [{ field: "Idempotency-Key" }] })
    expect(await suite.diner.rpc(api.cartSubmit, { idempotencyKey: "key-no-cart-0001" })).toEqual({ _tag: "NotFound" })
    await addTea()
    // Two bare submits of one cart race: one order, the other is told the cart is empty.
    const bare = () => fetch(`${suite.server.origin}${api.cartSubmit.path}`, { method: "POST", headers: dinerHeaders() })
    const statuses = (await Promise.all([bare(), bare()])).map((response) => response.status).sort()
    expect(statuses).toEqual([200, 409])
  })

  it("submits the cart once per key: the same key answers the same order, and empties the cart", async () => {
    await addTea()
    const [first, second] = await Promise.all([submit("key-double-tap-0001"), submit("key-double-tap-0001")])
    const third = await submit("key-double-tap-0001")
    expect(second.id).toBe(first.id)
    expect(third.id).toBe(first.id)
    expect(first).toMatchObject({
      serviceAreaId: "area-table-1",
      orderState: { stateName: "Placed" },
      price: 70000,
      summery: { finalPrice: 77000 },
    })
    const cart = await suite.diner.rpc(api.cartGet, {})
    expect(cart._tag === "Ok" && cart.body.items).toEqual([])
    const empty = await suite.diner.rpc(api.cartSubmit, { idempotencyKey: "key-empty-cart-01" }).catch((caught: unknown) => caught)
    expect(empty).toBeInstanceOf(RpcError)
    expect(empty).toMatchObject({ status: 409 })
    const search = await suite.diner.rpc(api.ordersSearch, { query: { qr: DEMO_TABLE.qrCode } })
    expect(search._tag === "Ok" && search.body.filter((order) => order.id === first.id)).toHaveLength(1)
  })

  it("moves an order only along configured transitions, and pushes each move live", async () => {
    await addTea()
    const order = await submit("key-live-moves-01")
    const feed = listen(`${suite.server.origin}${liveFeed.path}`, dinerHeaders())
    await feed.next((event) => event.event === "ready")
    try {
      expect((await advance(order.id, "state-served")).status).toBe(409)
      expect((await advance(order.id)).status).toBe(200)
      const moved = await feed.next((event) => event.event === "order" && JSON.parse(event.data).id === order.id)
      expect(JSON.parse(moved.data)).toMatchObject({ orderState: { stateName: "Accepted", color: "#1a5fb4" } })
      expect((await advance(order.id, "state-cancelled")).status).toBe(200)
      expect((await advance(order.id)).status).toBe(409)
    } finally {
      await feed.close()
    }
  })

  it("leaves out orders in excluded states, and refuses another table's orders", async () => {
    const open = await suite.diner.rpc(api.ordersSearch, {
      query: { qr: DEMO_TABLE.qrCode, excludeStatusIds: "state-served,state-cancelled" },
    })
    const all = await suite.diner.rpc(api.ordersSearch, { query: { qr: DEMO_TABLE.qrCode } })
    if (open._tag !== "Ok" || all._tag !== "Ok") throw new Error("search failed")
    expect(open.body.every((order) => order.orderState.stateName !== "Cancelled")).toBe(true)
    expect(all.body.length).toBe(open.body.length + 1)
    await expect(suite.diner.rpc(api.ordersSearch, { query: { qr: "demo-table-google" } })).rejects.toMatchObject({ status: 403 })
  })

  it("resumes the live feed from the last event id with every kind it missed, in order, once", async () => {
    await addTea()
    const order = await submit("key-resume-feed-1")
    const first = listen(`${suite.server.origin}${liveFeed.path}`, dinerHeaders())
    const ready = await first.next((event) => event.event === "ready")
    await first.close()
    // While nobody listens: the order moves, the table calls the waiter, a dish comes back, the order moves again.
    await advance(order.id)
    expect((await suite.diner.rpc(api.staffRequestCreate, { payload: { kind: "waiter" } }))._tag).toBe("Ok")
    expect(
      (
        await operatorCall(suite.server.origin, operatorApi.operatorAvailability, {
          params: { itemId: "item-ceylon-tea" },
          payload: { available: true },
        })
      ).status,
    ).toBe(200)
    await advance(order.id)
    const resumed = listen(`${suite.server.origin}${liveFeed.path}`, dinerHeaders(), ready.id)
    try {
      await resumed.next((event) => event.event === "ready")
      // What was missed comes before `ready`; the current availability document follows it.
      const missed = resumed.events.slice(
        0,
        resumed.events.findIndex((event) => event.event === "ready"),
      )
      const described = missed.map((event) => {
        const data = JSON.parse(event.data)
        return event.event === "order" ? data.orderState.stateName : event.event === "request" ? data.kind : data.type
      })
      expect(missed.map((event) => event.event)).toEqual(["order", "request", "availability", "order"])
      expect(described).toEqual(["Accepted", "waiter", "rollback", "Preparing"])
      const ids = missed.map((event) => Number(event.id))
      expect(ids).toEqual([...new Set(ids)].sort((x, y) => x - y))
      expect(ids[0]).toBeGreaterThan(Number(ready.id))
    } finally {
      await resumed.close()
    }
  })

  it("sends the availability document first, then each change, newer each time", async () => {
    const feed = listen(`${suite.server.origin}${liveFeed.path}`, dinerHeaders())
    try {
      const initial = await feed.next((event) => event.event === "availability")
      const off = await operatorCall(suite.server.origin, operatorApi.operatorAvailability, {
        params: { itemId: "item-love-cake" },
        payload: { available: false },
      })
      expect(off.status).toBe(200)
      const change = await feed.next((event) => event.event === "availability" && event !== initial)
      expect(JSON.parse(change.data).type).toBe("unavailable")
      expect(JSON.parse(change.data).updatedAt).toBeGreaterThan(JSON.parse(initial.data).updatedAt)
      const menu = await suite.diner.rpc(api.menuPick, { params: { qrCode: DEMO_TABLE.qrCode } })
      expect(
        menu._tag === "Ok" && menu.body.items.find((item) => item.id === "item-love-cake")?.variants.every((variant) => !variant.enabled),
      ).toBe(true)
    } finally {
      await feed.close()
    }
  })

  it("refuses operator calls without the operator key: a diner cannot move orders", async () => {
    expect((await fetch(`${suite.server.origin}${operatorApi.operatorOrders.path}`)).status).toBe(401)
    const open = await suite.diner.rpc(api.ordersSearch, { query: { qr: DEMO_TABLE.qrCode } })
    const orderId = open._tag === "Ok" ? open.body[0]?.id : undefined
    if (orderId === undefined) throw new Error("expected an order")
    const attempt = await fetch(`${suite.server.origin}${operatorApi.operatorAdvance.path.replace(":orderId", orderId)}`, {
      method: "POST",
      headers: { ...dinerHeaders(), "content-type": "application/json" },
      body: "{}",
    })
    expect(attempt.status).toBe(401)
    const after = await suite.diner.rpc(api.ordersSearch, { query: { qr: DEMO_TABLE.qrCode } })
    expect(after._tag === "Ok" && after.body.find((order) => order.id === orderId)?.orderState).toEqual(
      open._tag === "Ok" ? open.body[0]?.orderState : null,
    )
  })

  it("lists orders for staff, newest first, each whole with its table, the ended ones only when asked for all", async () => {
    const staffList = (all: boolean) => operatorDo(suite.server.origin, operatorApi.operatorOrders, { query: all ? { all: "1" } : {} })
    await addTea()
    const older = await submit("key-staff-list-0001")
    await addTea()
    const newer = await submit("key-staff-list-0002")
    const open = await staffList(false)
    const ids = open.map((entry) => entry.order.id)
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    // The diner's answer marks the order as theirs; staff are not told whose it is.
    expect(open.find((entry) => entry.order.id === older.id)).toEqual({
      order: { ...older, isMine: undefined },
      serviceAreaName: "Table 1",
      stateIsEnd: false,
    })

    expect((await advance(older.id, "state-cancelled")).status).toBe(200)
    expect((await staffList(false)).map((entry) => entry.order.id)).not.toContain(older.id)
    expect((await staffList(true)).find((entry) => entry.order.id === older.id)).toMatchObject({
      order: { id: older.id, orderState: { stateName: "Cancelled" } },
      stateIsEnd: true,
    })
  })
})
