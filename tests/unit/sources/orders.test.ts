import { describe, expect, it, vi } from "vitest"
import { tableScope } from "../../../src/domain/queries"
import { anonymousUser } from "../../support/fake-auth"
import { failWith, ok, refusal } from "../../support/fake-rpc"
import { order, orderState, venueAnswer } from "../../support/fixtures"
import { testApp } from "../../support/test-app"
import { StorageUnavailable } from "../../../schema/errors"

/** The table's orders (streams/sources/orders.ts): the order states once per venue, then the open orders. */
const states = [orderState("placed", "Placed", 0), orderState("served", "Served", 1, true), orderState("cancelled", "Cancelled", 2, true)]

const atTable = (script: Parameters<typeof testApp>[0]) => {
  const t = testApp(script)
  t.log.append({ _tag: "v1.VenueLoadStarted", qrCode: "demo-table-1" }, "intent")
  t.log.append({ _tag: "v1.VenueLoaded", answer: venueAnswer() }, "http")
  const fetched = async () => {
    t.commands.fetchOrders()
    expect(t.log.getState().ordersStatus).toBe("loading")
    await vi.waitFor(() => expect(t.log.getState().ordersStatus).not.toBe("loading"))
  }
  return { ...t, fetched }
}

/** A table whose current visit is "visit-2", which a join joins. */
const joiningVisit2 = {
  orderStates: () => ok(states),
  orderTransitions: () => ok([]),
  ordersSearch: () => ok([]),
  visitGet: () => ok({ id: "visit-2", ended: false }),
  visitJoin: () => ok({ id: "visit-2", ended: false }),
}

