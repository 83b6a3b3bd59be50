import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { Order } from "../../schema/order"
import type { PayPayload } from "../../schema/payment"
import type { SseEvent } from "../../streams/sse"
import { testDatabases } from "../support/databases"
import type { TestDiner } from "../support/diner"
import { listen } from "../support/live"
import { payAsTheApp } from "../support/pay-as-the-app"
import { callSpec, OPERATOR, sendCall } from "../support/refusals"
import { setupServerAndDiners } from "../support/suite"
import { body, refusal } from "../support/typed-answers"

/**
 * A table's visit (schema/visit.ts) begins with its first diner and ends when it is settled.
 * Two parties at one table across a settle, on both databases: neither ever reads the other's
 * orders, lines, names, payments, table cart, staff requests or live events, whichever call or
 * feed it uses; the earlier party's diner is told why a change is refused, and can start a new
 * order, which joins the table's current visit.
 */

const TEA = { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 }
const CAKE = { id: "item-love-cake", selectedChoices: {}, quantity: 1 }
const TABLE = { tenantId: "tenant-lotus", qrCode: "demo-table-1" }
/** The orders of every state: what is ended is still the visit's. */
const ALL_STATES = { qr: TABLE.qrCode }

describe.each(testDatabases())("the visit boundary on $name", (database) => {
  const suite = setupServerAndDiners(database)
  const origin = () => suite.server.origin
  const settle = () => sendCall(origin(), callSpec("operatorSettle"), OPERATOR, { params: { qrCode: TABLE.qrCode } })
  const feedOf = (who: TestDiner) =>
    listen(`${origin()}/api/live/table`, { authorization: `Bearer ${who.token()}`, tenant: TABLE.tenantId, qr: TABLE.qrCode })
  const orders = (who: TestDiner) => body(who.rpc(api.ordersSearch, { query: ALL_STATES }))
  const join = (who: TestDiner, firstName: string) => body(who.rpc(api.tableCartJoin, { payload: { qr: TABLE.qrCode, firstName } }))
  const pay = (who: TestDiner, payerName: string, split?: PayPayload["split"]) => payAsTheApp(who, TABLE.qrCode, payerName, split)
  /** Everything a diner can read of the table, as one text: what must never name the other party. */
  const everythingReadBy = async (who: TestDiner, feed: ReadonlyArray<SseEvent>) =>
    JSON.stringify([
      await orders(who),
      await body(who.rpc(api.paymentsGet, {})),
      await body(who.rpc(api.staffRequestsList, {})),
      await who.rpc(api.tableCartGet, {}).catch((error: unknown) => String(error)),
      feed,
    ])

  it("keeps two parties at one table apart across its settle, and lets the earlier one start a new order", async () => {
    await settle()
    const ana = await suite.diner(TABLE)
    const ben = await suite.diner(TABLE)
    const anasFeed = feedOf(ana)
    try {
      await anasFeed.next((event) => event.event === "ready")
      // Party one orders together and alone, calls staff, and pays it all: the table settles itself.
      await join(ana, "Ana")
      await join(ben, "Ben")
      await body(ana.rpc(api.tableCartAdd, { payload: TEA }))
      await body(ben.rpc(api.tableCartAdd, { payload: CAKE }))
      const together = (await body(ben.rpc(api.tableCartSubmit, { payload: { seenVersion: 3 } }))).order
      await body(ana.rpc(api.staffRequestsList, {}))
      await body(ana.rpc(api.staffRequestCreate, { payload: { kind: "water" } }))
      const paid = await pay(ana, "Ana")
      expect(paid).toMatchObject({ status: "Succeeded", leftAfter: 0 })
      await anasFeed.next((event) => event.event === "payment" && (JSON.parse(event.data) as { settled: boolean }).settled)
      const partyOne = [together.id]

      // Party two: a new diner at the same table orders together, pays part, calls staff.
      const cy = await suite.diner(TABLE)
      const cysFeed = feedOf(cy)
      try {
        await cysFeed.next((event) => event.event === "ready")
        await join(cy, "Cyra")
        await body(cy.rpc(api.tableCartAdd, { payload: CAKE }))
        await body(cy.rpc(api.tableCartAdd, { payload: TEA }))
        const cys = (await body(cy.rpc(api.tableCartSubmit, { payload: { seenVersion: 100 } }))).order
        await body(cy.rpc(api.tableCartAdd, { payload: TEA }))
        await body(cy.rpc(api.staffRequestsList, {}))
        await body(cy.rpc(api.staffRequestCreate, { payload: { kind: "water" } }))
        // Cyra pays her cake only: her visit stays open.
        const cysPayment = await pay(cy, "Cyra", { _tag: "Dishes", lineKeys: [`${cys.id}/${cys.items[0]?.id ?? ""}`] })
        await cysFeed.next((event) => event.event === "payment" && (JSON.parse(event.data) as { payerName: string }).payerName === "Cyra")

        // Party one reads its own visit only: its orders, its receipts, nothing of Cyra's.
        expect((await orders(ana)).map((order: Order) => order.id)).toEqual(partyOne)
        expect((await orders(ben)).map((order: Order) => order.id)).toEqual(partyOne)
        const anasPayments = await body(ana.rpc(api.paymentsGet, {}))
        expect(anasPayments.payments.map((p) => p.id)).toEqual([paid.id])
        expect(anasPayments.left).toBe(0)
        const anaRead = await everythingReadBy(ana, anasFeed.events)
        for (const secret of ["Cyra", cys.id, cysPayment.id, cysPayment.receiptNumber]) expect(anaRead).not.toContain(secret)
        expect(await everythingReadBy(ben, [])).not.toContain("Cyra")
        // Party two reads nothing of party one, in any call or on its feed.
        expect((await orders(cy)).map((order: Order) => order.id)).toEqual([cys.id])
        expect((await body(cy.rpc(api.paymentsGet, {}))).payments.map((p) => p.id)).toEqual([cysPayment.id])
        const cyRead = await everythingReadBy(cy, cysFeed.events)
        for (const secret of ["Ana", "Ben", together.id, paid.id, paid.receiptNumber]) expect(cyRead).not.toContain(secret)
        expect((await body(cy.rpc(api.staffRequestsList, {}))).requests).toHaveLength(1)
        expect((await body(ana.rpc(api.staffRequestsList, {}))).requests).toEqual([])

        // Party one's changes are refused saying why (its visit ended), never silently.
        expect(await body(ana.rpc(api.visitGet, {}))).toMatchObject({ ended: true })
        expect(await refusal(ana.rpc(api.tableCartAdd, { payload: TEA }))).toEqual({ status: 409, tag: "VisitEnded" })
        expect(await refusal(ana.rpc(api.tableCartJoin, { payload: { qr: TABLE.qrCode, firstName: "Ana" } }))).toEqual({
          status: 409,
          tag: "VisitEnded",
        })
        await body(ben.rpc(api.cartAdd, { payload: TEA }))
        expect(await refusal(ben.rpc(api.cartSubmit, {}))).toEqual({ status: 409, tag: "VisitEnded" })
        expect(await refusal(ana.rpc(api.staffRequestCreate, { payload: { kind: "water" } }))).toEqual({ status: 409, tag: "VisitEnded" })
        expect(anasFeed.events.filter((event) => event.event === "tableCart" || event.event === "request").length).toBeGreaterThan(0)

        // Ana starts a new order: she joins the table's current visit, as a new scan would.
        const current = await body(cy.rpc(api.visitGet, {}))
        expect(await body(ana.rpc(api.visitJoin, {}))).toEqual({ id: current.id, ended: false })
        expect(await join(ana, "Ana")).toMatchObject({ cart: { members: 2 } })
        expect((await body(ana.rpc(api.tableCartAdd, { payload: CAKE }))).items).toHaveLength(2)
        expect((await orders(ana)).map((order: Order) => order.id)).toEqual([cys.id])
      } finally {
        await cysFeed.close()
      }
    } finally {
      await anasFeed.close()
    }
  })

  it("begins one visit for diners arriving together, and none for staff settling an empty table", async () => {
    await settle()
    expect(await settle()).toMatchObject({ status: 200 })
    const diners = await Promise.all([suite.diner(TABLE), suite.diner(TABLE), suite.diner(TABLE)])
    const visits = await Promise.all(diners.map((who) => body(who.rpc(api.visitGet, {}))))
    expect(new Set(visits.map((visit) => visit.id)).size).toBe(1)
    expect(visits.every((visit) => !visit.ended)).toBe(true)
  })
})
