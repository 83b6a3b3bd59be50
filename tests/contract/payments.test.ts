import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { Order } from "../../schema/order"
import type { Payment, PayPayload, TablePayments } from "../../schema/payment"
import { paymentAmounts } from "../../src/domain/payment"
import { tableBill } from "../../src/domain/split-bill"
import { testDatabases } from "../support/databases"
import { body, refusal } from "../support/typed-answers"
import type { TestDiner } from "../support/diner"
import { listen } from "../support/live"
import { callSpec, OPERATOR, sendCall } from "../support/refusals"
import { setupServerAndDiners } from "../support/suite"

/**
 * Paying at the table (schema/payment.ts) through the app's typed client against the real
 * server, on both databases: the server computes every amount, charges a share once however
 * many payments race for it, refuses a total altered on the way and anyone else's table or
 * tenant, tells the whole table live, and settles the table when nothing is left.
 */

const TEA = { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 }
const CAKE = { id: "item-love-cake", selectedChoices: {}, quantity: 1 }
const TABLE_1 = { tenantId: "tenant-lotus", qrCode: "demo-table-1" }
const TABLE_2 = { tenantId: "tenant-lotus", qrCode: "demo-table-2" }
const HARBOUR = { tenantId: "tenant-harbour", qrCode: "harbour-deck-2" }
const ENDED = "state-paid,state-cancelled"

