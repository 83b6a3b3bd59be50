import { describe, expect, it, vi } from "vitest"
import { CardDeclined, PaymentPending } from "../../../schema/errors"
import type { Payment, TablePayments } from "../../../schema/payment"
import { redact } from "../../../src/domain/redact"
import { parseNdjson } from "../../../src/domain/replay"
import { RpcError } from "../../../streams/rpc"
import { RECEIPTS_KEY } from "../../../streams/sources/payments"
import { failWith, ok, refusal, unreachable } from "../../support/fake-rpc"
import { anonymousUser } from "../../support/fake-auth"
import { testApp } from "../../support/test-app"

/** Paying at the table (streams/sources/payments.ts): each step in the log, the receipt kept, a lost connection paid again with its key. */
const receipt: Payment = {
  id: "p1",
  receiptNumber: "R-000001",
  status: "Succeeded",
  split: { _tag: "WholeBill" },
  lines: [],
  share: { subtotal: 1000, serviceCharge: 100, total: 1100 },
  tip: 0,
  total: 1100,
  card: { brand: "visa", last4: "4242" },
  payer: { yours: true, name: null },
  venueName: "Lotus & Lime Colombo",
  tableName: "Table 2",
  currency: "Rs.",
  at: 0,
  leftAfter: 0,
}
const standing: TablePayments = {
  provider: "demo",
  stripe: null,
  tipPercents: [0, 5, 10],
  billTotal: 1100,
  paid: 1100,
  tips: 0,
  left: 0,
  payments: [],
}
const request = {
  split: { _tag: "WholeBill" },
  tip: { _tag: "Percent", percent: 0 },
  expectedTotal: 1100,
  paymentMethod: "pm_card_visa",
  last4: "4242",
} as const
/** The body the server is sent for `request` at table 2 (no first name given: no payerName). */
const payload = { qr: "demo-table-2", split: request.split, tip: request.tip, expectedTotal: 1100, paymentMethod: "pm_card_visa" }
/**
 * The server's 503 PaymentPending as the typed client reads it while `pay` does not declare it
 * (schema/api.ts): a 503 with none of the call's errors, the server's words kept.
 */
const paymentPending = () =>
  new RpcError("decode", "POST /api/payments answered 503 with none of its declared errors", 503, [PaymentPending.meaning])
/** A table open at table 2, as the pay screen has it. */
const atTable = (t: ReturnType<typeof testApp>) => t.log.append({ _tag: "v1.VenueLoadStarted", qrCode: "demo-table-2" }, "intent")

