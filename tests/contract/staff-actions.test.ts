import { beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import * as E from "../../schema/errors"
import { operatorApi } from "../../schema/operator-api"
import type { StaffAction } from "../../schema/staff"
import { staffApi } from "../../schema/staff-api"
import { testDatabases, type TestDatabase } from "../support/databases"
import type { TestDiner } from "../support/diner"
import { operatorDo } from "../support/operator"
import { payAsTheApp } from "../support/pay-as-the-app"
import { DEMO_STAFF_EMAIL, DEMO_VENUE_ID, HARBOUR_TABLE, staffCall, staffDo } from "../support/staff"
import { setupServerAndDiners } from "../support/suite"
import { body } from "../support/typed-answers"

/**
 * The staff screen's actions against the real server, on both databases: each reaches the same
 * service as the operator's call, is recorded with who took it (the staff e-mail, or "operator"
 * for the key), and reaches the venue's own orders, requests, dishes, tables and payments only.
 * The reads show what the board and the floor need.
 */
const TABLE_1 = { tenantId: "tenant-lotus", qrCode: "demo-table-1" } as const
const TABLE_2 = { tenantId: "tenant-lotus", qrCode: "demo-table-2" } as const
const TEA = { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 }
const AT_VENUE = { venueId: DEMO_VENUE_ID }

describe.each(testDatabases())("the staff's actions on $name", (database: TestDatabase) => {
  const suite = setupServerAndDiners(database)
  const origin = () => suite.server.origin
  let staff: TestDiner
  const token = () => staff.token()

  beforeAll(async () => {
    staff = await suite.diner(TABLE_1, DEMO_STAFF_EMAIL)
  })

  const ordered = async (diner: TestDiner, note?: string) => {
    await body(diner.rpc(api.cartAdd, { payload: { ...TEA, ...(note === undefined ? {} : { note: "no sugar" }) } }))
    return body(diner.rpc(api.cartSubmit, { payload: note === undefined ? null : { note } }))
  }
  const actions = (): Promise<ReadonlyArray<StaffAction>> => staffDo(origin(), staffApi.staffActions, { params: AT_VENUE }, token())
  const seen = (list: ReadonlyArray<StaffAction>) => list.map(({ actor, action, target, detail }) => ({ actor, action, target, detail }))

  it("records each staff action with who took it, and the operator's as 'operator'", async () => {
    const diner = await suite.diner(TABLE_1)
    const order = await ordered(diner, "Birthday table")
    const advanced = await staffDo(origin(), staffApi.staffAdvance, { params: { ...AT_VENUE, orderId: order.id }, payload: {} }, token())
    expect(advanced.orderState.id).toBe("state-accepted")
    await operatorDo(origin(), operatorApi.operatorAdvance, { params: { orderId: order.id }, payload: {} })

    await body(diner.rpc(api.staffRequestsList, {}))
    const request = await body(diner.rpc(api.staffRequestCreate, { payload: { kind: "waiter" } }))
    const acked = await staffDo(origin(), staffApi.staffAcknowledge, { params: { ...AT_VENUE, requestId: request.id } }, token())
    expect(acked.status).toBe("acknowledged")

    const dish = { ...AT_VENUE, itemId: "item-love-cake" }
    await staffDo(origin(), staffApi.staffAvailability, { params: dish, payload: { available: false } }, token())
    const menu = await staffDo(origin(), staffApi.staffMenu, { params: AT_VENUE }, token())
    expect(menu.find((each) => each.itemId === "item-love-cake")?.available).toBe(false)
    await staffDo(origin(), staffApi.staffAvailability, { params: dish, payload: { available: true } }, token())
    await staffDo(origin(), staffApi.staffPrice, { params: dish, payload: { variantId: "var-love-cake", price: 60000 } }, token())

    const settled = await staffDo(origin(), staffApi.staffSettle, { params: { ...AT_VENUE, qrCode: TABLE_1.qrCode } }, token())
    expect(settled.settled.map((each) => each.id)).toEqual([order.id])

    const payer = await suite.diner(TABLE_2)
    await ordered(payer)
    const receipt = await payAsTheApp(payer, TABLE_2.qrCode, "Ana")
    const refunded = await staffDo(
      origin(),
      staffApi.staffRefund,
      { params: { ...AT_VENUE, receiptNumber: receipt.receiptNumber } },
      token(),
    )
    expect(refunded.status).toBe("Refunded")

    expect(seen(await actions())).toEqual([
      { actor: DEMO_STAFF_EMAIL, action: "refund", target: receipt.receiptNumber, detail: String(receipt.total) },
      { actor: DEMO_STAFF_EMAIL, action: "settle", target: TABLE_1.qrCode, detail: "1 order" },
      { actor: DEMO_STAFF_EMAIL, action: "price", target: "item-love-cake", detail: "var-love-cake 60000" },
      { actor: DEMO_STAFF_EMAIL, action: "availability", target: "item-love-cake", detail: "on" },
      { actor: DEMO_STAFF_EMAIL, action: "availability", target: "item-love-cake", detail: "off" },
      { actor: DEMO_STAFF_EMAIL, action: "acknowledge", target: request.id, detail: "Waiter" },
      { actor: "operator", action: "advance", target: order.id, detail: "Preparing" },
      { actor: DEMO_STAFF_EMAIL, action: "advance", target: order.id, detail: "Accepted" },
    ])
  })

  it("shows the board, the floor and the requests as the screen needs them", async () => {
    const diner = await suite.diner(TABLE_2)
    await body(diner.rpc(api.visitJoin, {}))
    const order = await ordered(diner, "Window seat")
    await body(diner.rpc(api.staffRequestsList, {}))
    await body(diner.rpc(api.staffRequestCreate, { payload: { kind: "water" } }))

    const board = await staffDo(origin(), staffApi.staffOrders, { params: AT_VENUE, query: {} }, token())
    const onBoard = board.find((each) => each.order.id === order.id)
    expect(onBoard?.serviceAreaName).toBe("Table 2")
    expect(onBoard?.order.note).toBe("Window seat")
    expect(onBoard?.order.items.map((line) => [line.name, line.note])).toEqual([["Ceylon Tea", "no sugar"]])

    const floor = await staffDo(origin(), staffApi.staffTables, { params: AT_VENUE }, token())
    const table2 = floor.find((table) => table.qrCode === TABLE_2.qrCode)
    expect(table2?.visit).not.toBeNull()
    expect(table2?.openOrders).toBe(1)
    expect(table2?.billTotal).toBe(order.summery?.finalPrice ?? order.price)
    expect(table2?.left).toBe(table2?.billTotal)
    expect(table2?.openRequests.map((request) => request.kind)).toEqual(["water"])
    expect(floor.map((table) => table.name)).toContain("Table 1")

    const requests = await staffDo(origin(), staffApi.staffRequests, { params: AT_VENUE, query: {} }, token())
    const water = requests.find((each) => each.request.kind === "water")
    expect(water?.tableName).toBe("Table 2")
    expect(water?.ageSeconds).toBeGreaterThanOrEqual(0)
  })

  it("acts at the staff member's own venue only: another venue's order, dish and table are not found", async () => {
    const harbourDiner = await suite.diner(HARBOUR_TABLE)
    await body(harbourDiner.rpc(api.cartAdd, { payload: { id: "item-seer-fish-steak", selectedChoices: {}, quantity: 1 } }))
    const harbourOrder = await body(harbourDiner.rpc(api.cartSubmit, {}))
    const tagOf = (answer: { _tag: string; error?: { _tag: string } }) => (answer._tag === "Refused" ? answer.error?._tag : answer._tag)
    const before = (await actions()).length
    expect(
      tagOf(await staffCall(origin(), staffApi.staffAdvance, { params: { ...AT_VENUE, orderId: harbourOrder.id }, payload: {} }, token())),
    ).toBe(E.OrderNotFound.tag)
    expect(
      tagOf(
        await staffCall(
          origin(),
          staffApi.staffAvailability,
          { params: { ...AT_VENUE, itemId: "item-seer-fish-steak" }, payload: { available: false } },
          token(),
        ),
      ),
    ).toBe(E.ItemNotFound.tag)
    expect(tagOf(await staffCall(origin(), staffApi.staffSettle, { params: { ...AT_VENUE, qrCode: HARBOUR_TABLE.qrCode } }, token()))).toBe(
      E.TableNotFound.tag,
    )
    const board = await staffDo(origin(), staffApi.staffOrders, { params: AT_VENUE, query: {} }, token())
    expect(board.map((each) => each.order.id)).not.toContain(harbourOrder.id)
    // Nothing refused was recorded.
    expect((await actions()).length).toBe(before)
  })
})
