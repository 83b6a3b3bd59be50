import { createHash, randomBytes, randomUUID } from "node:crypto"
import { MailLimited, MailUnavailable } from "../../schema/errors"
import type { Payment } from "../../schema/payment"
import { RECEIPT_MAIL_LIMIT, type MailLanguage, type ReceiptMailed, type ReceiptMailPayload } from "../../schema/receipt-mail"
import { localizeItems, receiptLineTexts } from "../../src/domain/menu-language"
import { fail } from "../failure"
import type { Mailer } from "../mail/mailer"
import { receiptMail, receiptPage, type ShownLine } from "../mail/receipt-document"
import type { Queryable, Transactional } from "../storage/db"
import { findPayment } from "../storage/payments-repo"
import { dropMailing, findMailing, lockPaymentMailings, mailingsSince, recordMailing } from "../storage/receipt-mailings-repo"
import type { Diner } from "./diner"
import { receiptOf } from "./payment-service"
import { storedMenuOf } from "./venue-service"

/**
 * The receipt by e-mail. A diner's own receipt is sent to the address they give, in their
 * language, with a link that opens it: `<public origin>/receipt/<paymentId>?token=<token>`, a
 * random token of 256 bits of which only the SHA-256 is stored. The address lives in this
 * call's memory only, for as long as the sending takes: it is never stored, logged, nor put in
 * the live feeds or the Firestore mirror; a failure of the mail server is answered without its
 * message, which may quote the address.
 *
 * At most 3 sendings per payment in any hour, counted in the database under the payment's lock
 * (racing sendings are counted one after the other, on one instance or many). A sending is
 * recorded, and committed, before the mail goes (no transaction is held open while the mail
 * server answers); if the mail server refuses it, the record is dropped: it neither counts nor
 * opens the receipt.
 */

export interface ReceiptMailDeps {
  readonly db: Transactional
  /** null: this server has no mail server (no SMTP_URL), so nothing can be sent. */
  readonly mailer: Mailer | null
  /** Where the link points: the server's public origin, from its settings, never from a request. */
  readonly linkOrigin: () => string
  readonly now: () => number
  /** Told that a mail could not be sent, with the mail server's error code only (never its message). */
  readonly report: (line: string) => void
}

export const mailReceipt = async (
  deps: ReceiptMailDeps,
  diner: Diner,
  paymentId: string,
  { address, language }: ReceiptMailPayload,
): Promise<ReceiptMailed> => {
  const receipt = await receiptOf(deps.db, diner, paymentId)
  const { mailer } = deps
  if (mailer === null) throw fail(MailUnavailable, "This server cannot send e-mail: ask the staff for a printed receipt.")
  const token = randomBytes(32).toString("base64url")
  const id = randomUUID()
  const link = `${deps.linkOrigin()}/receipt/${encodeURIComponent(paymentId)}?token=${token}`
  // Written before the sending is claimed: between the claim and the mail server, nothing else can fail.
  const written = receiptMail(receipt, await shownLines(deps.db, diner.serviceArea.venueId, receipt, language), language, link)
  const sendsLeft = await deps.db.transaction(async (tx) => {
    await lockPaymentMailings(tx, lockKeyOf(paymentId))
    const now = deps.now()
    const windowMs = RECEIPT_MAIL_LIMIT.windowSeconds * 1000
    const sent = await mailingsSince(tx, paymentId, now - windowMs)
    if (sent.count >= RECEIPT_MAIL_LIMIT.sends) {
      const minutes = Math.max(1, Math.ceil((sent.oldest + windowMs - now) / 60_000))
      throw fail(
        MailLimited,
        `This receipt was e-mailed ${RECEIPT_MAIL_LIMIT.sends} times in the last hour. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
      )
    }
    await recordMailing(tx, { id, paymentId, tokenHash: hashOf(token), language, sentAt: now })
    return RECEIPT_MAIL_LIMIT.sends - sent.count - 1
  })
  try {
    await mailer.send({ to: address, ...written })
  } catch (error) {
    await dropMailing(deps.db, id)
    deps.report(`a receipt's mail was not taken by the mail server (${codeOf(error)})`)
    throw fail(MailUnavailable, "The receipt could not be e-mailed just now. Nothing was sent: please try again later.")
  }
  return { sendsLeft }
}

/**
 * The page a receipt's link opens, in the language it was mailed in; null when the token is not
 * one this payment's receipt was mailed with (or there is no such payment).
 */
export const receiptByLink = async (db: Queryable, paymentId: string, token: string): Promise<string | null> => {
  const mailing = await findMailing(db, paymentId, hashOf(token))
  const payment = mailing === null ? null : await findPayment(db, paymentId)
  if (mailing === null || payment === null) return null
  return receiptPage(payment.receipt, await shownLines(db, mailing.venueId, payment.receipt, mailing.language), mailing.language)
}

/** The dishes of a receipt named as the venue's menu names them in the language (the receipt's own names where it has none). */
const shownLines = async (db: Queryable, venueId: string, receipt: Payment, language: MailLanguage): Promise<ReadonlyArray<ShownLine>> => {
  const items = localizeItems(
    (await storedMenuOf(db, venueId)).items.map(({ item }) => item),
    language,
  )
  return receipt.lines.map((line) => {
    const shown = receiptLineTexts(line, items)
    return { key: line.key, quantity: line.quantity, name: shown.name, choices: shown.choiceSummary, note: line.note, amount: line.amount }
  })
}

const hashOf = (token: string): string => createHash("sha256").update(token).digest("hex")

/** The payment's sendings' advisory lock: a 64-bit id from the payment's id. */
const lockKeyOf = (paymentId: string): string =>
  createHash("sha256").update(`receipt-mail:${paymentId}`).digest().readBigInt64BE(0).toString()

/** A mail error's code (nodemailer's `EENVELOPE`, `ECONNECTION`...), which names no one. */
const codeOf = (error: unknown): string => {
  const code: unknown = error instanceof Error ? Reflect.get(error, "code") : undefined
  return typeof code === "string" && /^[A-Z_]{2,40}$/u.test(code) ? code : "no code"
}
