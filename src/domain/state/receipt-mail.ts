import type { DomainEvent } from "../../../schema/events"
import type { ReceiptMailSlice, ReceiptMailStep } from "../state-schema"

export type { ReceiptMailSlice, ReceiptMailStep }

export const initialReceiptMailSlice: ReceiptMailSlice = { receiptMail: null }

/** The receipt by e-mail: asked (on its way), sent, or refused with why; a new ask of any receipt starts over. */
export const reduceReceiptMail = (_state: ReceiptMailSlice, event: DomainEvent): Partial<ReceiptMailSlice> | undefined => {
  switch (event._tag) {
    case "v1.ReceiptMailAsked":
      return { receiptMail: { paymentId: event.paymentId, status: "sending", notice: null } }
    case "v1.ReceiptMailSent":
      return { receiptMail: { paymentId: event.paymentId, status: "sent", notice: null } }
    case "v1.ReceiptMailRefused":
      return { receiptMail: { paymentId: event.paymentId, status: "refused", notice: event.text } }
    default:
      return undefined
  }
}
