import { describe, expect, it } from "vitest"
import type { OrderWithArea } from "../../schema/operator-api"
import type { StaffOrderState, StaffVenue } from "../../schema/staff"
import { boardColumns, isLate, mainMove, ordersByColumn, waitedText } from "../../src/domain/staff-board"
import { feedbackGiven, listsOf, NO_LISTS, orderChanged, requestChanged } from "../../src/domain/staff-lists"
import { order } from "../support/fixtures"

/** The staff board's rules (src/domain/staff-board.ts) and how the feed's changes reach its lists (staff-lists.ts). */
const state = (id: string, position: number, moves: ReadonlyArray<readonly [string, string]>, isEnd = false): StaffOrderState => ({
  id,
  name: id.replace("state-", ""),
  color: "#000000",
  isEnd,
  position,
  moves: moves.map(([name, to]) => ({ id: `move-${name}`, name, toStateId: to })),
})
const states: ReadonlyArray<StaffOrderState> = [
  state("state-paid", 6, [], true),
  state("state-served", 5, [["Pay", "state-paid"]]),
  state("state-placed", 1, [
    ["Cancel", "state-cancelled"],
    ["Accept", "state-accepted"],
  ]),
  state("state-accepted", 2, [["Start preparing", "state-preparing"]]),
  state("state-cancelled", 7, [], true),
]
const venue: StaffVenue = { id: "venue-1", name: "Lotus", tenantId: "t", currency: null, lateAfterMinutes: 15, orderStates: states }
const onBoard = (id: string, stateId: string, createdAt: number): OrderWithArea => ({
  order: order({ id, createdAt, orderState: { id: stateId, stateName: stateId, color: "#000000" } }),
  serviceAreaName: "Table 1",
  stateIsEnd: false,
})

describe("the staff board's rules", () => {
  it("has a column per open state, in the venue's order", () => {
    expect(boardColumns(states).map((column) => column.id)).toEqual(["state-placed", "state-accepted", "state-served"])
  })

  it("taps the first move into an open state, never Cancel; from Served, Pay", () => {
    const [placed, , served] = boardColumns(states)
    expect(placed && mainMove(placed, states)?.name).toBe("Accept")
    expect(served && mainMove(served, states)?.name).toBe("Pay")
  })

  it("says how long an order waited, and calls it late from the venue's minutes until it is served", () => {
    expect([0, 1, 59, 60, 65].map(waitedText)).toEqual(["just now", "1 min", "59 min", "1 h", "1 h 5 min"])
    expect(isLate(14, 15, false)).toBe(false)
    expect(isLate(15, 15, false)).toBe(true)
    expect(isLate(90, 15, true)).toBe(false)
  })

  it("lists each column's orders oldest first", () => {
    const columns = ordersByColumn([onBoard("b", "state-placed", 20), onBoard("a", "state-placed", 10)], boardColumns(states))
    expect(columns.get("state-placed")?.map((entry) => entry.order.id)).toEqual(["a", "b"])
    expect(columns.get("state-served")).toEqual([])
  })
})

describe("the feed's changes on the staff lists", () => {
  const lists = listsOf({ ...NO_LISTS, orders: [onBoard("a", "state-placed", 10), onBoard("b", "state-accepted", 20)] })

  it("puts a new order on the board with its table, moves one, and takes one off at an end state; others keep their identity", () => {
    const placed = orderChanged(lists, order({ id: "c", orderState: { id: "state-placed", stateName: "", color: "#000000" } }), venue)
    expect(placed.orders.get("c")?.serviceAreaName).toBe("A table")
    expect(placed.orders.get("a")).toBe(lists.orders.get("a"))
    const paid = orderChanged(placed, order({ id: "a", orderState: { id: "state-paid", stateName: "", color: "#000000" } }), venue)
    expect([...paid.orders.keys()]).toEqual(["b", "c"])
    // An end state for an order the board never had changes nothing.
    expect(orderChanged(paid, order({ id: "z", orderState: { id: "state-paid", stateName: "", color: "#000000" } }), venue)).toBe(paid)
  })

  it("lists a request until it is closed, and a feedback once", () => {
    const request = {
      id: "r",
      serviceAreaId: "area-1",
      kind: "waiter",
      label: "Waiter",
      status: "open",
      createdAt: 0,
      acknowledgedAt: null,
    } as const
    const asked = requestChanged(lists, request, 60_000)
    expect(asked.requests.map((entry) => [entry.request.status, entry.ageSeconds])).toEqual([["open", 60]])
    const acknowledged = requestChanged(asked, { ...request, status: "acknowledged", acknowledgedAt: 1 }, 61_000)
    expect(acknowledged.requests.map((entry) => entry.request.status)).toEqual(["acknowledged"])
    expect(requestChanged(acknowledged, { ...request, status: "closed" }, 62_000).requests).toEqual([])
    const given = {
      feedback: { paymentId: "p", rating: "up", reasons: [], at: 1 },
      venueId: "venue-1",
      venueName: "Lotus",
      tableName: "Table 1",
      qrCode: "demo-table-1",
      receiptNumber: "R-000001",
    } as const
    const once = feedbackGiven(lists, given)
    expect(feedbackGiven(once, given)).toBe(once)
  })
})