describe("the payments source", () => {
  it("logs the payment sent (no card number), then its receipt, keeps the receipt on the device, and reads the bill again", async () => {
    const t = testApp({ pay: () => ok(receipt), paymentsGet: () => ok(standing) })
    atTable(t)
    t.commands.pay(request)
    await vi.waitFor(() => expect(t.log.getState().tablePayments).toEqual(standing))
    expect(t.log.getState().receipts).toEqual([receipt])
    expect(await t.tags()).toEqual(["v1.VenueLoadStarted", "v1.PaymentSent", "v1.PaymentMade", "v1.PaymentsRead"])
    expect(JSON.stringify(await t.log.exportAll())).not.toContain("4242424242424242")
    expect(JSON.parse(t.stored[RECEIPTS_KEY] ?? "[]")).toEqual([receipt])
    // Another visit on this device reads its receipts back from the start.
    const later = testApp({}, { stored: { ...t.stored } })
    await vi.waitFor(() => expect(later.log.getState().receipts).toEqual([receipt]))
  })

  it("is refused at once offline; connected, it waits for the sign-in a reloaded page restores, then pays", async () => {
    const offline = testApp({})
    offline.network.next(false)
    offline.commands.pay(request)
    await vi.waitFor(() => expect(offline.log.getState().pay.notice).toEqual({ id: "refusal.payOffline" }))
    expect(offline.fake.calls).toEqual([])

    const t = testApp({ pay: () => ok(receipt), paymentsGet: () => ok(standing) }, { signedIn: false })
    atTable(t)
    t.commands.pay(request)
    await Promise.resolve()
    expect(t.fake.calls).toEqual([])
    t.auth.signIn(anonymousUser)
    await vi.waitFor(() => expect(t.log.getState().receipts).toEqual([receipt]))
    expect(t.log.getState().pay.notice).toBeNull()
  })

  it("says why a declined card charged nothing, and pays again after a lost answer with the same key when the diner taps again", async () => {
    const declined = testApp({ pay: failWith(refusal(CardDeclined, "The card was declined.")) })
    atTable(declined)
    declined.commands.pay(request)
    await vi.waitFor(() => expect(declined.log.getState().pay.notice).toEqual({ id: "refusal.cardDeclined" }))
    expect(declined.log.getState().receipts).toEqual([])

    const keys: Array<string | undefined> = []
    let tries = 0
    const t = testApp({
      pay: (input) => {
        keys.push(input.idempotencyKey)
        tries += 1
        return tries === 1 ? failWith(unreachable())() : ok(receipt)
      },
      paymentsGet: () => ok(standing),
    })
    atTable(t)
    t.commands.pay(request)
    await vi.waitFor(() => expect(t.log.getState().pay.intent?.answer).toBe("lost"))
    t.commands.pay(request)
    await vi.waitFor(() => expect(t.log.getState().receipts).toEqual([receipt]))
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
  })

  it("with Stripe, folds the client secret of a card that asks for the bank's check for Stripe's UI, and never stores, exports or keeps it", async () => {
    const held: Payment = { ...receipt, status: "NeedsConfirmation", leftAfter: 1100 }
    const clientSecret = "pi_3Abc_secret_Xyz"
    const t = testApp({ pay: () => ok({ ...held, nextAction: { clientSecret } }), paymentsGet: () => ok(standing) })
    atTable(t)
    t.commands.pay({ ...request, paymentMethod: "pm_card_authenticationRequiredOnSetup", last4: "3155" })
    await vi.waitFor(() => expect(t.log.getState().pay.action).toEqual({ paymentId: held.id, clientSecret }))
    expect(t.log.getState().pay.confirming).toEqual(held)
    await t.log.flush()
    expect(await t.tags()).toEqual(["v1.VenueLoadStarted", "v1.PaymentSent", "v1.PaymentMade", "v1.PaymentsRead"])
    expect(JSON.stringify(await t.log.exportAll())).not.toContain(clientSecret)
    expect(t.stored[RECEIPTS_KEY]).not.toContain(clientSecret)
    expect(JSON.parse(t.stored[RECEIPTS_KEY] ?? "[]")).toEqual([held])
    // Had it been kept anywhere, a log's export would mask it by its name.
    expect(redact({ event: { _tag: "v1.PaymentActionAsked", paymentId: held.id, clientSecret } })).toEqual({
      event: { _tag: "v1.PaymentActionAsked", paymentId: held.id, clientSecret: "[redacted]" },
    })
  })

  it("sends a payment whose answer was lost again when the connection comes back: the same key and body, and the first payment's receipt shows", async () => {
    const sent: Array<{ readonly key: string | undefined; readonly payload: unknown }> = []
    const t = testApp({
      pay: (input) => {
        sent.push({ key: input.idempotencyKey, payload: input.payload })
        // The first reached the server, which charged; only its answer was lost.
        return sent.length === 1 ? failWith(unreachable())() : ok(receipt)
      },
      // Read after the lost answer, the bill counts that payment: nothing is left.
      paymentsGet: () => ok(standing),
    })
    atTable(t)
    t.commands.pay(request)
    await vi.waitFor(() => expect(t.log.getState().pay.intent?.answer).toBe("lost"))
    expect(t.log.getState().pay.notice).toBeNull()
    t.network.next(false)
    await vi.waitFor(() => expect(t.log.getState().connection).toBe("Offline"))
    expect(sent).toHaveLength(1)
    t.network.next(true)
    t.live.connection.next("Online")
    await vi.waitFor(() => expect(t.log.getState().receipts).toEqual([receipt]))
    expect(sent).toHaveLength(2)
    expect(sent[1]).toEqual(sent[0])
    expect(sent[0]).toEqual({ key: expect.any(String), payload })
    expect(t.log.getState().pay.intent).toBeNull()
    // Both sends are the one intent in the log: its id is the key it went with.
    const keys = (await t.log.exportAll()).flatMap(({ event }) => (event._tag === "v1.PaymentSent" ? [event.key] : []))
    expect(keys).toEqual([sent[0]?.key, sent[0]?.key])
  })

  it("while a payment's outcome is not known, a tap is that payment again (its card, its key); after a decline a new choice is a new intent with a new key", async () => {
    const sent: Array<{ readonly key: string | undefined; readonly paymentMethod: string; readonly expectedTotal: number }> = []
    const answers = [failWith(unreachable()), failWith(refusal(CardDeclined, "The card was declined."))]
    const t = testApp({
      pay: (input) => {
        sent.push({ key: input.idempotencyKey, paymentMethod: input.payload.paymentMethod, expectedTotal: input.payload.expectedTotal })
        return (answers.shift() ?? (() => ok(receipt)))()
      },
      paymentsGet: () => ok(standing),
    })
    atTable(t)
    t.commands.pay({ ...request, paymentMethod: "pm_1TakenFirst" })
    await vi.waitFor(() => expect(t.log.getState().pay.intent?.answer).toBe("lost"))
    // The diner taps again with another card and total (Stripe took a new one): the lost payment goes again, as it was.
    t.commands.pay({ ...request, paymentMethod: "pm_1TakenSecond", expectedTotal: 1000 })
    await vi.waitFor(() => expect(t.log.getState().pay.notice).toEqual({ id: "refusal.cardDeclined" }))
    expect(t.log.getState().pay.intent).toBeNull()
    // Declined: nothing charged, its outcome known. The diner's next choice, another card, is a new payment.
    t.commands.pay({ ...request, paymentMethod: "pm_card_mastercard", last4: "4444" })
    await vi.waitFor(() => expect(t.log.getState().receipts).toEqual([receipt]))
    expect(sent.map(({ paymentMethod, expectedTotal }) => [paymentMethod, expectedTotal])).toEqual([
      ["pm_1TakenFirst", 1100],
      ["pm_1TakenFirst", 1100],
      ["pm_card_mastercard", 1100],
    ])
    expect(sent[1]?.key).toBe(sent[0]?.key)
    expect(sent[2]?.key).not.toBe(sent[0]?.key)
  })

  it("a payment the server holds (503 PaymentPending) is said so and checked again with its key: the receipt shows", async () => {
    const keys: Array<string | undefined> = []
    const held: Payment = { ...receipt, status: "Pending", leftAfter: 0 }
    const answers = [failWith(paymentPending()), () => ok(held)]
    const t = testApp({
      pay: (input) => {
        keys.push(input.idempotencyKey)
        return (answers.shift() ?? (() => ok(receipt)))()
      },
      paymentsGet: () => ok(standing),
    })
    atTable(t)
    t.commands.pay(request)
    await vi.waitFor(() => expect(t.log.getState().pay.intent?.answer).toBe("held"))
    expect(t.log.getState().pay.notice).toBeNull()
    // Checked again: still held, now with its receipt (Pending), kept on the device and counted.
    t.commands.payAgain()
    await vi.waitFor(() => expect(t.log.getState().receipts).toEqual([held]))
    expect(t.log.getState().pay.intent?.answer).toBe("held")
    t.commands.payAgain()
    await vi.waitFor(() => expect(t.log.getState().receipts).toEqual([receipt]))
    expect(t.log.getState().pay.intent).toBeNull()
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(1)
  })

  it("says so when a confirmation comes back still waiting, with the bank's check asked afresh", async () => {
    const held: Payment = { ...receipt, status: "NeedsConfirmation", leftAfter: 1100 }
    const t = testApp({
      pay: () => ok(held),
      payConfirm: () => ok({ ...held, nextAction: { clientSecret: "pi_3Abc_secret_Again" } }),
      paymentsGet: () => ok(standing),
    })
    atTable(t)
    t.commands.pay(request)
    await vi.waitFor(() => expect(t.log.getState().pay.confirming).toEqual(held))
    expect(t.log.getState().pay.action).toBeNull()
    t.commands.confirmPayment(held.id)
    await vi.waitFor(() => expect(t.log.getState().pay.notice).toEqual({ id: "pay.stillUnconfirmed" }))
    expect(t.log.getState().pay.action).toEqual({ paymentId: held.id, clientSecret: "pi_3Abc_secret_Again" })
  })

  it("reads a v1.PaymentsRead stored before `stripe` was added, as the demo's (null)", () => {
    const older: Omit<TablePayments, "stripe"> = {
      provider: standing.provider,
      tipPercents: standing.tipPercents,
      billTotal: standing.billTotal,
      paid: standing.paid,
      tips: standing.tips,
      left: standing.left,
      payments: standing.payments,
    }
    const line = JSON.stringify({ seq: 0, at: 0, source: "http", event: { _tag: "v1.PaymentsRead", payments: older } })
    expect(parseNdjson(line)).toEqual([
      { line: 1, event: { seq: 0, at: 0, source: "http", event: { _tag: "v1.PaymentsRead", payments: standing } } },
    ])
  })
})
