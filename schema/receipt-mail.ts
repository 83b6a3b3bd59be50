import { Schema } from "effect"
import { isWellFormedText } from "./text"

/**
 * The receipt by e-mail (issue 50): a diner asks for one of their receipts to be sent to an
 * address they give. The address travels in this request's body only: the server sends the mail
 * and forgets it (it is not stored, logged, mirrored, nor put in an event of the app's log). The
 * mail links to the receipt with an access token, of which the server keeps only a hash.
 */

/**
 * An e-mail address, as a diner types it: one `@`, a dot in the domain, no spaces, no characters
 * that would make it more than one address or a header (`<>,;:"()[]\`), at most 254 characters
 * (what SMTP carries). Whether it exists, only its mail server knows.
 */
export const MailAddress = Schema.String.check(
  isWellFormedText,
  Schema.isMaxLength(254),
  Schema.isPattern(/^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+\.[^\s@<>,;:"()[\]\\.]+$/u),
)

/** The languages a receipt's mail is written in: the app's. */
export const MailLanguage = Schema.Literals(["en", "si", "ta"])
export type MailLanguage = typeof MailLanguage.Type

/** `POST /api/payments/:paymentId/mail`: where to send the receipt, and in which language. */
export const ReceiptMailPayload = Schema.Struct({ address: MailAddress, language: MailLanguage })
export type ReceiptMailPayload = typeof ReceiptMailPayload.Type

/** The receipt was handed to the mail server; how many more times it may be sent this hour. */
export const ReceiptMailed = Schema.Struct({
  sendsLeft: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)),
})
export type ReceiptMailed = typeof ReceiptMailed.Type

/** How often one payment's receipt may be e-mailed: 3 times in any hour. */
export const RECEIPT_MAIL_LIMIT = { sends: 3, windowSeconds: 60 * 60 } as const
