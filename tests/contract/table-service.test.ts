import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { liveFeed } from "../../schema/live"
import { operatorApi } from "../../schema/operator-api"
import type { Order } from "../../schema/order"
import { StaffRequest } from "../../schema/staff-request"
import { demoStaffRequestKinds } from "../../server/seed/demo-venue"
import { RpcError } from "../../streams/rpc"
import { testDatabases } from "../support/databases"
import { DEMO_TABLE, signInDiner, type TestDiner } from "../support/diner"
import { listen } from "../support/live"
import { setupServerAndDiner } from "../support/suite"
import { operatorCall, operatorDo } from "../support/operator"

const TABLE_2 = { tenantId: DEMO_TABLE.tenantId, qrCode: "demo-table-2" } as const
const HARBOUR = { tenantId: "tenant-harbour", qrCode: "harbour-deck-2" } as const
const endStates = "state-paid,state-cancelled"

/**
 * Table service: staff requests (one per kind while open, a per-table limit, scoped to the
 * table, acknowledged by staff only, pushed live) and the bill that stays until staff settle
 * the table (every diner's open orders, each marked mine or not, served ones included).
 */
describe.each(testDatabases())("table service on $name", (database) => {
  const suite = setupServerAndDiner(database)
  const acknowledge = (requestId: string, key?: string) =>
    operatorCall(suite.server.origin, operatorApi.operatorAcknowledge, { params: { requestId } }, key)
  const settle = (qrCode: string, key?: string) =>
    operatorCall(suite.server.origin, operatorApi.operatorSettle, { params: { qrCode } }, key)
  const ask = async (diner: TestDiner, kind: string) => {
    const answer = await diner.rpc(api.staffRequestCreate, { payload: { kind } })
    if (answer._tag !== "Ok") throw new Error("request answered 404")
    return answer.body
  }
  const tableRequests = async (diner: TestDiner) => {
    const answer = await diner.rpc(api.staffRequestsList, {})
    if (answer._tag !== "Ok") throw new Error("list answered 404")
    return answer.body
  }
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: unknown) => error,
    )
  const withDiner = async <T>(table: { tenantId: string; qrCode: string }, work: (diner: TestDiner) => Promise<T>): Promise<T> => {
    const diner = await signInDiner(suite.server.origin, table)
    try {
      return await work(diner)
    } finally {
      await diner.close()
    }
  }

  it("offers the venue's kinds, and a second press of an open kind answers the same request, pushed live once", async () => {
    expect(await tableRequests(suite.diner)).toEqual({ kinds: demoStaffRequestKinds, requests: [] })
    const feed = listen(`${suite.server.origin}${liveFeed.path}`, {
      authorization: `Bearer ${suite.diner.token()}`,
      tenant: DEMO_TABLE.tenantId,
      qr: DEMO_TABLE.qrCode,
    })
    try {
      await feed.next((event) => event.event === "ready")
      const [first, racing] = await Promise.all([ask(suite.diner, "waiter"), ask(suite.diner, "waiter")])
      const again = await ask(suite.diner, "waiter")
      expect(racing.id).toBe(first.id)
      expect(again.id).toBe(first.id)
      expect(first).toMatchObject({ kind: "waiter", label: "Waiter", status: "open", serviceAreaId: "area-table-1", acknowledgedAt: null })
      expect((await tableRequests(suite.diner)).requests.map((request) => request.id)).toEqual([first.id])
      const pushed = await feed.next((event) => event.event === "request")
      expect(Schema.decodeUnknownSync(StaffRequest)(JSON.parse(pushed.data))).toEqual(first)
      // Another diner at the same table (its screens open) pressing it too: still the one request.
      expect((await withDiner(DEMO_TABLE, async (other) => (await tableRequests(other), await ask(other, "waiter")))).id).toBe(first.id)
      expect(feed.events.filter((event) => event.event === "request")).toHaveLength(1)
    } finally {
      await feed.close()
    }
  })

  it("refuses a kind the venue does not offer, naming the field", async () => {
    const error = await refusal(ask(suite.diner, "champagne"))
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toMatchObject({ status: 400, serverMessages: [expect.stringContaining("waiter, bill, water")] })
    const bad = await fetch(`${suite.server.origin}${api.staffRequestCreate.path}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${suite.diner.token()}`,
        tenant: DEMO_TABLE.tenantId,
        qr: DEMO_TABLE.qrCode,
        "content-type": "application/json",
      },
      body: JSON.stringify({ kind: "Waiter!" }),
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ errors: [{ field: "kind" }] })
  })

  it("lets staff only acknowledge, live; acknowledging twice answers the same", async () => {
    const request = await ask(suite.diner, "water")
    expect((await acknowledge(request.id, "not-the-operator-key-000000")).status).toBe(401)
    const asDiner = await fetch(`${suite.server.origin}${operatorApi.operatorAcknowledge.path.replace(":requestId", request.id)}`, {
      method: "POST",
      headers: { authorization: `Bearer ${suite.diner.token()}`, tenant: DEMO_TABLE.tenantId, qr: DEMO_TABLE.qrCode },
    })
    expect(asDiner.status).toBe(401)
    expect((await tableRequests(suite.diner)).requests.find((candidate) => candidate.id === request.id)?.status).toBe("open")

    const listed = await operatorDo(suite.server.origin, operatorApi.operatorRequests, { query: {} })
    expect(listed).toContainEqual(
      expect.objectContaining({ request: expect.objectContaining({ id: request.id }), qrCode: DEMO_TABLE.qrCode }),
    )

    const feed = listen(`${suite.server.origin}${liveFeed.path}`, {
      authorization: `Bearer ${suite.diner.token()}`,
      tenant: DEMO_TABLE.tenantId,
      qr: DEMO_TABLE.qrCode,
    })
    try {
      await feed.next((event) => event.event === "ready")
      const acknowledged = await acknowledge(request.id)
      if (acknowledged._tag !== "Ok") throw new Error(`acknowledge answered ${acknowledged.status}`)
      const body = acknowledged.body
      expect(body).toMatchObject({ id: request.id, status: "acknowledged" })
      const pushed = await feed.next((event) => event.event === "request")
      expect(JSON.parse(pushed.data)).toMatchObject({ id: request.id, status: "acknowledged" })
      expect(await acknowledge(request.id)).toEqual({ _tag: "Ok", status: 200, body })
    } finally {
      await feed.close()
    }
    expect((await tableRequests(suite.diner)).requests.find((candidate) => candidate.id === request.id)?.status).toBe("acknowledged")
    expect(await acknowledge("no-such-request")).toMatchObject({ status: 404, error: { _tag: "RequestNotFound" } })
    // Once acknowledged, the same kind may be asked for again: a new request.
    expect((await ask(suite.diner, "water")).id).not.toBe(request.id)
  })

  it("keeps each table's requests to itself, and another tenant's header is refused", async () => {
    const mine = await tableRequests(suite.diner)
    await withDiner(TABLE_2, async (neighbour) => {
      await tableRequests(neighbour)
      const theirs = await ask(neighbour, "bill")
      expect(theirs.serviceAreaId).toBe("area-table-2")
      expect((await tableRequests(neighbour)).requests.map((request) => request.id)).toEqual([theirs.id])
      expect((await tableRequests(suite.diner)).requests).toEqual(mine.requests)
    })
    await withDiner(HARBOUR, async (harbour) => {
      expect((await tableRequests(harbour)).requests).toEqual([])
      expect(await refusal(ask(harbour, "bill"))).toMatchObject({ status: 400 })
    })
    const crossed = await withDiner({ tenantId: HARBOUR.tenantId, qrCode: DEMO_TABLE.qrCode }, (stranger) =>
      refusal(ask(stranger, "waiter")),
    )
    expect(crossed).toMatchObject({ status: 403 })
  })

  it("refuses a diner's fourth new request within 10 minutes, and a table's sixth, with 429; repeated presses do not count", async () => {
    const newRequests = async (diner: TestDiner, count: number) => {
      for (let made = 0; made < count; made++) {
        const request = await ask(diner, "waiter")
        expect((await ask(diner, "waiter")).id).toBe(request.id)
        expect((await acknowledge(request.id)).status).toBe(200)
      }
    }
    await withDiner(TABLE_2, async (first) => {
      await tableRequests(first)
      await newRequests(first, 3)
      // One diner cannot use up the table's requests: the others still have theirs.
      expect(await refusal(ask(first, "water"))).toMatchObject({
        status: 429,
        serverMessages: [expect.stringContaining("You have called the staff 3 times in the last 10 minutes")],
      })
      await withDiner(TABLE_2, async (second) => {
        await tableRequests(second)
        // Table 2 has one open "bill" request from the test before, and three of the first diner's: one more fits.
        await newRequests(second, 1)
        expect(await refusal(ask(second, "water"))).toMatchObject({
          status: 429,
          serverMessages: [expect.stringContaining("This table has called the staff 5 times in the last 10 minutes")],
        })
        // The open one is still answered: asking again is not a new request.
        expect((await ask(second, "bill")).status).toBe("open")
      })
    })
    // The limit is the table's, not the venue's.
    expect(await withDiner(DEMO_TABLE, async (elsewhere) => (await tableRequests(elsewhere), (await ask(elsewhere, "bill")).status))).toBe(
      "open",
    )
  })

  it("takes a call for staff only from a diner with a cart, an order or the table's screens open there lately (403 otherwise)", async () => {
    await withDiner(TABLE_2, async (stranger) => {
      // Knowing the QR code is not enough: no cart, no order, the table's requests never read.
      expect(await refusal(ask(stranger, "water"))).toMatchObject({
        status: 403,
        serverMessages: [expect.stringContaining("please open the table's page")],
      })
      // Having read them at another table gives no pass here.
      expect(
        await withDiner(
          DEMO_TABLE,
          async (elsewhere) => (
            await tableRequests(elsewhere),
            await refusal(stranger.rpc(api.staffRequestCreate, { payload: { kind: "water" } }))
          ),
        ),
      ).toMatchObject({ status: 403 })
    })
    await withDiner(TABLE_2, async (withCart) => {
      await withCart.rpc(api.cartAdd, { payload: { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 } })
      expect((await ask(withCart, "bill")).status).toBe("open")
    })
  })

  it("keeps every diner's open orders on the table's bill, served ones too, until staff settle it", async () => {
    const order = async (diner: TestDiner, key: string): Promise<Order> => {
      await diner.rpc(api.cartAdd, { payload: { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 } })
      const answer = await diner.rpc(api.cartSubmit, { idempotencyKey: key })
      if (answer._tag !== "Ok") throw new Error("submit answered 404")
      expect(answer.body.isMine).toBe(true)
      return answer.body
    }
    const bill = async (diner: TestDiner) => {
      const answer = await diner.rpc(api.ordersSearch, { query: { qr: DEMO_TABLE.qrCode, excludeStatusIds: endStates } })
      if (answer._tag !== "Ok") throw new Error("search answered 404")
      return answer.body
    }
    const states = await suite.diner.rpc(api.orderStates, {})
    expect(
      states._tag === "Ok" &&
        states.body
          .filter((state) => state.isEnd)
          .map((state) => state.id)
          .join(","),
    ).toBe(endStates)

    await withDiner(DEMO_TABLE, async (friend) => {
      const mine = await order(suite.diner, "table-bill-mine-01")
      const theirs = await order(friend, "table-bill-theirs-01")
      for (const step of ["state-accepted", "state-preparing", "state-ready", "state-served"]) {
        await operatorDo(suite.server.origin, operatorApi.operatorAdvance, { params: { orderId: mine.id }, payload: { toStateId: step } })
      }
      const seenByMe = await bill(suite.diner)
      const seenByFriend = await bill(friend)
      expect(seenByMe.map((candidate) => [candidate.id, candidate.isMine])).toEqual([
        [theirs.id, false],
        [mine.id, true],
      ])
      expect(seenByFriend.map((candidate) => [candidate.id, candidate.isMine])).toEqual([
        [theirs.id, true],
        [mine.id, false],
      ])
      expect(seenByMe.find((candidate) => candidate.id === mine.id)?.orderState.stateName).toBe("Served")
      // Nothing names who placed an order.
      expect(JSON.stringify(seenByMe)).not.toContain(friend.user.uid)
      expect(JSON.stringify(seenByFriend)).not.toContain(suite.diner.user.uid)

      const feed = listen(`${suite.server.origin}${liveFeed.path}`, {
        authorization: `Bearer ${friend.token()}`,
        tenant: DEMO_TABLE.tenantId,
        qr: DEMO_TABLE.qrCode,
      })
      try {
        await feed.next((event) => event.event === "ready")
        const body = await operatorDo(suite.server.origin, operatorApi.operatorSettle, { params: { qrCode: DEMO_TABLE.qrCode } })
        expect(body.settled.map((candidate) => candidate.id).sort()).toEqual([mine.id, theirs.id].sort())
        expect(body.settled.every((candidate) => candidate.orderState.stateName === "Paid")).toBe(true)
        expect(body.closedRequests).toBeGreaterThan(0)
        await feed.next(
          (event) =>
            event.event === "order" && JSON.parse(event.data).id === theirs.id && JSON.parse(event.data).orderState.stateName === "Paid",
        )
      } finally {
        await feed.close()
      }
      expect(await bill(friend)).toEqual([])
    })
    await withDiner(DEMO_TABLE, async (nextParty) => {
      expect(await bill(nextParty)).toEqual([])
      expect((await tableRequests(nextParty)).requests).toEqual([])
    })
    // Table 2 was not settled: its requests stay.
    await withDiner(TABLE_2, async (neighbour) => expect((await tableRequests(neighbour)).requests).not.toEqual([]))
    expect(await settle("no-such-table")).toMatchObject({ status: 404, error: { _tag: "TableNotFound" } })
    expect(await settle(DEMO_TABLE.qrCode, "not-the-operator-key-000000")).toMatchObject({ status: 401, error: { _tag: "NotOperator" } })
  })
})
