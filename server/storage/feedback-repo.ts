import { Schema } from "effect"
import { Feedback, type StaffFeedback } from "../../schema/feedback"
import type { Queryable } from "./db"

/**
 * Feedback after paying (schema/feedback.ts): one row per payment, its primary key the payment's
 * id, so a second feedback for a payment is never kept, however many race; and the venue's
 * review link (schema/venue.ts ReviewUrl), a column of the venue.
 */

export interface NewFeedback {
  readonly paymentId: string
  readonly venueId: string
  readonly uid: string
  readonly rating: Feedback["rating"]
  readonly reasons: Feedback["reasons"]
  /** Trimmed; "" for none. */
  readonly comment: string
}

interface Row {
  payment_id: string
  rating: string
  reasons: unknown
  comment: string
  created_at: Date | string
}

const columns = "f.payment_id, f.rating, f.reasons, f.comment, f.created_at"
const decodeFeedback = Schema.decodeUnknownSync(Feedback)

const toFeedback = (row: Row): Feedback =>
  decodeFeedback({
    paymentId: row.payment_id,
    rating: row.rating,
    reasons: row.reasons,
    ...(row.comment === "" ? {} : { comment: row.comment }),
    at: new Date(row.created_at).getTime(),
  })

/** Keeps a payment's feedback: as kept, or null when the payment has one already (nothing is changed). */
export const insertFeedback = async (db: Queryable, feedback: NewFeedback): Promise<Feedback | null> => {
  const [row] = await db.query<Row>(
    `insert into payment_feedback as f (payment_id, venue_id, uid, rating, reasons, comment) values ($1, $2, $3, $4, $5::jsonb, $6)
       on conflict (payment_id) do nothing returning ${columns}`,
    [feedback.paymentId, feedback.venueId, feedback.uid, feedback.rating, JSON.stringify(feedback.reasons), feedback.comment],
  )
  return row === undefined ? null : toFeedback(row)
}

/** The latest feedback (of one venue, or every venue), newest first, at most 200, with its venue, table and receipt. */
export const listFeedback = async (db: Queryable, venueId: string | null): Promise<ReadonlyArray<StaffFeedback>> =>
  (
    await db.query<Row & { venue_id: string; venue_name: string; table_name: string; qr_code: string; receipt_number: string }>(
      `select ${columns}, f.venue_id, v.name as venue_name, a.name as table_name, a.qr_code, p.receipt_number
         from payment_feedback f join payments p on p.id = f.payment_id join service_areas a on a.id = p.service_area_id
         join venues v on v.id = f.venue_id
        where ($1::text is null or f.venue_id = $1) order by f.created_at desc, p.receipt_number desc limit 200`,
      [venueId],
    )
  ).map((row) => ({
    feedback: toFeedback(row),
    venueId: row.venue_id,
    venueName: row.venue_name,
    tableName: row.table_name,
    qrCode: row.qr_code,
    receiptNumber: row.receipt_number,
  }))

/** The venue's review link as a receipt carries it: `{ reviewUrl }`, or nothing when the venue has none. */
export const findReviewUrl = async (db: Queryable, venueId: string): Promise<{ readonly reviewUrl?: string }> => {
  const [row] = await db.query<{ review_url: string | null }>("select review_url from venues where id = $1", [venueId])
  const reviewUrl = row?.review_url ?? null
  return reviewUrl === null ? {} : { reviewUrl }
}
