import * as E from "../../schema/errors"
import type { Order } from "../../schema/order"
import type { PayPayload, TablePayments } from "../../schema/payment"
import { RECEIPT_MAIL_LIMIT } from "../../schema/receipt-mail"
import { paymentAmounts } from "../../src/domain/payment"
import { tableBill } from "../../src/domain/split-bill"
import { CAKE, OPERATOR, TABLE_2, type Caller, type Provocation, type World } from "./refusals"

/**
 * The provocations of paying at the table (schema/payment.ts) for
 * tests/contract/declared-errors.test.ts: each declared error of the payment calls, and how a
 * diner (or the staff) gets it. Each settles table 2 first, so its bill is the new visit's.
 */

const TEA = { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 }
const FEEDBACK = { rating: "down", reasons: ["service"], comment: "Slow tonight." }
type Body<A> = { body: A }

/** A diner at table 2, newly settled, who ordered these dishes: the diner and the orders. */
const atNewVisit = async (w: World, ...dishes: ReadonlyArray<typeof CAKE>): Promise<{ diner: Caller; placed: Order[] }> => {
  await w.ok("operatorSettle", OPERATOR, { params: { qrCode: TABLE_2.qrCode } })
  const diner = await w.diner(TABLE_2)
  const placed: Order[] = []
  for (const dish of dishes) {
    await w.ok("cartAdd", diner, { payload: dish })
    placed.push((await w.ok<Body<Order>>("cartSubmit", diner)).body)
  }
  return { diner, placed }
}

/** A payment as the app would send it: the total computed by the app's rule from the bill it read. */
const payload = async (w: World, diner: Caller, split: PayPayload["split"], paymentMethod = "pm_card_visa"): Promise<PayPayload> => {
  const orders = (
    await w.ok<Body<Order[]>>("ordersSearch", diner, { query: { qr: TABLE_2.qrCode, excludeStatusIds: "state-paid,state-cancelled" } })
  ).body
  const standing = (await w.ok<Body<TablePayments>>("paymentsGet", diner)).body
  const counted = standing.payments.map((paid) => ({ share: paid.share, tip: paid.tip, lineKeys: paid.lineKeys }))
  const tip = { _tag: "Amount", amount: 0 } as const
  const amounts = paymentAmounts(tableBill(orders), counted, split, tip, standing.tipPercents)
  return { qr: TABLE_2.qrCode, split, tip, expectedTotal: amounts._tag === "Amounts" ? amounts.total : 0, paymentMethod }
}

/** Where a provocation e-mails a receipt (the run's mail catcher takes it). */
const MAIL = { address: "diner@example.com", language: "en" } as const

const keyOf = (order: Order | undefined): string => `${order?.id ?? ""}/${order?.items[0]?.id ?? ""}`

/** A diner at a new visit whose payment is waiting for confirmation (the 3155 card): the diner and the payment's id and receipt number. */
const heldPayment = async (w: World) => {
  const { diner } = await atNewVisit(w, CAKE)
  const held = await w.ok<Body<{ id: string; receiptNumber: string }>>("pay", diner, {
    payload: await payload(w, diner, { _tag: "Amount", amount: 100 }, "pm_card_authenticationRequiredOnSetup"),
  })
  return { diner, ...held.body }
}

const declined = (error: E.ContractErrorSchema, paymentMethod: string): Provocation => ({
  call: "pay",
  error,
  provoke: async (w) => {
    const { diner } = await atNewVisit(w, CAKE)
    return w.send("pay", diner, { payload: await payload(w, diner, { _tag: "WholeBill" }, paymentMethod) })
  },
})

