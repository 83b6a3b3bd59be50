import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
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
import { startTestServer } from "../support/test-server"
import { body, refusal } from "../support/typed-answers"

/**
 * The Stripe adapter (server/payments/stripe-provider.ts) with the official SDK pointed at a
 * local HTTP double of the few Stripe calls it makes (create and read a PaymentIntent, read a
 * PaymentMethod, refund), answering as Stripe's test mode answers its test PaymentMethods, one
 * PaymentIntent per idempotency key. Webhooks are signed with the SDK's own test helper; a bad
 * signature is refused. On PGlite and PostgreSQL: a webhook received twice makes one payment.
 */

const WEBHOOK_SECRET = "whsec_test_tableside_0123456789"
const TABLE_2 = { tenantId: "tenant-lotus", qrCode: "demo-table-2" }
const TEA = { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 }

interface Intent {
  readonly id: string
  readonly object: "payment_intent"
  status: string
  readonly amount: number
  readonly currency: string
  readonly payment_method: string
  readonly metadata: Record<string, string>
}

/** The double: Stripe's answers for its test PaymentMethods, and what it was asked. */
const stripeDouble = () => {
  const intents = new Map<string, Intent>()
  const byKey = new Map<string, { status: number; body: unknown }>()
  const created: string[] = []
  const refunds: Array<{ key: string | undefined; intent: string | undefined }> = []
  const cards: Record<string, string> = {
    pm_card_visa: "4242",
    pm_card_authenticationRequiredOnSetup: "3155",
    pm_card_chargeDeclined: "0002",
    pm_card_chargeDeclinedInsufficientFunds: "9995",
  }
  const read = (request: IncomingMessage): Promise<URLSearchParams> =>
    new Promise((resolve) => {
      let text = ""
      request.on("data", (chunk: Buffer) => (text += chunk.toString()))
      request.on("end", () => resolve(new URLSearchParams(text)))
    })
  const answer = (status: number, payload: unknown) => ({ status, body: payload })
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://double")
      const key = request.headers["idempotency-key"]
      const form = await read(request)
      let reply: { status: number; body: unknown }
      if (request.method === "POST" && url.pathname === "/v1/payment_intents") {
        const kept = typeof key === "string" ? byKey.get(key) : undefined
        if (kept !== undefined) reply = kept
        else {
          const method = form.get("payment_method") ?? ""
          created.push(typeof key === "string" ? key : "")
          const declined = method === "pm_card_chargeDeclined" || method === "pm_card_chargeDeclinedInsufficientFunds"
          if (declined)
            reply = answer(402, {
              error: {
                type: "card_error",
                code: "card_declined",
                decline_code: method === "pm_card_chargeDeclined" ? "generic_decline" : "insufficient_funds",
                message: "Your card was declined.",
              },
            })
          else {
            const intent: Intent = {
              id: `pi_${intents.size + 1}`,
              object: "payment_intent",
              status: method === "pm_card_visa" ? "succeeded" : "requires_action",
              amount: Number(form.get("amount")),
              currency: form.get("currency") ?? "",
              payment_method: method,
              metadata: { paymentId: form.get("metadata[paymentId]") ?? "", serviceAreaId: form.get("metadata[serviceAreaId]") ?? "" },
            }
            intents.set(intent.id, intent)
            reply = answer(200, intent)
          }
          if (typeof key === "string") byKey.set(key, reply)
        }
      } else if (request.method === "GET" && url.pathname.startsWith("/v1/payment_intents/")) {
        const intent = intents.get(url.pathname.split("/").at(-1) ?? "")
        reply =
          intent === undefined ? answer(404, { error: { type: "invalid_request_error", message: "No such intent" } }) : answer(200, intent)
      } else if (request.method === "GET" && url.pathname.startsWith("/v1/payment_methods/")) {
        const id = url.pathname.split("/").at(-1) ?? ""
        reply = answer(200, { id, object: "payment_method", type: "card", card: { brand: "visa", last4: cards[id] ?? "0000" } })
      } else if (request.method === "POST" && url.pathname === "/v1/refunds") {
        refunds.push({ key: typeof key === "string" ? key : undefined, intent: form.get("payment_intent") ?? undefined })
        reply = answer(200, {
          id: `re_${refunds.length}`,
          object: "refund",
          status: "succeeded",
          payment_intent: form.get("payment_intent"),
        })
      } else reply = answer(404, { error: { type: "invalid_request_error", message: `No route ${request.method} ${url.pathname}` } })
      response.writeHead(reply.status, { "content-type": "application/json", "request-id": "req_double" }).end(JSON.stringify(reply.body))
    })()
  })
  return { server, intents, created, refunds }
}

describe.each(testDatabases())("the Stripe adapter on $name", (database) => {
  const double = stripeDouble()
  let server: RunningServer | undefined
  const diners: TestDiner[] = []
  const origin = () => server?.origin ?? ""
  const signer = new Stripe("sk_test_signer")
  /** A webhook as Stripe sends it: the event's JSON, signed with the endpoint's secret (or another). */
  const webhook = (intent: Intent, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify({
      id: `evt_${intent.id}`,
      object: "event",
      type: "payment_intent.succeeded",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...intent, status: "succeeded" } },
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
    await new Promise<void>((resolve) => double.server.listen(0, "127.0.0.1", resolve))
    const { port } = double.server.address() as AddressInfo
    server = await startTestServer({
      db: await database.location(),
      payments: stripeProvider({
        secretKey: "sk_test_tableside",
        webhookSecret: WEBHOOK_SECRET,
        currency: "lkr",
        api: { host: "127.0.0.1", port, protocol: "http" },
      }),
    })
  })
  afterAll(async () => {
    await Promise.all(diners.map((each) => each.close()))
    await server?.close()
    double.server.close()
    await database.drop()
  })

  it("pays through one PaymentIntent per payment, keyed, however many times the payment is sent", async () => {
    const diner = await atNewVisit()
    const before = double.created.length
    const answers = await Promise.all(
      [1, 2, 3].map(() => body(diner.rpc(api.pay, { payload: part("pm_card_visa"), idempotencyKey: "stripe-pay-key-0001" }))),
    )
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1)
    expect(answers[0]).toMatchObject({ status: "Succeeded", total: 1000, card: { brand: "visa", last4: "4242" } })
    // Each try went to Stripe with the payment's own key: one PaymentIntent.
    const keys = double.created.slice(before)
    expect(new Set(keys)).toEqual(new Set([answers[0]?.id]))
    expect([...double.intents.values()].filter((intent) => intent.metadata["paymentId"] === answers[0]?.id)).toHaveLength(1)
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
    const intent = [...double.intents.values()].find((each) => each.metadata["paymentId"] === held.id)
    if (intent === undefined) throw new Error("no PaymentIntent was made for the payment")

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

  it("refunds through Stripe once, keyed", async () => {
    const diner = await atNewVisit()
    const paid = await body(diner.rpc(api.pay, { payload: part("pm_card_visa") }))
    const refund = () => sendCall(origin(), callSpec("operatorRefund"), OPERATOR, { params: { receiptNumber: paid.receiptNumber } })
    expect((await refund()).status).toBe(200)
    expect((await refund()).status).toBe(409)
    expect(double.refunds.filter((each) => each.key === `${paid.id}-refund`)).toHaveLength(1)
  })
})
