import { describe, expect, it, vi } from "vitest"
import { CardDeclined } from "../../../schema/errors"
import type { Payment, TablePayments } from "../../../schema/payment"
import { redact } from "../../../src/domain/redact"
import { parseNdjson } from "../../../src/domain/replay"
import { lostCard } from "../../../src/domain/state/payments"
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
  qr: "demo-table-2",
  split: { _tag: "WholeBill" },
  tip: { _tag: "Percent", percent: 0 },
  expectedTotal: 1100,
  paymentMethod: "pm_card_visa",
  last4: "4242",
  payerName: null,
} as const

describe("the payments source", () => {
  it("logs the payment sent (no card number), then its receipt, keeps the receipt on the device, and reads the bill again", async () => {
    const t = testApp({ pay: () => ok(receipt), paymentsGet: () => ok(standing) })
    t.commands.pay(request)
    await vi.waitFor(() => expect(t.log.getState().tablePayments).toEqual(standing))
    expect(t.log.getState().receipts).toEqual([receipt])
    expect(await t.tags()).toEqual(["v1.PaymentSent", "v1.PaymentMade", "v1.PaymentsRead"])
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
    t.commands.pay(request)
    await Promise.resolve()
    expect(t.fake.calls).toEqual([])
    t.auth.signIn(anonymousUser)
    await vi.waitFor(() => expect(t.log.getState().receipts).toEqual([receipt]))
    expect(t.log.getState().pay.notice).toBeNull()
  })

  it("says why a declined card charged nothing, and pays again after a lost connection with the same key", async () => {
    const declined = testApp({ pay: failWith(refusal(CardDeclined, "The card was declined.")) })
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
    t.commands.pay(request)
    await vi.waitFor(() => expect(t.log.getState().pay.notice).toEqual({ id: "refusal.payOffline" }))
    t.commands.pay(request)
    await vi.waitFor(() => expect(t.log.getState().receipts).toEqual([receipt]))
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
  })

  it("with Stripe, folds the client secret of a card that asks for the bank's check for Stripe's UI, and never stores, exports or keeps it", async () => {
    const held: Payment = { ...receipt, status: "NeedsConfirmation", leftAfter: 1100 }
    const clientSecret = "pi_3Abc_secret_Xyz"
    const t = testApp({ pay: () => ok({ ...held, nextAction: { clientSecret } }), paymentsGet: () => ok(standing) })
    t.commands.pay({ ...request, paymentMethod: "pm_card_authenticationRequiredOnSetup", last4: "3155" })
    await vi.waitFor(() => expect(t.log.getState().pay.action).toEqual({ paymentId: held.id, clientSecret }))
    expect(t.log.getState().pay.confirming).toEqual(held)
    await t.log.flush()
    expect(await t.tags()).toEqual(["v1.PaymentSent", "v1.PaymentMade", "v1.PaymentsRead"])
    expect(JSON.stringify(await t.log.exportAll())).not.toContain(clientSecret)
    expect(t.stored[RECEIPTS_KEY]).not.toContain(clientSecret)
    expect(JSON.parse(t.stored[RECEIPTS_KEY] ?? "[]")).toEqual([held])
    // Had it been kept anywhere, a log's export would mask it by its name.
    expect(redact({ event: { _tag: "v1.PaymentActionAsked", paymentId: held.id, clientSecret } })).toEqual({
      event: { _tag: "v1.PaymentActionAsked", paymentId: held.id, clientSecret: "[redacted]" },
    })
  })

  it("with Stripe, pays again after a lost answer with the card it took (same PaymentMethod, same key), never a new card", async () => {
    const keys: Array<string | undefined> = []
    const sent: string[] = []
    const t = testApp({
      pay: (input) => {
        keys.push(input.idempotencyKey)
        sent.push(input.payload.paymentMethod)
        return keys.length === 1 ? failWith(unreachable())() : ok(receipt)
      },
      paymentsGet: () => ok(standing),
    })
    const choice = { split: request.split, tip: request.tip, expectedTotal: request.expectedTotal }
    t.commands.pay({ ...request, paymentMethod: "pm_1TakenFirst" })
    await vi.waitFor(() => expect(t.log.getState().pay.notice).toEqual({ id: "refusal.payOffline" }))
    // Choosing the same part again keeps the lost payment; another total is another payment.
    t.commands.choosePayPart(request.split)
    expect(lostCard(t.log.getState().pay, { ...choice, expectedTotal: 1000 })).toBeNull()
    const lost = lostCard(t.log.getState().pay, choice)
    expect(lost).toMatchObject({ paymentMethod: "pm_1TakenFirst", last4: "4242" })
    if (lost === null) return
    t.commands.pay({ ...request, paymentMethod: lost.paymentMethod, last4: lost.last4 })
    await vi.waitFor(() => expect(t.log.getState().receipts).toEqual([receipt]))
    expect(sent).toEqual(["pm_1TakenFirst", "pm_1TakenFirst"])
    expect(keys[1]).toBe(keys[0])
    expect(t.log.getState().pay.lastSent).toBeNull()

    // A refusal charged nothing: nothing is held for the next try.
    const declined = testApp({ pay: failWith(refusal(CardDeclined, "The card was declined.")) })
    declined.commands.pay(request)
    await vi.waitFor(() => expect(declined.log.getState().pay.notice).toEqual({ id: "refusal.cardDeclined" }))
    expect(lostCard(declined.log.getState().pay, choice)).toBeNull()
  })

  it("says so when a confirmation comes back still waiting, with the bank's check asked afresh", async () => {
    const held: Payment = { ...receipt, status: "NeedsConfirmation", leftAfter: 1100 }
    const t = testApp({
      pay: () => ok(held),
      payConfirm: () => ok({ ...held, nextAction: { clientSecret: "pi_3Abc_secret_Again" } }),
      paymentsGet: () => ok(standing),
    })
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