describe.each(testDatabases())("paying at the table on $name", (database) => {
  const suite = setupServerAndDiners(database)
  const origin = () => suite.server.origin
  const diner = (table = TABLE_1) => suite.diner(table)
  const settle = (qrCode: string) => sendCall(origin(), callSpec("operatorSettle"), OPERATOR, { params: { qrCode } })
  /** The diner orders these dishes from their own cart: the order. */
  const order = async (who: TestDiner, ...dishes: ReadonlyArray<typeof TEA>): Promise<Order> => {
    for (const dish of dishes) await body(who.rpc(api.cartAdd, { payload: dish }))
    return body(who.rpc(api.cartSubmit, {}))
  }
  const openOrders = (who: TestDiner, qr: string) => body(who.rpc(api.ordersSearch, { query: { qr, excludeStatusIds: ENDED } }))
  const payments = (who: TestDiner): Promise<TablePayments> => body(who.rpc(api.paymentsGet, {}))
  /** A payment as the app makes it: the total it shows computed by the app's own rule from the bill it read. */
  const payload = async (
    who: TestDiner,
    qr: string,
    split: PayPayload["split"],
    tip: PayPayload["tip"],
    paymentMethod = "pm_card_visa",
  ) => {
    const bill = tableBill(await openOrders(who, qr))
    const standing = await payments(who)
    const counted = standing.payments
      .filter((p) => p.status !== "Refunded")
      .map((p) => ({ share: p.share, tip: p.tip, lineKeys: p.lineKeys }))
    const amounts = paymentAmounts(bill, counted, split, tip, standing.tipPercents)
    if (amounts._tag === "Refused") throw new Error(`the app would refuse this payment: ${amounts.reason._tag}`)
    return { qr, split, tip, expectedTotal: amounts.total, paymentMethod }
  }
  const pay = (who: TestDiner, body_: PayPayload, idempotencyKey?: string) =>
    body(who.rpc(api.pay, idempotencyKey === undefined ? { payload: body_ } : { payload: body_, idempotencyKey }))
  const lineKeyOf = (placed: Order): string => `${placed.id}/${placed.items[0]?.id ?? ""}`

  it("pays A's dishes with a 10% tip, tells the table live, refuses a declined card charging nothing, and settles when B pays the rest", async () => {
    await settle(TABLE_1.qrCode)
    const ana = await diner()
    const ben = await diner()
    const anas = await order(ana, TEA)
    await order(ben, CAKE)
    const feed = listen(`${origin()}/api/live/table`, {
      authorization: `Bearer ${ben.token()}`,
      tenant: TABLE_1.tenantId,
      qr: TABLE_1.qrCode,
    })
    try {
      await feed.next((event) => event.event === "ready")
      const before = await payments(ben)
      expect(before).toMatchObject({ provider: "demo", stripe: null, tipPercents: [0, 5, 10], paid: 0, tips: 0, payments: [] })
      // The demo takes cards in the app's own form: its pages allow no Stripe origin.
      expect((await fetch(`${origin()}/api/payments`)).headers.get("content-security-policy")).not.toContain("stripe.com")
      expect(before.left).toBe(before.billTotal)

      const dishes = await payload(ana, TABLE_1.qrCode, { _tag: "Dishes", lineKeys: [lineKeyOf(anas)] }, { _tag: "Percent", percent: 10 })
      const paid = await pay(ana, { ...dishes, payerName: "Ana" })
      const teaTotal = anas.summery?.finalPrice ?? 0
      expect(paid).toMatchObject({
        status: "Succeeded",
        share: { total: teaTotal },
        tip: Math.round(teaTotal / 10),
        total: teaTotal + Math.round(teaTotal / 10),
        card: { brand: "visa", last4: "4242" },
        payer: { yours: true, name: "Ana" },
        tableName: "Table 1",
        leftAfter: before.billTotal - teaTotal,
      })
      expect(paid.receiptNumber).toMatch(/^R-\d{6}$/)
      expect(paid.lines.map((line) => line.name)).toEqual(["Ceylon Tea"])
      // The receipt at its own address, for its payer.
      expect(await body(ana.rpc(api.receiptGet, { params: { paymentId: paid.id } }))).toEqual(paid)

      const told = await feed.next((event) => event.event === "payment")
      expect(JSON.parse(told.data)).toMatchObject({ payerName: "Ana", amount: paid.total, left: paid.leftAfter, settled: false })
      expect(await payments(ben)).toMatchObject({ paid: paid.total, tips: paid.tip, left: paid.leftAfter })

      // Ben's declined card: 402 with why, nothing charged or stored, the bill as it was.
      const rest = await payload(ben, TABLE_1.qrCode, { _tag: "WholeBill" }, { _tag: "Percent", percent: 0 })
      for (const [card, tag] of [
        ["pm_card_chargeDeclined", "CardDeclined"],
        ["pm_card_chargeDeclinedInsufficientFunds", "InsufficientFunds"],
      ] as const)
        expect(await refusal(pay(ben, { ...rest, paymentMethod: card }))).toEqual({ status: 402, tag })
      expect((await payments(ben)).payments).toHaveLength(1)

      const last = await pay(ben, rest)
      expect(last).toMatchObject({ status: "Succeeded", total: paid.leftAfter, leftAfter: 0, payer: { yours: true, name: null } })
      const settled = await feed.next((event) => event.event === "payment" && (JSON.parse(event.data) as { settled: boolean }).settled)
      expect(JSON.parse(settled.data)).toMatchObject({ left: 0, payerName: null })

      // Settled by paying: the next party starts with an empty bill, and the receipts stay.
      const next = await diner()
      expect(await openOrders(next, TABLE_1.qrCode)).toEqual([])
      expect(await payments(next)).toMatchObject({ billTotal: 0, paid: 0, left: 0, payments: [] })
      expect((await body(ana.rpc(api.receiptGet, { params: { paymentId: paid.id } }))).receiptNumber).toBe(paid.receiptNumber)
    } finally {
      await feed.close()
    }
  })

  it("makes one payment of one share however many payments race for it, keyed or not", async () => {
    await settle(TABLE_2.qrCode)
    const ana = await diner(TABLE_2)
    const ben = await diner(TABLE_2)
    const anas = await order(ana, TEA)
    await order(ben, CAKE)
    const share = await payload(ana, TABLE_2.qrCode, { _tag: "Dishes", lineKeys: [lineKeyOf(anas)] }, { _tag: "Amount", amount: 500 })
    const outcomes = await Promise.allSettled([
      pay(ana, share, "race-share-key-0001"),
      pay(ana, share, "race-share-key-0001"),
      pay(ana, share, "race-share-key-0002"),
      pay(ben, share, "race-share-key-0003"),
      pay(ben, share),
      pay(ana, share),
    ])
    const made = new Set(outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value.id] : [])))
    expect(made.size).toBe(1)
    for (const outcome of outcomes)
      if (outcome.status === "rejected") expect(outcome.reason).toMatchObject({ status: 409, error: { _tag: "LinePaid" } })
    const standing = await payments(ben)
    expect(standing.payments).toHaveLength(1)
    expect(standing.paid).toBe(share.expectedTotal)
    // The same key again, later: the first payment's answer, not a second payment.
    const again = await pay(ana, share, "race-share-key-0001")
    expect(made.has(again.id) || outcomes[0]?.status === "rejected").toBe(true)
    expect((await payments(ben)).payments).toHaveLength(1)
  })

  it("refuses a tampered total, a tip not offered and an amount above what is left, charging nothing", async () => {
    await settle(TABLE_2.qrCode)
    const ana = await diner(TABLE_2)
    await order(ana, TEA)
    const whole = await payload(ana, TABLE_2.qrCode, { _tag: "WholeBill" }, { _tag: "Percent", percent: 5 })
    expect(await refusal(pay(ana, { ...whole, expectedTotal: whole.expectedTotal - 1 }))).toEqual({ status: 409, tag: "AmountChanged" })
    expect(await refusal(pay(ana, { ...whole, expectedTotal: 1 }))).toEqual({ status: 409, tag: "AmountChanged" })
    expect(await refusal(pay(ana, { ...whole, tip: { _tag: "Percent", percent: 7 } }))).toEqual({ status: 400, tag: "TipRefused" })
    const left = (await payments(ana)).left
    expect(
      await refusal(
        pay(ana, { ...whole, split: { _tag: "Amount", amount: left + 1 }, tip: { _tag: "Amount", amount: 0 }, expectedTotal: left + 1 }),
      ),
    ).toEqual({ status: 409, tag: "AmountAboveLeft" })
    expect(await payments(ana)).toMatchObject({ paid: 0, left, payments: [] })
  })

  it("refuses paying at another table or tenant, and shows a receipt to its payer at its table alone", async () => {
    await settle(TABLE_2.qrCode)
    const ana = await diner(TABLE_2)
    await order(ana, TEA)
    const part = await payload(ana, TABLE_2.qrCode, { _tag: "Amount", amount: 1000 }, { _tag: "Amount", amount: 0 })
    // A payment naming another table than the diner's header.
    expect(await refusal(pay(ana, { ...part, qr: TABLE_1.qrCode }))).toEqual({ status: 403, tag: "WrongTable" })
    // The same token with another tenant's header and this tenant's table.
    const tenantMixed = await sendCall(
      origin(),
      api.pay,
      { authorization: `Bearer ${ana.token()}`, tenant: HARBOUR.tenantId, qr: TABLE_2.qrCode },
      { payload: part },
    )
    expect(tenantMixed.status).toBe(403)
    const paid = await pay(ana, part)
    // Another diner at the table, the payer at another table, a diner of another tenant: not found.
    const ben = await diner(TABLE_2)
    // The app's typed client answers a 404 as NotFound (the refusal's tag is checked in declared-errors.test.ts).
    expect(await ben.rpc(api.receiptGet, { params: { paymentId: paid.id } })).toEqual({ _tag: "NotFound" })
    const atTable1 = await sendCall(
      origin(),
      api.receiptGet,
      { authorization: `Bearer ${ana.token()}`, tenant: TABLE_1.tenantId, qr: TABLE_1.qrCode },
      { params: { paymentId: paid.id } },
    )
    expect(atTable1.status).toBe(404)
    const harbour = await diner(HARBOUR)
    expect(await harbour.rpc(api.receiptGet, { params: { paymentId: paid.id } })).toEqual({ _tag: "NotFound" })
    expect(await harbour.rpc(api.payConfirm, { params: { paymentId: paid.id } })).toEqual({ _tag: "NotFound" })
  })

  it("holds a card that asks for confirmation until the diner confirms it, then counts it once; staff refund it once", async () => {
    await settle(TABLE_2.qrCode)
    const ana = await diner(TABLE_2)
    await order(ana, TEA, CAKE)
    const part = await payload(
      ana,
      TABLE_2.qrCode,
      { _tag: "EqualShare", people: 2 },
      { _tag: "Percent", percent: 0 },
      "pm_card_authenticationRequiredOnSetup",
    )
    const held = await pay(ana, part)
    expect(held).toMatchObject({ status: "NeedsConfirmation", card: { last4: "3155" } })
    // The demo's confirmation is a tap in the app: nothing for Stripe.js.
    expect(held).not.toHaveProperty("nextAction")
    const confirmed = await body(ana.rpc(api.payConfirm, { params: { paymentId: held.id }, idempotencyKey: "confirm-key-000001" }))
    expect(confirmed.status).toBe("Succeeded")
    expect(await body(ana.rpc(api.payConfirm, { params: { paymentId: held.id }, idempotencyKey: "confirm-key-000001" }))).toEqual(confirmed)
    expect(await refusal(ana.rpc(api.payConfirm, { params: { paymentId: held.id } }))).toEqual({ status: 409, tag: "NothingToConfirm" })
    const standing = await payments(ana)
    expect(standing).toMatchObject({ paid: held.total, left: standing.billTotal - held.share.total })

    const refund = () => sendCall(origin(), callSpec("operatorRefund"), OPERATOR, { params: { receiptNumber: held.receiptNumber } })
    const refunded = await refund()
    expect(refunded.status).toBe(200)
    expect(((await refunded.json()) as { body: Payment }).body.status).toBe("Refunded")
    expect((await refund()).status).toBe(409)
    expect(await payments(ana)).toMatchObject({ paid: 0, left: standing.billTotal })
  })
})
