import Stripe from "stripe"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { PayPayload, TablePayments } from "../../schema/payment"
import { stripeProvider } from "../../server/payments/stripe-provider"
import { STRIPE_WEBHOOK_PATH } from "../../server/http/stripe-webhook"
import type { RunningServer } from "../../server/start-server"
import { testDatabases } from "../support/databases"
import { signInDiner, type TestDiner } from "../support/diner"
import { callSpec, OPERATOR, sendCall } from "../support/refusals"
import { startStripeDouble, type Intent, type StripeDouble } from "../support/stripe-double"
import { startTestServer } from "../support/test-server"
import { body, refusal } from "../support/typed-answers"

/**
 * The Stripe adapter (server/payments/stripe-provider.ts) with the official SDK pointed at a
 * local HTTP double of the few Stripe calls it makes (tests/support/stripe-double.ts), answering
 * as Stripe's test mode answers its test PaymentMethods, one PaymentIntent per idempotency key. Webhooks are signed with the SDK's own test helper; a bad
 * signature is refused. On PGlite and PostgreSQL: a webhook received twice makes one payment.
 */

const WEBHOOK_SECRET = "whsec_test_tableside_0123456789"
const PUBLISHABLE_KEY = "pk_test_tableside"
const TABLE_2 = { tenantId: "tenant-lotus", qrCode: "demo-table-2" }
const TEA = { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 }

