import { describe, expect, it } from "vitest"
import type { DomainEvent } from "../../schema/events"
import type { CartLine } from "../../schema/cart"
import type { Order } from "../../schema/order"
import { parseMoney } from "../../src/domain/money"
import { splitBill, tableBill } from "../../src/domain/split-bill"
import { fold } from "../../src/domain/app-state"
import { cartLine, order as orderOf } from "../support/fixtures"

/** Table service in the client: the bill and its split replayed from the log (the requests: tests/unit/sources/table-service.test.ts). */
const line = cartLine
const order = (id: string, lines: ReadonlyArray<CartLine>, serviceCharge: number, isMine?: boolean): Order =>
  orderOf({ id, orderNumber: `#${id}`, items: lines, serviceCharge, ...(isMine === undefined ? {} : { isMine }) })

describe("table service in the client", () => {
  it("keeps what the diner was told about an order being theirs when the live feed moves it", () => {
    const mine = order("o1", [line("l1", "Love Cake", 55000)], 5500, true)
    const served = { id: "state-served", stateName: "Served", color: "#3d3d3d" }
    const live = { ...order("o1", [line("l1", "Love Cake", 55000)], 5500), orderState: served }
    const state = fold([
      { _tag: "v1.OrderChanged", order: mine },
      { _tag: "v1.OrderChanged", order: live },
    ])
    expect(state.orders).toEqual([{ ...mine, orderState: served }])
  })

  it("replays the split from the log: the same events give the same shares", () => {
    const orders = [
      order("o1", [line("l1", "Love Cake", 55000), line("l2", "King Coconut", 40000)], 9500, true),
      order("o2", [line("l3", "Fish Cutlets", 65000)], 6500, false),
    ]
    const events: DomainEvent[] = [
      { _tag: "v1.OrdersFetched", orders },
      { _tag: "v1.SplitChosen", split: { _tag: "Equal", people: 3 } },
      { _tag: "v1.SplitChosen", split: { _tag: "ByDishes", people: 3, claims: { "o1/l1": [0], "o1/l2": [0, 1, 2], "o2/l3": [1] } } },
    ]
    const state = fold(events)
    const result = splitBill(tableBill(state.orders), state.split ?? { _tag: "Equal", people: 1 })
    expect(result).toEqual({
      _tag: "Split",
      shares: [
        { person: 0, subtotal: 68334, serviceCharge: 6834, total: 75168 },
        { person: 1, subtotal: 78333, serviceCharge: 7833, total: 86166 },
        { person: 2, subtotal: 13333, serviceCharge: 1333, total: 14666 },
      ],
    })
    expect(fold([...events, { _tag: "v1.SplitCleared" }]).split).toBeNull()
  })

  it("reads typed amounts in major units", () => {
    expect(["500", "500.5", "1,250.50", " 7.05 "].map(parseMoney)).toEqual([50000, 50050, 125050, 705])
    expect(["", "5.555", "-3", "abc", "1e3"].map(parseMoney)).toEqual([null, null, null, null, null])
  })
})
