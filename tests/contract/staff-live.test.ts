import { Schema } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { liveFeed } from "../../schema/live"
import { operatorApi } from "../../schema/operator-api"
import { Order } from "../../schema/order"
import { StaffAction } from "../../schema/staff"
import { staffApi, staffLiveFeed } from "../../schema/staff-api"
import { testDatabases, type TestDatabase } from "../support/databases"
import { DEMO_TABLE, type TestDiner } from "../support/diner"
import { listen } from "../support/live"
import { operatorDo } from "../support/operator"
import { DEMO_STAFF_EMAIL, DEMO_VENUE_ID, HARBOUR_TABLE, staffDo } from "../support/staff"
import { setupServerAndDiners } from "../support/suite"
import { body } from "../support/typed-answers"

/**
 * The staff screen's live feed (schema/staff-api.ts staffLiveFeed) against the real server, on
 * both databases: a staff subscriber hears a new order of any table of its venue, whole, and each
 * advance with who took it; it resumes with Last-Event-ID without losing what was missed; another
 * venue's orders never reach it, nor its staff actions a table's diners; and it is refused as
 * the staff calls are.
 */
const TEA = { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 }
const decodeOrder = Schema.decodeUnknownSync(Order)
const decodeAction = Schema.decodeUnknownSync(StaffAction)

describe.each(testDatabases())("the staff live feed on $name", (database: TestDatabase) => {
  const suite = setupServerAndDiners(database)
  const origin = () => suite.server.origin
  const feedUrl = (venueId = DEMO_VENUE_ID) => `${origin()}${staffLiveFeed.path.replace(":venueId", venueId)}`
  let staff: TestDiner

  beforeAll(async () => {
    staff = await suite.diner(DEMO_TABLE, DEMO_STAFF_EMAIL)
  })

  const ordered = async (diner: TestDiner, note: string) => {
    await body(diner.rpc(api.cartAdd, { payload: TEA }))
    return body(diner.rpc(api.cartSubmit, { payload: { note } }))
  }

  it("delivers a new order, whole, and each advance with who took it; a table's diners hear no staff action", async () => {
    const feed = listen(feedUrl(), { authorization: `Bearer ${staff.token()}` })
    const diner = await suite.diner(DEMO_TABLE)
    const tableFeed = listen(`${origin()}${liveFeed.path}`, {
      authorization: `Bearer ${diner.token()}`,
      tenant: DEMO_TABLE.tenantId,
      qr: DEMO_TABLE.qrCode,
    })
    try {
      await feed.next((event) => event.event === "ready")
      await tableFeed.next((event) => event.event === "ready")
      const order = await ordered(diner, "Birthday: candles on the cake")
      const placed = decodeOrder(JSON.parse((await feed.next((event) => event.event === "order")).data))
      expect(placed).toEqual(order.isMine === undefined ? order : (({ isMine: _mine, ...rest }) => rest)(order))
      expect(placed.note).toBe("Birthday: candles on the cake")

      await staffDo(origin(), staffApi.staffAdvance, { params: { venueId: DEMO_VENUE_ID, orderId: order.id }, payload: {} }, staff.token())
      const moved = await feed.next(
        (event) => event.event === "order" && decodeOrder(JSON.parse(event.data)).orderState.id === "state-accepted",
      )
      expect(decodeOrder(JSON.parse(moved.data)).id).toBe(order.id)
      const action = decodeAction(JSON.parse((await feed.next((event) => event.event === "staffAction")).data))
      expect(action).toMatchObject({ actor: DEMO_STAFF_EMAIL, action: "advance", target: order.id, detail: "Accepted" })

      // The diner heard the same move on the table's feed, and nothing of who made it.
      await tableFeed.next((event) => event.event === "order" && decodeOrder(JSON.parse(event.data)).orderState.id === "state-accepted")
      expect(tableFeed.events.map((event) => event.event)).not.toContain("staffAction")
    } finally {
      await feed.close()
      await tableFeed.close()
    }
  })

  it("resumes with Last-Event-ID: what happened while it was away arrives, in order, once", async () => {
    const diner = await suite.diner({ tenantId: "tenant-lotus", qrCode: "demo-table-2" })
    const first = listen(feedUrl(), { authorization: `Bearer ${staff.token()}` })
    const ready = await first.next((event) => event.event === "ready")
    await first.close()
    const order = await ordered(diner, "Window seat")
    await operatorDo(origin(), operatorApi.operatorAdvance, { params: { orderId: order.id }, payload: {} })
    const again = listen(feedUrl(), { authorization: `Bearer ${staff.token()}` }, ready.id)
    try {
      await again.next((event) => event.event === "ready")
      const orders = again.events.filter((event) => event.event === "order").map((event) => decodeOrder(JSON.parse(event.data)))
      expect(orders.map((each) => [each.id, each.orderState.id])).toEqual([
        [order.id, "state-placed"],
        [order.id, "state-accepted"],
      ])
      const actions = again.events.filter((event) => event.event === "staffAction").map((event) => decodeAction(JSON.parse(event.data)))
      expect(actions.map((each) => each.actor)).toEqual(["operator"])
    } finally {
      await again.close()
    }
  })

  it("carries no other venue's orders", async () => {
    const feed = listen(feedUrl(), { authorization: `Bearer ${staff.token()}` })
    try {
      await feed.next((event) => event.event === "ready")
      const harbourDiner = await suite.diner(HARBOUR_TABLE)
      await body(harbourDiner.rpc(api.cartAdd, { payload: { id: "item-seer-fish-steak", selectedChoices: {}, quantity: 1 } }))
      const harbourOrder = await body(harbourDiner.rpc(api.cartSubmit, {}))
      // An order of the venue placed after it: once it arrives, the harbour order (before it) would have too.
      const ours = await ordered(await suite.diner(DEMO_TABLE), "After the harbour's")
      await feed.next((event) => event.event === "order" && decodeOrder(JSON.parse(event.data)).id === ours.id)
      expect(feed.events.filter((event) => event.event === "order").map((event) => decodeOrder(JSON.parse(event.data)).id)).not.toContain(
        harbourOrder.id,
      )
    } finally {
      await feed.close()
    }
  })

  it("is refused as the staff calls are: no token 401, an anonymous diner 403, an unlisted account 403", async () => {
    const status = async (headers: Record<string, string>) => {
      const response = await fetch(feedUrl(), { headers: { accept: "text/event-stream", ...headers } })
      const answer =
        response.headers.get("content-type")?.includes("json") === true ? ((await response.json()) as { error: { _tag: string } }) : null
      return [response.status, answer?.error._tag]
    }
    expect(await status({})).toEqual([401, "NotSignedIn"])
    expect(await status({ authorization: `Bearer ${(await suite.diner()).token()}` })).toEqual([403, "NotStaff"])
    expect(await status({ authorization: `Bearer ${(await suite.diner(DEMO_TABLE, "stranger@tableside.test")).token()}` })).toEqual([
      403,
      "NotStaff",
    ])
  })
})
