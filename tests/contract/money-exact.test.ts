import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { StaffPayment } from "../../schema/operator-api"
import type { Order } from "../../schema/order"
import type { Payment, PayPayload, TablePayments } from "../../schema/payment"
import { demoProvider } from "../../server/payments/demo-provider"
import { tableBill } from "../../src/domain/split-bill"
import type { RunningServer } from "../../server/start-server"
import type { DbLocation } from "../../server/storage/db"
import { testDatabases, type TestDatabase } from "../support/databases"
import { signInDiner, type TestDiner } from "../support/diner"
import { gated, type GatedProvider } from "../support/gated-provider"
import { callSpec, OPERATOR, sendCall } from "../support/refusals"
import { startStripeDouble, type Intent, type StripeDouble } from "../support/stripe-double"
import { sendIntentEvent, stripeOnDouble, type IntentEventType } from "../support/stripe-webhooks"
import { startTestServer } from "../support/test-server"
import { body, refusal } from "../support/typed-answers"

/**
 * Money is exact (issue 49): what a red team broke in paying at the table, each a test, on
 * PGlite and PostgreSQL, with the demo provider and with the Stripe adapter against its double
 * (which enforces Stripe's idempotency rule). A payment is recorded, then charged with no
 * transaction open, then its answer recorded: a settle covers exactly what succeeded payments
 * cover; a held share holds the settle; a late success is counted or refunded, never lost, and
 * never touches the next party; each attempt after a decline has its own provider key.
 */

const WEBHOOK_SECRET = "whsec_test_tableside_money_exact"
const TABLE = { tenantId: "tenant-lotus", qrCode: "demo-table-2" }
const OTHER_TABLE = { tenantId: "tenant-lotus", qrCode: "demo-table-1" }
const TEA = { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 }
const CAKE = { id: "item-love-cake", selectedChoices: {}, quantity: 1 }
const HOLDS = "pm_card_authenticationRequiredOnSetup"
const PAYS = "pm_card_visa"
const DECLINED = "pm_card_chargeDeclined"
const ENDED = "state-paid,state-cancelled"

interface Kit {
  readonly name: "demo" | "stripe"
  readonly provider: GatedProvider
  readonly stripe: StripeDouble | null
}

const kits: ReadonlyArray<{ readonly name: Kit["name"]; readonly start: () => Promise<Kit> }> = [
  { name: "demo", start: async () => ({ name: "demo", provider: gated(demoProvider()), stripe: null }) },
  {
    name: "stripe",
    start: async () => {
      const stripe = await startStripeDouble()
      return { name: "stripe", provider: gated(stripeOnDouble(stripe, WEBHOOK_SECRET)), stripe }
    },
  },
]

const cases = testDatabases().flatMap((database) => kits.map((kit) => ({ database, kit, name: `${database.name}, ${kit.name}` })))

