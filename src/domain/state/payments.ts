import type { DomainEvent } from "../../../schema/events"
import { startsNewTable } from "./venue"
import type { PayStep, PaymentsSlice } from "../state-schema"

export type { PayStep, PaymentsSlice }

const initialPayStep: PayStep = { split: null, tip: null, sending: false, notice: null, confirming: null, action: null, lastSent: null }

/** The choice a payment pays: what part, the tip and the total shown. */
export interface PayChoice {
  readonly split: unknown
  readonly tip: unknown
  readonly expectedTotal: number
}

/** What identifies the choice a payment pays: the same part, tip and total. */
export const payChoiceOf = (choice: PayChoice): string => JSON.stringify([choice.split, choice.tip, choice.expectedTotal])

/**
 * The card of the last payment sent when its answer never came (it may have been charged) and
 * the diner pays the same choice again: sent again as it was, it keeps its key, so it is one
 * payment. With Stripe each card taken is a new PaymentMethod, so the card is not taken again.
 */
export const lostCard = (pay: PayStep, choice: PayChoice): { readonly paymentMethod: string; readonly last4: string } | null =>
  pay.lastSent !== null && !pay.sending && pay.lastSent.choice === payChoiceOf(choice) ? pay.lastSent : null

/** The key a payment is sent with: the last one's when it is the same payment (choice and card) and its answer never came. */
export const payKeyFor = (pay: PayStep, request: PayChoice & { readonly paymentMethod: string }): string | null =>
  pay.lastSent !== null && lostCard(pay, request)?.paymentMethod === request.paymentMethod ? pay.lastSent.key : null

const confirmEnding = new Set(["refusal.cardDeclined", "refusal.insufficientFunds", "refusal.nothingToConfirm"])

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
      return {
        pay: {
          ...state.pay,
          sending: true,
          notice: null,
          lastSent: { choice: payChoiceOf(event), paymentMethod: event.paymentMethod, last4: event.last4, key: event.key },
        },
      }
    case "v1.PaymentMade": {
      const { payment } = event
      const receipts = [payment, ...state.receipts.filter((kept) => kept.id !== payment.id)]
      const waiting = payment.status === "NeedsConfirmation"
      // Confirmed, and still waiting: the bank's check is not done; the diner is told so.
      const stillWaiting = waiting && state.pay.confirming?.id === payment.id
      const notice = stillWaiting ? { id: "pay.stillUnconfirmed" as const } : null
      return { receipts, pay: waiting ? { ...state.pay, sending: false, confirming: payment, notice, lastSent: null } : initialPayStep }
    }
    case "v1.PaymentActionAsked":
      return { pay: { ...state.pay, action: { paymentId: event.paymentId, clientSecret: event.clientSecret } } }
    case "v1.PaymentRefused": {
      // A confirmation refused for good (declined at the bank's check, or nothing to confirm): nothing is waiting any more.
      const confirmEnded = !state.pay.sending && confirmEnding.has(event.text.id)
      const ended = confirmEnded ? { confirming: null, action: null } : {}
      // Only a payment whose answer was lost may have been charged: any other refusal charged nothing.
      const lastSent = event.text.id === "refusal.payOffline" ? state.pay.lastSent : null
      return { pay: { ...state.pay, ...ended, sending: false, notice: event.text, lastSent } }
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