describe("the orders source", () => {
  it("fetches the order-state config once per venue and leaves out end states", async () => {
    const t = atTable({
      orderStates: () => ok(states),
      orderTransitions: () => ok([]),
      ordersSearch: () => ok([order()]),
      visitGet: () => ok({ id: "visit-1", ended: false }),
    })
    await t.fetched()
    await t.fetched()
    expect(t.fake.names()).toEqual(["orderStates", "orderTransitions", "ordersSearch", "visitGet", "ordersSearch", "visitGet"])
    expect(t.fake.inputsOf("ordersSearch").map((input) => input.query)).toEqual([
      { qr: "demo-table-1", excludeStatusIds: "served,cancelled" },
      { qr: "demo-table-1", excludeStatusIds: "served,cancelled" },
    ])
    expect(t.log.getState()).toMatchObject({ ordersStatus: "success", orders: [order()] })
    expect(t.log.getState().orderConfig?.states).toEqual(states)
  })

  it("fails an orders search without tenant or qr with 'Missing tenant or qr', asking nothing", async () => {
    const t = testApp({})
    t.commands.fetchOrders()
    await vi.waitFor(() => expect(t.log.getState().ordersStatus).toBe("error"))
    expect(t.fake.calls).toEqual([])
    expect((await t.log.exportAll()).at(-1)?.event).toEqual({ _tag: "v1.OrdersFetchFailed", reason: "Missing tenant or qr" })
  })

  it("says why when the search is refused, with the server's message, and the next try can succeed", async () => {
    let refused = true
    const t = atTable({
      orderStates: () => ok(states),
      orderTransitions: () => ok([]),
      ordersSearch: () => {
        if (refused) throw refusal(StorageUnavailable, "The venue is not answering.")
        return ok([])
      },
    })
    await t.fetched()
    expect(t.log.getState()).toMatchObject({ ordersStatus: "error", orders: [] })
    expect((await t.log.exportAll()).at(-1)?.event).toEqual({ _tag: "v1.OrdersFetchFailed", reason: "The venue is not answering." })
    refused = false
    await t.fetched()
    expect(t.log.getState().ordersStatus).toBe("success")
  })

  it("says the orders failed when the order states cannot be fetched, and searches nothing", async () => {
    const t = atTable({ orderStates: failWith(new Error("gone")), orderTransitions: () => ok([]), ordersSearch: () => ok([]) })
    await t.fetched()
    expect(t.log.getState().ordersStatus).toBe("error")
    expect(t.fake.names()).not.toContain("ordersSearch")
  })

  it("reads the diner's visit with the orders, and again when a payment heard live settles the table", async () => {
    let ended = false
    const t = atTable({
      orderStates: () => ok(states),
      orderTransitions: () => ok([]),
      ordersSearch: () => ok(ended ? [] : [order()]),
      visitGet: () => ok({ id: "visit-1", ended }),
    })
    await t.fetched()
    expect(t.log.getState().visit).toEqual({ id: "visit-1", ended: false })
    ended = true
    t.live.payments.next({
      serviceAreaId: "area-1",
      paymentId: "payment-1",
      payerName: "Ana",
      status: "Succeeded",
      amount: 100,
      left: 0,
      settled: true,
    })
    await vi.waitFor(() => expect(t.log.getState()).toMatchObject({ visit: { id: "visit-1", ended: true }, orders: [] }))
    expect(t.fake.names().filter((name) => name === "visitGet")).toHaveLength(2)
  })

  it("starts a new order: joins the table's current visit, leaves the ended one's bill and table cart behind, and reads the new bill", async () => {
    const t = atTable(joiningVisit2)
    t.log.append({ _tag: "v1.VisitRead", visit: { id: "visit-1", ended: true } }, "http")
    t.log.append({ _tag: "v1.OrdersFetched", orders: [order()] }, "http")
    const joinsBefore = t.log.getState().visitsJoined
    t.store.commands.startNewOrder()
    await vi.waitFor(() =>
      expect(t.log.getState()).toMatchObject({ visit: { id: "visit-2", ended: false }, ordersStatus: "success", orders: [] }),
    )
    expect(t.log.getState().visitsJoined).toBe(joinsBefore + 1)
    expect(t.log.getState().tableCart).toBeNull()
    expect(t.fake.names()).toEqual(["visitJoin", "orderStates", "orderTransitions", "ordersSearch", "visitGet"])
  })

  it("joins the table's current visit when its link is opened again (a scan), even where the page never heard its visit end", async () => {
    const t = atTable(joiningVisit2)
    // The page last read visit-1 open: the settle was not heard (the phone slept through it).
    t.log.append({ _tag: "v1.VisitRead", visit: { id: "visit-1", ended: false } }, "http")
    t.log.append({ _tag: "v1.OrdersFetched", orders: [order()] }, "http")
    const joinsBefore = t.log.getState().visitsJoined
    t.store.commands.scanned("demo-table-1")
    // The bill was read: it is read again, of the visit joined.
    await vi.waitFor(() =>
      expect(t.log.getState()).toMatchObject({ visit: { id: "visit-2", ended: false }, ordersStatus: "success", orders: [] }),
    )
    expect(t.log.getState()).toMatchObject({ visitsJoined: joinsBefore + 1, visitJoinAsked: null })
    expect(t.fake.names()).toEqual(["visitJoin", "orderStates", "orderTransitions", "ordersSearch", "visitGet"])
  })

  it("leaves nothing behind when a diner of the table's current visit opens its link again, and reads no bill it never read", async () => {
    const t = atTable(joiningVisit2)
    t.log.append({ _tag: "v1.VisitRead", visit: { id: "visit-2", ended: false } }, "http")
    const { visitsJoined, tableCart } = t.log.getState()
    t.store.commands.scanned("demo-table-1")
    await vi.waitFor(() => expect(t.log.getState().visitJoinAsked).toBeNull())
    expect(t.log.getState()).toMatchObject({ visit: { id: "visit-2", ended: false }, visitsJoined, tableCart, ordersStatus: "idle" })
    expect(t.fake.names()).toEqual(["visitJoin"])
  })

  it("keeps a scan in the log until the diner is signed in (a reload before then sends it after), and reads the bill only after the join", async () => {
    const t = testApp(joiningVisit2, { signedIn: false })
    t.log.append({ _tag: "v1.VenueLoadStarted", qrCode: "demo-table-1" }, "intent")
    t.log.append({ _tag: "v1.VenueLoaded", answer: venueAnswer() }, "http")
    t.log.append({ _tag: "v1.VisitRead", visit: { id: "visit-1", ended: true } }, "http")
    t.store.commands.scanned("demo-table-1")
    // The bill opens before the sign-in: it waits for the join, never reading the ended visit's.
    t.commands.fetchOrders()
    await new Promise((settle) => setTimeout(settle, 20))
    expect(t.fake.names()).toEqual([])
    expect(t.log.getState().visitJoinAsked).toBe("demo-table-1")
    expect(await t.tags()).toContain("v1.VisitJoinAsked")
    t.auth.signIn(anonymousUser)
    await vi.waitFor(() => expect(t.log.getState()).toMatchObject({ visit: { id: "visit-2", ended: false }, ordersStatus: "success" }))
    expect(t.fake.names()).toEqual(["visitJoin", "orderStates", "orderTransitions", "ordersSearch", "visitGet"])
  })

  it("sends a scan of another table once that table is loaded, as a join of its visit", async () => {
    const t = atTable(joiningVisit2)
    t.store.commands.scanned("demo-table-2")
    await new Promise((settle) => setTimeout(settle, 20))
    expect(t.fake.names()).toEqual([])
    t.log.append({ _tag: "v1.VenueLoadStarted", qrCode: "demo-table-2" }, "intent")
    expect(t.log.getState().visitJoinAsked).toBe("demo-table-2")
    t.log.append({ _tag: "v1.VenueLoaded", answer: venueAnswer() }, "http")
    await vi.waitFor(() => expect(t.fake.names()).toEqual(["visitJoin"]))
    await vi.waitFor(() => expect(t.log.getState()).toMatchObject({ qrCode: "demo-table-2", visitJoinAsked: null }))
  })

  it("reads the diner's visit at the table for Firestore's listeners, before the bill asks, and their scope follows a new order to the next visit", async () => {
    let current = { id: "visit-1", ended: false }
    const t = testApp(
      { ...joiningVisit2, visitGet: () => ok(current), visitJoin: () => ok((current = { id: "visit-2", ended: false })) },
      { liveNeedsVisit: true },
    )
    t.log.append({ _tag: "v1.VenueLoadStarted", qrCode: "demo-table-1" }, "intent")
    t.log.append({ _tag: "v1.VenueLoaded", answer: venueAnswer() }, "http")
    // Not let in yet (no user): nothing is read, and the table's listeners wait.
    expect(t.fake.names()).toEqual([])
    expect(tableScope(t.log.getState())).toMatchObject({ visitId: null })
    t.auth.signIn(anonymousUser)
    await vi.waitFor(() => expect(tableScope(t.log.getState())).toMatchObject({ visitId: "visit-1" }))
    expect(t.fake.names()).toEqual(["visitGet"])
    // The table settles; the diner starts a new order: the listeners' scope is the next visit's.
    t.log.append({ _tag: "v1.VisitRead", visit: { id: "visit-1", ended: true } }, "http")
    t.store.commands.startNewOrder()
    await vi.waitFor(() => expect(tableScope(t.log.getState())).toMatchObject({ visitId: "visit-2" }))
    // The join's answer is the visit: no read of it again (the bill, never opened here, is not read either).
    expect(t.fake.names().filter((name) => name === "visitGet" || name === "visitJoin")).toEqual(["visitGet", "visitJoin"])
  })

  it("leaves the visit to the bill when the live feed is the server's push, which finds the visit itself", async () => {
    const t = atTable(joiningVisit2)
    t.auth.signIn(anonymousUser)
    await vi.waitFor(() => expect(t.log.getState().user).not.toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(t.fake.names()).toEqual([])
  })
})