describe.each(cases)("money is exact on $name", ({ database, kit: kitMaker }) => {
  let kit: Kit | undefined
  let server: RunningServer | undefined
  const diners: TestDiner[] = []
  const started = () => {
    if (kit === undefined || server === undefined) throw new Error("the server starts in beforeAll")
    return { kit, server }
  }
  const origin = () => started().server.origin
  const provider = () => started().kit.provider
  beforeAll(async () => {
    kit = await kitMaker.start()
    server = await startTestServer({ db: await database.location(), payments: kit.provider })
  })
  afterAll(async () => {
    await Promise.all(diners.map((each) => each.close()))
    await server?.close()
    await kit?.stripe?.close()
    await database.drop()
  })

  const newDiner = async (table = TABLE) => {
    const diner = await signInDiner(origin(), table)
    diners.push(diner)
    return diner
  }
  const settle = () => sendCall(origin(), callSpec("operatorSettle"), OPERATOR, { params: { qrCode: TABLE.qrCode } })
  const order = async (who: TestDiner, ...dishes: ReadonlyArray<typeof TEA>): Promise<Order> => {
    for (const dish of dishes) await body(who.rpc(api.cartAdd, { payload: dish }))
    return body(who.rpc(api.cartSubmit, {}))
  }
  /** A new visit at the table: staff settle the last one, and a diner orders these dishes. */
  const atNewVisit = async (...dishes: ReadonlyArray<typeof TEA>) => {
    expect((await settle()).status).toBe(200)
    const diner = await newDiner()
    await order(diner, ...(dishes.length === 0 ? [TEA, CAKE] : dishes))
    return diner
  }
  const payments = (who: TestDiner): Promise<TablePayments> => body(who.rpc(api.paymentsGet, {}))
  const openOrders = (who: TestDiner) => body(who.rpc(api.ordersSearch, { query: { qr: TABLE.qrCode, excludeStatusIds: ENDED } }))
  const amount = (value: number, paymentMethod: string): PayPayload => ({
    qr: TABLE.qrCode,
    split: { _tag: "Amount", amount: value },
    tip: { _tag: "Amount", amount: 0 },
    expectedTotal: value,
    paymentMethod,
  })
  const pay = (who: TestDiner, payload: PayPayload, idempotencyKey?: string) =>
    who.rpc(api.pay, idempotencyKey === undefined ? { payload } : { payload, idempotencyKey })
  const receipt = (who: TestDiner, paymentId: string): Promise<Payment> => body(who.rpc(api.receiptGet, { params: { paymentId } }))
  const intentOf = (paymentId: string): Intent => {
    const intent = [...(started().kit.stripe?.intents.values() ?? [])].find((each) => each.metadata["paymentId"] === paymentId)
    if (intent === undefined) throw new Error("no PaymentIntent was made for the payment")
    return intent
  }
  /** A payment as the staff's list shows it. */
  const staffSees = async (paymentId: string) => {
    const answer = await sendCall(origin(), callSpec("operatorPayments"), OPERATOR, { query: { qrCode: TABLE.qrCode } })
    const listed = ((await answer.json()) as { body: ReadonlyArray<StaffPayment> }).body
    return listed.find((each) => each.payment.id === paymentId)
  }
  const webhook = (intent: Intent, type: IntentEventType, change: Partial<Intent> = {}) => {
    const status = type === "payment_intent.succeeded" ? "succeeded" : "requires_payment_method"
    return sendIntentEvent(origin(), WEBHOOK_SECRET, type, { ...intent, status, ...change })
  }
  /** The bank's check of a held payment ends: with Stripe its webhook, with the demo the payer's confirmation (the demo's bank always says yes). */
  const bankSays = async (payer: TestDiner, held: Payment, succeeded: boolean) => {
    if (started().kit.name === "demo") {
      if (!succeeded) throw new Error("the demo's bank always says yes")
      return body(payer.rpc(api.payConfirm, { params: { paymentId: held.id } }))
    }
    started().kit.stripe?.decide(intentOf(held.id).id, succeeded)
    expect((await webhook(intentOf(held.id), succeeded ? "payment_intent.succeeded" : "payment_intent.payment_failed")).status).toBe(200)
    return receipt(payer, held.id)
  }

  it("finding 1: a share held at the bank's check holds the settle, whoever pays the rest", async () => {
    const ana = await atNewVisit()
    const ben = await newDiner()
    const { left: bill } = await payments(ana)
    const held = await body(pay(ana, amount(bill - 1, HOLDS)))
    expect(held.status).toBe("NeedsConfirmation")
    const last = await body(pay(ben, amount(1, PAYS)))
    expect(last).toMatchObject({ status: "Succeeded", leftAfter: 0 })
    // Nothing is left to pay, but 98.99% of it is only held: the table is not settled, its orders open.
    expect(await openOrders(ana)).toHaveLength(1)
    expect(await payments(ana)).toMatchObject({ left: 0 })
    if (started().kit.name === "stripe") {
      // The bank says no: the held share is owed again, and the orders stay open.
      expect(await bankSays(ana, held, false)).toMatchObject({ status: "Failed" })
      expect(await payments(ana)).toMatchObject({ left: bill - 1 })
      expect(await openOrders(ana)).toHaveLength(1)
      return
    }
    // The bank says yes: every share is paid, and the table settles itself.
    expect(await bankSays(ana, held, true)).toMatchObject({ status: "Succeeded" })
    expect(await openOrders(ana)).toHaveLength(0)
  })

  it("finding 2: an order sent while the last payment is charged is not settled with it", async () => {
    const ana = await atNewVisit(TEA)
    const ben = await newDiner()
    const { left: bill } = await payments(ana)
    const charge = provider().hold()
    const paying = body(pay(ana, { ...amount(bill, PAYS), split: { _tag: "WholeBill" } }))
    await charge.started
    // While the card is being charged (no transaction open meanwhile), Ben sends an order.
    const bens = await order(ben, CAKE)
    charge.release()
    expect(await paying).toMatchObject({ status: "Succeeded", total: bill })
    // Ana's payment covered the bill it read; Ben's order is still to pay.
    const open = await openOrders(ben)
    expect(open.map((each) => each.id)).toEqual([bens.id])
    // With its service charge, as any bill of it.
    expect((await payments(ben)).left).toBe(tableBill([bens]).total)
  })

  it("finding 3: a success after the table was settled is refunded, and the next party's visit and table cart are untouched", async () => {
    const ana = await atNewVisit()
    const { left: bill } = await payments(ana)
    const held = await body(pay(ana, amount(bill, HOLDS)))
    expect(held.status).toBe("NeedsConfirmation")
    // Staff settle the table (Ana's party paid at the counter), and the next party orders together.
    expect((await settle()).status).toBe(200)
    const next = await newDiner()
    await body(next.rpc(api.tableCartJoin, { payload: { qr: TABLE.qrCode, firstName: "Nia" } }))
    await body(next.rpc(api.tableCartAdd, { payload: TEA }))
    const nextBefore = await payments(next)
    // Ana's bank says yes, late: the money goes back, and the next party hears nothing of it.
    expect(await bankSays(ana, held, true)).toMatchObject({ status: "Refunded" })
    expect(provider().refunds).toContain(`${held.id}-refund`)
    expect(await payments(next)).toEqual(nextBefore)
    // Staff see it, refunded for being late.
    expect(await staffSees(held.id)).toMatchObject({ settled: true, refundReason: "late", payment: { status: "Refunded" } })
    expect((await body(next.rpc(api.tableCartAdd, { payload: CAKE }))).items).toHaveLength(2)
  })

  it("finding 4: a success reported after a failure is counted where its share is still owed, and refunded where someone else paid it", async () => {
    if (started().kit.name !== "stripe") return
    const ana = await atNewVisit()
    const ben = await newDiner()
    const { left: bill } = await payments(ana)
    const part = Math.floor(bill / 3)
    const first = await body(pay(ana, amount(part, HOLDS)))
    expect(await bankSays(ana, first, false)).toMatchObject({ status: "Failed" })
    // Stripe then says the same PaymentIntent succeeded after all: its share is still owed, so it counts.
    expect((await webhook(intentOf(first.id), "payment_intent.succeeded")).status).toBe(200)
    expect(await receipt(ana, first.id)).toMatchObject({ status: "Succeeded" })
    expect((await payments(ana)).left).toBe(bill - part)

    const second = await body(pay(ana, amount(part, HOLDS)))
    expect(await bankSays(ana, second, false)).toMatchObject({ status: "Failed" })
    // Ben pays everything left meanwhile; the late success has no share to take: refunded, and the table still settled once.
    await body(pay(ben, { ...amount(bill - part, PAYS), split: { _tag: "WholeBill" } }))
    expect(await openOrders(ana)).toHaveLength(0)
    expect((await webhook(intentOf(second.id), "payment_intent.succeeded")).status).toBe(200)
    expect(await receipt(ana, second.id)).toMatchObject({ status: "Refunded" })
    expect(started().kit.stripe?.refunds.map((each) => each.key)).toContain(`${second.id}-refund`)
    // Staff see both: the first counted, the second refunded for being late.
    expect(await staffSees(first.id)).toMatchObject({ refundReason: null, payment: { status: "Succeeded" } })
    expect(await staffSees(second.id)).toMatchObject({ refundReason: "late", payment: { status: "Refunded" } })
  })

  it("finding 8: after a declined card, the same key pays with another card, as a new attempt with a provider key of its own", async () => {
    const ana = await atNewVisit()
    const { left: bill } = await payments(ana)
    const key = `money-exact-decline-${started().kit.name}-${database.name}`
    expect(await refusal(pay(ana, amount(bill, DECLINED), key))).toEqual({ status: 402, tag: "CardDeclined" })
    expect((await payments(ana)).payments).toEqual([])
    const paid = await body(pay(ana, amount(bill, PAYS), key))
    expect(paid).toMatchObject({ status: "Succeeded", total: bill })
    const keys = provider()
      .charges.filter((each) => each.key.startsWith(paid.id))
      .map((each) => each.key)
    expect(keys).toEqual([paid.id, `${paid.id}-2`])
    // The same key again answers that payment; nothing is charged again.
    expect(await body(pay(ana, amount(bill, PAYS), key))).toMatchObject({ id: paid.id, status: "Succeeded" })
    expect(provider().charges.filter((each) => each.key.startsWith(paid.id))).toHaveLength(2)
  })

  it("a lost answer: the payment is held, not lost; the retry with its key learns it was charged, once", async () => {
    const ana = await atNewVisit()
    const { left: bill } = await payments(ana)
    const key = `money-exact-lost-${started().kit.name}-${database.name}`
    if (started().kit.name === "stripe") started().kit.stripe?.misbehave(3, "lost")
    else provider().loseNext(1)
    expect(await refusal(pay(ana, amount(bill, PAYS), key))).toEqual({ status: 503, tag: "PaymentPending" })
    // The share is held meanwhile: nobody else can pay it.
    expect(await payments(ana)).toMatchObject({ left: 0, payments: [{ status: "Pending" }] })
    const paid = await body(pay(ana, amount(bill, PAYS), key))
    expect(paid).toMatchObject({ status: "Succeeded", total: bill })
    if (started().kit.name === "stripe")
      expect([...(started().kit.stripe?.intents.values() ?? [])].filter((each) => each.metadata["paymentId"] === paid.id)).toHaveLength(1)
    expect(await openOrders(ana)).toHaveLength(0)
  })

  it("finding 9: the provider's own errors stay on the server; the payment is held and the retry pays", async () => {
    if (started().kit.name !== "stripe") return
    const ana = await atNewVisit()
    const { left: bill } = await payments(ana)
    const key = `money-exact-apikey-${database.name}`
    started().kit.stripe?.misbehave(1, "apiKey")
    const answer = await fetch(`${origin()}/api/payments`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${ana.token()}`,
        "content-type": "application/json",
        tenant: TABLE.tenantId,
        qr: TABLE.qrCode,
        "idempotency-key": key,
      },
      body: JSON.stringify(amount(bill, PAYS)),
    })
    expect(answer.status).toBe(503)
    const text = await answer.text()
    expect(text).toContain("PaymentPending")
    expect(text).not.toMatch(/API Key|sk_test/u)
    expect(await body(pay(ana, amount(bill, PAYS), key))).toMatchObject({ status: "Succeeded" })
  })

  it("finding 11: a webhook whose amount or currency is not its payment's is not counted", async () => {
    if (started().kit.name !== "stripe") return
    const ana = await atNewVisit()
    const { left: bill } = await payments(ana)
    const held = await body(pay(ana, amount(bill, HOLDS)))
    const intent = intentOf(held.id)
    expect((await webhook(intent, "payment_intent.succeeded", { amount: intent.amount + 100 })).status).toBe(400)
    expect((await webhook(intent, "payment_intent.succeeded", { currency: "usd" })).status).toBe(400)
    expect(await receipt(ana, held.id)).toMatchObject({ status: "NeedsConfirmation" })
    expect(await openOrders(ana)).toHaveLength(1)
  })

  it("finding 7: while a card is charged, another table's cart add is answered", async () => {
    const ana = await atNewVisit()
    const { left: bill } = await payments(ana)
    const charge = provider().hold()
    const paying = body(pay(ana, amount(bill, PAYS)))
    await charge.started
    // The charge is held at the provider; on the old shape the table's transaction, and on PGlite every other one, waited for it.
    const elsewhere = await newDiner(OTHER_TABLE)
    const cart = await body(elsewhere.rpc(api.cartAdd, { payload: TEA }))
    expect(cart.items).toHaveLength(1)
    charge.release()
    expect(await paying).toMatchObject({ status: "Succeeded" })
  })
})

describe.each(testDatabases().filter((each): each is TestDatabase => each.name === "postgres"))(
  "a payment's answers on $name, several instances",
  (database) => {
    const provider = gated(demoProvider())
    let first: RunningServer | undefined
    let second: RunningServer | undefined
    const diners: TestDiner[] = []
    let location: DbLocation | undefined
    beforeAll(async () => {
      location = await database.location()
      // A short time limit on every transaction: a charge held longer must still be recorded.
      first = await startTestServer({
        db: location,
        payments: provider,
        limits: { queryTimeoutMs: 1_000, requestTimeoutMs: 15_000, liveStreamsPerUser: 10, liveStreamsPerAddress: 200 },
      })
    })
    afterAll(async () => {
      await Promise.all(diners.map((each) => each.close()))
      await second?.close()
      await first?.close()
      await database.drop()
    })
    const origin = () => first?.origin ?? ""

    it("finding 6: a charge that outlasts the database's time limits is recorded; a payment left Pending is finished by the reconcile", async () => {
      expect((await sendCall(origin(), callSpec("operatorSettle"), OPERATOR, { params: { qrCode: TABLE.qrCode } })).status).toBe(200)
      const ana = await signInDiner(origin(), TABLE)
      diners.push(ana)
      await body(ana.rpc(api.cartAdd, { payload: TEA }))
      await body(ana.rpc(api.cartSubmit, {}))
      const { left: bill } = await body(ana.rpc(api.paymentsGet, {}))
      const whole: PayPayload = {
        qr: TABLE.qrCode,
        split: { _tag: "WholeBill" },
        tip: { _tag: "Amount", amount: 0 },
        expectedTotal: bill,
        paymentMethod: PAYS,
      }
      const charge = provider.hold()
      const paying = body(ana.rpc(api.pay, { payload: whole }))
      await charge.started
      // Longer than a statement (1 s) and an idle transaction (2 s) may last.
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      charge.release()
      expect(await paying).toMatchObject({ status: "Succeeded", total: bill })

      // A payment whose answer is lost, and no retry: another instance's reconcile finishes it.
      // Her whole bill paid, the table settled: she starts a new order (a new visit) first.
      await body(ana.rpc(api.visitJoin, {}))
      await body(ana.rpc(api.cartAdd, { payload: CAKE }))
      await body(ana.rpc(api.cartSubmit, {}))
      const { left } = await body(ana.rpc(api.paymentsGet, {}))
      provider.loseNext(1)
      expect(await refusal(ana.rpc(api.pay, { payload: { ...whole, expectedTotal: left } }))).toEqual({
        status: 503,
        tag: "PaymentPending",
      })
      expect((await body(ana.rpc(api.paymentsGet, {}))).payments.at(-1)?.status).toBe("Pending")
      second = await startTestServer({ db: location ?? (await database.location()), payments: provider, reconcileAfterMs: 0 })
      await expect
        .poll(async () => (await body(ana.rpc(api.paymentsGet, {}))).payments.at(-1)?.status ?? "none", { timeout: 10_000 })
        .not.toBe("Pending")
      expect(await body(ana.rpc(api.ordersSearch, { query: { qr: TABLE.qrCode, excludeStatusIds: ENDED } }))).toHaveLength(0)
    })
  },
)