export const paymentProvocations = (): ReadonlyArray<Provocation> => [
  {
    call: "pay",
    error: E.NothingLeft,
    provoke: async (w) => {
      const { diner } = await atNewVisit(w)
      return w.send("pay", diner, { payload: { ...(await payload(w, diner, { _tag: "WholeBill" })), expectedTotal: 0 } })
    },
  },
  {
    call: "pay",
    error: E.LineNotOnBill,
    provoke: async (w) => {
      const { diner } = await atNewVisit(w, CAKE)
      return w.send("pay", diner, {
        payload: { ...(await payload(w, diner, { _tag: "WholeBill" })), split: { _tag: "Dishes", lineKeys: ["no-order/no-line"] } },
      })
    },
  },
  {
    call: "pay",
    error: E.LinePaid,
    provoke: async (w) => {
      const { diner, placed } = await atNewVisit(w, CAKE, TEA)
      const cake = await payload(w, diner, { _tag: "Dishes", lineKeys: [keyOf(placed[0])] })
      await w.ok("pay", diner, { payload: cake })
      return w.send("pay", diner, { payload: cake })
    },
  },
  {
    call: "pay",
    error: E.AmountAboveLeft,
    provoke: async (w) => {
      const { diner } = await atNewVisit(w, CAKE)
      const left = (await w.ok<Body<TablePayments>>("paymentsGet", diner)).body.left
      const whole = await payload(w, diner, { _tag: "WholeBill" })
      return w.send("pay", diner, { payload: { ...whole, split: { _tag: "Amount", amount: left + 1 }, expectedTotal: left + 1 } })
    },
  },
  {
    call: "pay",
    error: E.AmountChanged,
    provoke: async (w) => {
      const { diner } = await atNewVisit(w, CAKE)
      const whole = await payload(w, diner, { _tag: "WholeBill" })
      return w.send("pay", diner, { payload: { ...whole, expectedTotal: whole.expectedTotal - 1 } })
    },
  },
  {
    call: "pay",
    error: E.TipRefused,
    provoke: async (w) => {
      const { diner } = await atNewVisit(w, CAKE)
      return w.send("pay", diner, {
        payload: { ...(await payload(w, diner, { _tag: "WholeBill" })), tip: { _tag: "Percent", percent: 7 } },
      })
    },
  },
  declined(E.CardDeclined, "pm_card_chargeDeclined"),
  declined(E.InsufficientFunds, "pm_card_chargeDeclinedInsufficientFunds"),
  {
    call: "pay",
    error: E.IdempotencyKeyReused,
    provoke: async (w) => {
      const { diner } = await atNewVisit(w, CAKE)
      const part = await payload(w, diner, { _tag: "Amount", amount: 100 })
      await w.ok("pay", diner, { payload: part, key: "pay-key-reused-0001" })
      return w.send("pay", diner, {
        payload: { ...part, split: { _tag: "Amount", amount: 200 }, expectedTotal: 200 },
        key: "pay-key-reused-0001",
      })
    },
  },
  {
    call: "pay",
    error: E.PaymentPending,
    provoke: async (w) => {
      const { diner } = await atNewVisit(w, CAKE)
      w.payments.loseNext(1)
      return w.send("pay", diner, { payload: await payload(w, diner, { _tag: "WholeBill" }) })
    },
  },
  {
    call: "payConfirm",
    error: E.PaymentPending,
    provoke: async (w) => {
      const { diner, id } = await heldPayment(w)
      w.payments.loseNext(1, "confirm")
      return w.send("payConfirm", diner, { params: { paymentId: id } })
    },
  },
  {
    call: "operatorRefund",
    error: E.PaymentPending,
    provoke: async (w) => {
      const { diner } = await atNewVisit(w, CAKE)
      const paid = await w.ok<Body<{ receiptNumber: string }>>("pay", diner, {
        payload: await payload(w, diner, { _tag: "Amount", amount: 100 }),
      })
      w.payments.loseNext(1, "refund")
      return w.send("operatorRefund", OPERATOR, { params: { receiptNumber: paid.body.receiptNumber } })
    },
  },
  {
    call: "payConfirm",
    error: E.PaymentNotFound,
    provoke: async (w) => w.send("payConfirm", await w.diner(TABLE_2), { params: { paymentId: "no-such-payment" } }),
  },
  {
    call: "payConfirm",
    error: E.NothingToConfirm,
    provoke: async (w) => {
      const { diner, id } = await heldPayment(w)
      await w.ok("payConfirm", diner, { params: { paymentId: id } })
      return w.send("payConfirm", diner, { params: { paymentId: id } })
    },
  },
  {
    call: "payConfirm",
    error: E.IdempotencyKeyReused,
    provoke: async (w) => {
      const { diner, id } = await heldPayment(w)
      await w.ok("payConfirm", diner, { params: { paymentId: id }, key: "confirm-key-reused-01" })
      return w.send("payConfirm", diner, { params: { paymentId: "another-payment" }, key: "confirm-key-reused-01" })
    },
  },
  {
    call: "receiptGet",
    error: E.PaymentNotFound,
    provoke: async (w) => w.send("receiptGet", await w.diner(TABLE_2), { params: { paymentId: "no-such-payment" } }),
  },
  {
    call: "receiptMail",
    error: E.PaymentNotFound,
    provoke: async (w) => w.send("receiptMail", await w.diner(TABLE_2), { params: { paymentId: "no-such-payment" }, payload: MAIL }),
  },
  {
    call: "receiptMail",
    error: E.MailLimited,
    provoke: async (w) => {
      const { diner, id } = await heldPayment(w)
      const mail = { params: { paymentId: id }, payload: MAIL }
      for (let sent = 0; sent < RECEIPT_MAIL_LIMIT.sends; sent++) await w.ok("receiptMail", diner, mail)
      return w.send("receiptMail", diner, mail)
    },
  },
  {
    call: "feedbackGive",
    error: E.PaymentNotFound,
    provoke: async (w) => {
      // Another diner's payment, at the same table: not theirs to give feedback on.
      const { diner } = await atNewVisit(w, CAKE)
      const paid = await w.ok<Body<{ id: string }>>("pay", diner, { payload: await payload(w, diner, { _tag: "Amount", amount: 100 }) })
      return w.send("feedbackGive", await w.diner(TABLE_2), { params: { paymentId: paid.body.id }, payload: FEEDBACK })
    },
  },
  {
    call: "feedbackGive",
    error: E.FeedbackGiven,
    provoke: async (w) => {
      const { diner } = await atNewVisit(w, CAKE)
      const paid = await w.ok<Body<{ id: string }>>("pay", diner, { payload: await payload(w, diner, { _tag: "Amount", amount: 100 }) })
      await w.ok("feedbackGive", diner, { params: { paymentId: paid.body.id }, payload: FEEDBACK })
      return w.send("feedbackGive", diner, { params: { paymentId: paid.body.id }, payload: { rating: "up", reasons: [] } })
    },
  },
  {
    call: "operatorRefund",
    error: E.PaymentNotFound,
    provoke: async (w) => w.send("operatorRefund", OPERATOR, { params: { receiptNumber: "R-999999" } }),
  },
  {
    call: "operatorRefund",
    error: E.NotRefundable,
    provoke: async (w) => w.send("operatorRefund", OPERATOR, { params: { receiptNumber: (await heldPayment(w)).receiptNumber } }),
  },
]
