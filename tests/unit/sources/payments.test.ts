import { describe, expect, it, vi } from "vitest"
import { CardDeclined } from "../../../schema/errors"
import type { Payment, TablePayments } from "../../../schema/payment"
import { redact } from "../../../src/domain/redact"
import { RECEIPTS_KEY } from "../../../streams/sources/payments"
import { failWith, ok, refusal, unreachable } from "../../support/fake-rpc"
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
})
