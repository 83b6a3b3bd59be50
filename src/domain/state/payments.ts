import { Schema } from "effect"
import { NoticeText, type DomainEvent } from "../../../schema/events"
import { Id } from "../../../schema/ids"
import { ClientSecret, Payment, PaymentMade, PaySplit, TablePayments, TipChoice } from "../../../schema/payment"
import { startsNewTable } from "./venue"

/**
 * Paying at the table: the table's bill as paid so far (as last read, then as heard live), the
 * pay screen's steps (what to pay, the tip: none chosen for the diner, the card sent and its
 * answer, or why it was refused), the last payment heard live at the table ("Paid by Ana ·
 * Rs. X") and the diner's receipts, which the device keeps (streams/sources/payments.ts) so they
 * read offline.
 */
export const PayStep = Schema.Struct({
  split: Schema.NullOr(PaySplit),
  tip: Schema.NullOr(TipChoice),
  /** A payment on its way, until its answer. */
  sending: Schema.Boolean,
  /** Why the last try was refused (nothing was charged). */
  notice: Schema.NullOr(NoticeText),
  /** The payment waiting for the diner's confirmation (a card that asks for it). */
  confirming: Schema.NullOr(Payment),
  /**
   * With Stripe, what its UI needs to take the diner through their bank's check of the payment
   * waiting: from an event that is folded, never stored (schema/events.ts PaymentActionAsked).
   */
  action: Schema.NullOr(Schema.Struct({ paymentId: Id, clientSecret: ClientSecret })),
  /** The last payment sent, until it is answered: sent again unchanged after a lost connection, it keeps its key. */
  lastSent: Schema.NullOr(Schema.Struct({ request: Schema.String, key: Schema.String })),
})
export type PayStep = typeof PayStep.Type

export const PaymentsSlice = Schema.Struct({
  tablePayments: Schema.NullOr(TablePayments),
  pay: PayStep,
  paymentHeard: Schema.NullOr(PaymentMade),
  receipts: Schema.Array(Payment),
})
export type PaymentsSlice = typeof PaymentsSlice.Type

const initialPayStep: PayStep = { split: null, tip: null, sending: false, notice: null, confirming: null, action: null, lastSent: null }

/** What identifies a payment the diner means: the same choice, total and card is the same payment. */
export const payRequestOf = (request: {
  readonly split: unknown
  readonly tip: unknown
  readonly expectedTotal: number
  readonly paymentMethod: string
}): string => JSON.stringify([request.split, request.tip, request.expectedTotal, request.paymentMethod])

/** The key a payment is sent with: the last one's when it is the same payment and its answer never came. */
export const payKeyFor = (pay: PayStep, request: string): string | null =>
  pay.lastSent !== null && pay.lastSent.request === request && pay.notice?.id === "refusal.payOffline" ? pay.lastSent.key : null

export const initialPaymentsSlice: PaymentsSlice = { tablePayments: null, pay: initialPayStep, paymentHeard: null, receipts: [] }

export const reducePayments = (
  state: PaymentsSlice & { readonly qrCode: string | null },
  event: DomainEvent,
): Partial<PaymentsSlice> | undefined => {
  switch (event._tag) {
    case "v1.VenueLoadStarted":
      // Receipts stay on the device whatever table opens; the rest is the table's.
      return startsNewTable(state, event) ? { ...initialPaymentsSlice, receipts: state.receipts } : undefined
    case "v1.PaymentsRead":
      return { tablePayments: event.payments }
    case "v1.PayPartChosen":
      return { pay: { ...state.pay, split: event.split, notice: null } }
    case "v1.PayTipChosen":
      return { pay: { ...state.pay, tip: event.tip, notice: null } }
    case "v1.PaymentSent":
      return { pay: { ...state.pay, sending: true, notice: null, lastSent: { request: payRequestOf(event), key: event.key } } }
    case "v1.PaymentMade": {
      const { payment } = event
      const receipts = [payment, ...state.receipts.filter((kept) => kept.id !== payment.id)]
      const waiting = payment.status === "NeedsConfirmation"
      return { receipts, pay: waiting ? { ...state.pay, sending: false, confirming: payment } : initialPayStep }
    }
    case "v1.PaymentActionAsked":
      return { pay: { ...state.pay, action: { paymentId: event.paymentId, clientSecret: event.clientSecret } } }
    case "v1.PaymentRefused":
      return { pay: { ...state.pay, sending: false, notice: event.text } }
    case "v1.PaymentHeard": {
      const { made } = event
      const known = state.tablePayments
      const receipts = state.receipts.map((kept) => (kept.id === made.paymentId ? { ...kept, status: made.status } : kept))
      return {
        paymentHeard: made,
        receipts,
        tablePayments: known === null ? null : { ...known, left: made.settled ? 0 : made.left },
      }
    }
    case "v1.ReceiptsKept": {
      const known = new Set(state.receipts.map((kept) => kept.id))
      return { receipts: [...state.receipts, ...event.receipts.filter((kept) => !known.has(kept.id))] }
    }
    default:
      return undefined
  }
}
