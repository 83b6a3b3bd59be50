import type { DomainEvent, NoticeText } from "../../../schema/events"
import { payerNameOf } from "../queries"
import type { Visit } from "../../../schema/visit"
import { startsNewTable } from "./venue"
import { joinsAnotherVisit } from "./visit-joined"
import type { PayIntent, PayStep, PaymentsSlice } from "../state-schema"

export type { PayIntent, PayStep, PaymentsSlice }

const initialPayStep: PayStep = { split: null, tip: null, notice: null, confirming: null, action: null, intent: null }

/** Whether a payment is on its way (its answer awaited). */
export const paySending = (pay: PayStep): boolean => pay.intent?.answer === "awaited"

/**
 * What a refusal of a payment on its way says of its outcome: not known when the answer never
 * came (it may have been charged: "lost") or the server held the payment while the card provider
 * answers ("held", a 503); the intent is then sent again with its key. Any other refusal charged
 * nothing: the intent is over (null).
 */
const unknownOutcome = (text: NoticeText): "lost" | "held" | null =>
  text.id === "refusal.payOffline" ? "lost" : text.id === "refusal.paymentPending" || text.id === "refusal.busy" ? "held" : null

const confirmEnding = new Set(["refusal.cardDeclined", "refusal.insufficientFunds", "refusal.nothingToConfirm"])

export const initialPaymentsSlice: PaymentsSlice = { tablePayments: null, pay: initialPayStep, paymentHeard: null, receipts: [] }

export const reducePayments = (
  state: PaymentsSlice & { readonly qrCode: string | null; readonly visit: Visit | null } & Parameters<typeof payerNameOf>[0],
  event: DomainEvent,
): Partial<PaymentsSlice> | undefined => {
  switch (event._tag) {
    case "v1.VenueLoadStarted":
      // Receipts stay on the device whatever table opens; the rest is the table's.
      return startsNewTable(state, event) ? { ...initialPaymentsSlice, receipts: state.receipts } : undefined
    case "v1.PaymentsRead":
      return { tablePayments: event.payments }
    case "v1.VisitJoined":
      // Another visit's bill: nothing paid of it yet; the diner's receipts stay on the device.
      return joinsAnotherVisit(state, event) ? { ...initialPaymentsSlice, receipts: state.receipts } : undefined
    case "v1.PayPartChosen":
      return { pay: { ...state.pay, split: event.split, notice: null } }
    case "v1.PayTipChosen":
      return { pay: { ...state.pay, tip: event.tip, notice: null } }
    case "v1.PaymentSent": {
      // The intent's key: the same key is the same payment sent again, as it was first sent; another is a new payment.
      const open = state.pay.intent
      const { split, tip, expectedTotal, paymentMethod, last4, key } = event
      const intent: PayIntent =
        open !== null && open.key === key
          ? { ...open, answer: "awaited" }
          : { key, split, tip, expectedTotal, paymentMethod, last4, payerName: payerNameOf(state), answer: "awaited" }
      return { pay: { ...state.pay, notice: null, intent } }
    }
    case "v1.PaymentMade": {
      const { payment } = event
      const receipts = [payment, ...state.receipts.filter((kept) => kept.id !== payment.id)]
      const open = state.pay.intent
      // Held by the server while the card provider answers: its outcome is still to be learnt, with its key.
      if (payment.status === "Pending")
        return { receipts, pay: open === null ? state.pay : { ...state.pay, intent: { ...open, answer: "held" }, notice: null } }
      const waiting = payment.status === "NeedsConfirmation"
      // Confirmed, and still waiting: the bank's check is not done; the diner is told so.
      const stillWaiting = waiting && state.pay.confirming?.id === payment.id
      const notice = stillWaiting ? { id: "pay.stillUnconfirmed" as const } : null
      return { receipts, pay: waiting ? { ...state.pay, confirming: payment, notice, intent: null } : initialPayStep }
    }
    case "v1.PaymentActionAsked":
      return { pay: { ...state.pay, action: { paymentId: event.paymentId, clientSecret: event.clientSecret } } }
    case "v1.PaymentRefused": {
      const open = state.pay.intent
      if (open?.answer === "awaited") {
        // The answer to the payment on its way: its outcome unknown (sent again with its key), or refused, nothing charged.
        const answer = unknownOutcome(event.text)
        return answer === null
          ? { pay: { ...state.pay, intent: null, notice: event.text } }
          : { pay: { ...state.pay, intent: { ...open, answer }, notice: null } }
      }
      // A confirmation refused for good (declined at the bank's check, or nothing to confirm): nothing is waiting any more.
      const ended = confirmEnding.has(event.text.id) ? { confirming: null, action: null } : {}
      return { pay: { ...state.pay, ...ended, notice: event.text } }
    }
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