describe.each(testDatabases())("the Stripe adapter on $name", (database) => {
  let stripe: StripeDouble | undefined
  const double = () => {
    if (stripe === undefined) throw new Error("the Stripe double starts in beforeAll")
    return stripe
  }
  let server: RunningServer | undefined
  const diners: TestDiner[] = []
  const origin = () => server?.origin ?? ""
  const signer = new Stripe("sk_test_signer")
  /** A webhook as Stripe sends it: the event's JSON, signed with the endpoint's secret (or another). */
  const webhook = (intent: Intent, secret = WEBHOOK_SECRET, type = "payment_intent.succeeded") => {
    const payload = JSON.stringify({
      id: `evt_${intent.id}`,
      object: "event",
      type,
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...intent, status: type === "payment_intent.succeeded" ? "succeeded" : "requires_payment_method" } },
    })
    return fetch(`${origin()}${STRIPE_WEBHOOK_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret }) },
      body: payload,
    })
  }
  const atNewVisit = async () => {
    await sendCall(origin(), callSpec("operatorSettle"), OPERATOR, { params: { qrCode: TABLE_2.qrCode } })
    const diner = await signInDiner(origin(), TABLE_2)
    diners.push(diner)
    await body(diner.rpc(api.cartAdd, { payload: TEA }))
    await body(diner.rpc(api.cartSubmit, {}))
    return diner
  }
  const part = (paymentMethod: string): PayPayload => ({
    qr: TABLE_2.qrCode,
    split: { _tag: "Amount", amount: 1000 },
    tip: { _tag: "Amount", amount: 0 },
    expectedTotal: 1000,
    paymentMethod,
  })
  const payments = (diner: TestDiner): Promise<TablePayments> => body(diner.rpc(api.paymentsGet, {}))

  beforeAll(async () => {
    stripe = await startStripeDouble()
    server = await startTestServer({
      db: await database.location(),
      payments: stripeProvider({
        secretKey: "sk_test_tableside",
        webhookSecret: WEBHOOK_SECRET,
        publishableKey: PUBLISHABLE_KEY,
        currency: "lkr",
        api: stripe.api,
      }),
    })
  })
  afterAll(async () => {
    await Promise.all(diners.map((each) => each.close()))
    await server?.close()
    await stripe?.close()
    await database.drop()
  })

  it("pays through one PaymentIntent per payment, keyed, however many times the payment is sent", async () => {
    const diner = await atNewVisit()
    const before = double().created.length
    const answers = await Promise.all(
      [1, 2, 3].map(() => body(diner.rpc(api.pay, { payload: part("pm_card_visa"), idempotencyKey: "stripe-pay-key-0001" }))),
    )
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1)
    expect(answers[0]).toMatchObject({ status: "Succeeded", total: 1000, card: { brand: "visa", last4: "4242" } })
    // Each try went to Stripe with the payment's own key: one PaymentIntent.
    const keys = double().created.slice(before)
    expect(new Set(keys)).toEqual(new Set([answers[0]?.id]))
    expect([...double().intents.values()].filter((intent) => intent.metadata["paymentId"] === answers[0]?.id)).toHaveLength(1)
    expect((await payments(diner)).payments).toHaveLength(1)
  })

  it("answers a declined card with why, storing nothing", async () => {
    const diner = await atNewVisit()
    expect(await refusal(diner.rpc(api.pay, { payload: part("pm_card_chargeDeclined") }))).toEqual({ status: 402, tag: "CardDeclined" })
    expect(await refusal(diner.rpc(api.pay, { payload: part("pm_card_chargeDeclinedInsufficientFunds") }))).toEqual({
      status: 402,
      tag: "InsufficientFunds",
    })
    expect((await payments(diner)).payments).toEqual([])
  })

  it("refuses a webhook with a bad signature, and makes one payment of a webhook received twice", async () => {
    const diner = await atNewVisit()
    const held = await body(diner.rpc(api.pay, { payload: part("pm_card_authenticationRequiredOnSetup") }))
    expect(held.status).toBe("NeedsConfirmation")
    const intent = [...double().intents.values()].find((each) => each.metadata["paymentId"] === held.id)
    if (intent === undefined) throw new Error("no PaymentIntent was made for the payment")
    // Stripe.js needs the PaymentIntent's client secret for the bank's check: on the payer's answer only, never kept with the receipt.
    expect(held.nextAction).toEqual({ clientSecret: intent.client_secret })
    expect(await body(diner.rpc(api.receiptGet, { params: { paymentId: held.id } }))).not.toHaveProperty("nextAction")

    const forged = await webhook(intent, "whsec_someone_else")
    expect(forged.status).toBe(400)
    expect(((await forged.json()) as { error: { _tag: string; field: string } }).error).toMatchObject({
      _tag: "BadRequest",
      field: "Stripe-Signature",
    })
    const unsigned = await fetch(`${origin()}${STRIPE_WEBHOOK_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    })
    expect(unsigned.status).toBe(400)
    expect((await body(diner.rpc(api.receiptGet, { params: { paymentId: held.id } }))).status).toBe("NeedsConfirmation")

    const [first, second] = await Promise.all([webhook(intent), webhook(intent)])
    expect([first.status, second.status]).toEqual([200, 200])
    expect((await webhook(intent)).status).toBe(200)
    expect((await body(diner.rpc(api.receiptGet, { params: { paymentId: held.id } }))).status).toBe("Succeeded")
    const standing = await payments(diner)
    expect(standing.payments.filter((payment) => payment.status === "Succeeded")).toHaveLength(1)
    expect(standing.paid).toBe(1000)
    // Confirmed by the webhook already: the app's own confirmation has nothing to do.
    expect(await refusal(diner.rpc(api.payConfirm, { params: { paymentId: held.id } }))).toEqual({ status: 409, tag: "NothingToConfirm" })
  })

  it("gives a confirmation still waiting a fresh client secret; a 3-D Secure check failed or abandoned no longer counts, and another diner pays the bill", async () => {
    const diner = await atNewVisit()
    const other = await signInDiner(origin(), TABLE_2)
    diners.push(other)
    const whole = async (paymentMethod: string) => {
      const { left } = await payments(diner)
      return { ...part(paymentMethod), split: { _tag: "WholeBill" } as const, expectedTotal: left }
    }
    const intentOf = (paymentId: string) => {
      const intent = [...double().intents.values()].find((each) => each.metadata["paymentId"] === paymentId)
      if (intent === undefined) throw new Error("no PaymentIntent was made for the payment")
      return intent
    }
    const full = (await payments(diner)).left
    // The whole bill held by a card at its bank's check: nothing is left for anyone else.
    const held = await body(diner.rpc(api.pay, { payload: await whole("pm_card_authenticationRequiredOnSetup") }))
    expect((await payments(other)).left).toBe(0)
    // Confirmed before the check is done (a reload lost the first secret): still waiting, with the secret afresh.
    const waiting = await body(diner.rpc(api.payConfirm, { params: { paymentId: held.id } }))
    expect(waiting).toMatchObject({ status: "NeedsConfirmation", nextAction: { clientSecret: intentOf(held.id).client_secret } })
    // The bank says no: 402, and the payment is Failed, committed.
    intentOf(held.id).status = "requires_payment_method"
    expect(await refusal(diner.rpc(api.payConfirm, { params: { paymentId: held.id } }))).toEqual({ status: 402, tag: "CardDeclined" })
    expect((await body(diner.rpc(api.receiptGet, { params: { paymentId: held.id } }))).status).toBe("Failed")
    expect(await payments(other)).toMatchObject({ left: full, paid: 0 })

    // Held again, and Stripe's webhook says the PaymentIntent failed: the same.
    const again = await body(diner.rpc(api.pay, { payload: await whole("pm_card_authenticationRequiredOnSetup") }))
    expect((await webhook(intentOf(again.id), WEBHOOK_SECRET, "payment_intent.payment_failed")).status).toBe(200)
    expect((await body(diner.rpc(api.receiptGet, { params: { paymentId: again.id } }))).status).toBe("Failed")
    expect((await payments(other)).left).toBe(full)

    // Another diner pays that share.
    const paid = await body(other.rpc(api.pay, { payload: { ...part("pm_card_visa"), split: { _tag: "WholeBill" }, expectedTotal: full } }))
    expect(paid).toMatchObject({ status: "Succeeded", total: full })
  })

  it("tells the app how to load the Payment Element, and lets its pages reach Stripe's origins", async () => {
    const diner = await atNewVisit()
    expect(await payments(diner)).toMatchObject({ provider: "stripe", stripe: { publishableKey: PUBLISHABLE_KEY, currency: "lkr" } })
    const policy = (await fetch(`${origin()}/api/payments`)).headers.get("content-security-policy") ?? ""
    expect(policy).toContain("https://js.stripe.com")
    expect(policy).toContain("frame-src https://js.stripe.com https://hooks.stripe.com")
  })

  it("refunds through Stripe once, keyed", async () => {
    const diner = await atNewVisit()
    const paid = await body(diner.rpc(api.pay, { payload: part("pm_card_visa") }))
    const refund = () => sendCall(origin(), callSpec("operatorRefund"), OPERATOR, { params: { receiptNumber: paid.receiptNumber } })
    expect((await refund()).status).toBe(200)
    expect((await refund()).status).toBe(409)
    expect(double().refunds.filter((each) => each.key === `${paid.id}-refund`)).toHaveLength(1)
  })
})
