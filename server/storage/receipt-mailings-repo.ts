import type { MailLanguage } from "../../schema/receipt-mail"
import type { Queryable } from "./db"
import { lockForTransaction } from "./phone-sends-repo"

/**
 * Each sending of a payment's receipt by e-mail: what its hourly limit counts, and the hash of
 * the access token its link carries (the token itself and the address are never stored).
 */

/** Holds, until the transaction ends, the lock of one payment's sendings: racing sendings are counted one after the other. */
export const lockPaymentMailings = (tx: Queryable, lockKey: string): Promise<void> => lockForTransaction(tx, lockKey)

/** How many times the receipt was sent after `since`, and when the oldest of those went (`since` if none). */
export const mailingsSince = async (tx: Queryable, paymentId: string, since: number): Promise<{ count: number; oldest: number }> => {
  const [row] = await tx.query<{ count: string | number; oldest: Date | string | null }>(
    "select count(*) as count, min(sent_at) as oldest from receipt_mailings where payment_id = $1 and sent_at > $2",
    [paymentId, new Date(since)],
  )
  return {
    count: Number(row?.count ?? 0),
    oldest: row?.oldest === null || row?.oldest === undefined ? since : new Date(row.oldest).getTime(),
  }
}

export interface Mailing {
  readonly id: string
  readonly paymentId: string
  readonly tokenHash: string
  readonly language: MailLanguage
  readonly sentAt: number
}

export const recordMailing = async (tx: Queryable, mailing: Mailing): Promise<void> => {
  await tx.query("insert into receipt_mailings (id, payment_id, token_hash, language, sent_at) values ($1, $2, $3, $4, $5)", [
    mailing.id,
    mailing.paymentId,
    mailing.tokenHash,
    mailing.language,
    new Date(mailing.sentAt),
  ])
}

/** A sending the mail server did not take: it neither counts against the limit nor opens the receipt. */
export const dropMailing = async (db: Queryable, id: string): Promise<void> => {
  await db.query("delete from receipt_mailings where id = $1", [id])
}

/** The sending whose link carries the token of this hash, for this payment: its language and the venue paid; null: none. */
export const findMailing = async (
  db: Queryable,
  paymentId: string,
  tokenHash: string,
): Promise<{ readonly language: MailLanguage; readonly venueId: string } | null> => {
  const [row] = await db.query<{ language: MailLanguage; venue_id: string }>(
    `select m.language, a.venue_id from receipt_mailings m
       join payments p on p.id = m.payment_id
       join service_areas a on a.id = p.service_area_id
      where m.payment_id = $1 and m.token_hash = $2`,
    [paymentId, tokenHash],
  )
  return row === undefined ? null : { language: row.language, venueId: row.venue_id }
}
