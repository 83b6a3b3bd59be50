import { Schema } from "effect"
import { Payment as PaymentSchema, type Payment, type PaymentStatus } from "../../schema/payment"
import type { Queryable } from "./db"

/**
 * Payments at the table: their rows, read as the wire's Payment (schema/payment.ts) here and
 * only here. A row keeps the receipt as its payer reads it (`receipt`, without its status,
 * which changes), the amounts the server computed, and of the card only its brand and last four.
 * Its status is the payment's state machine (server/services/payment-service.ts); two of its
 * states are the server's own and read on the wire as the nearest the diner knows: Refunding as
 * Refunded, Declined (an attempt refused, never listed) as Failed.
 */

export const StoredStatus = Schema.Literals(["Pending", "Succeeded", "NeedsConfirmation", "Refunding", "Refunded", "Failed", "Declined"])
export type StoredStatus = typeof StoredStatus.Type

/** Why a payment was refunded: a success that came once its share was no longer owed, or staff's refund. */
export type RefundReason = "late" | "staff"

export interface PaymentRow {
  readonly id: string
  readonly receiptNumber: string
  readonly tenantId: string
  readonly serviceAreaId: string
  /** The visit whose bill it pays (null: made before visits were kept). */
  readonly visitId: string | null
  readonly uid: string
  readonly payerName: string | null
  readonly status: StoredStatus
  /** Whether its table was settled since (it belongs to an ended visit). */
  readonly settled: boolean
  readonly lineKeys: ReadonlyArray<string>
  readonly share: number
  readonly tip: number
  readonly total: number
  readonly receipt: Payment
  readonly provider: string
  /** The provider's own reference of the current attempt's charge; null until it answered. */
  readonly providerRef: string | null
  /** 1, then one more for each try after a decline: each attempt has a provider key of its own. */
  readonly attempt: number
  /** The digest of the request that made it (a retry with its key must be the same request). */
  readonly bodyHash: string | null
  /** The PaymentMethod id of the current attempt (what a reconcile charges again). */
  readonly paymentMethod: string | null
  readonly refundReason: RefundReason | null
  readonly at: number
}

/** The status a diner reads. */
export const wireStatus = (status: StoredStatus): PaymentStatus =>
  status === "Refunding" ? "Refunded" : status === "Declined" ? "Failed" : status

interface Row {
  id: string
  receipt_number: string
  tenant_id: string
  service_area_id: string
  visit_id: string | null
  uid: string
  payer_name: string | null
  status: string
  line_keys: unknown
  share: number
  tip: number
  total: number
  receipt: unknown
  provider: string
  provider_ref: string | null
  settled: boolean
  attempt: number
  body_hash: string | null
  payment_method: string | null
  refund_reason: string | null
  created_at: Date | string
}

const columns =
  "id, receipt_number, tenant_id, service_area_id, visit_id, uid, payer_name, status, line_keys, share, tip, total, receipt, provider, provider_ref, settled, attempt, body_hash, payment_method, refund_reason, created_at"

const decodeReceipt = Schema.decodeUnknownSync(PaymentSchema)
const decodeStatus = Schema.decodeUnknownSync(StoredStatus)
const decodeKeys = Schema.decodeUnknownSync(Schema.Array(Schema.String))

const toPayment = (row: Row): PaymentRow => {
  const status = decodeStatus(row.status)
  return {
    id: row.id,
    receiptNumber: row.receipt_number,
    tenantId: row.tenant_id,
    serviceAreaId: row.service_area_id,
    visitId: row.visit_id,
    uid: row.uid,
    payerName: row.payer_name,
    status,
    lineKeys: decodeKeys(row.line_keys),
    share: row.share,
    tip: row.tip,
    total: row.total,
    receipt: decodeReceipt({ ...(row.receipt as object), status: wireStatus(status) }),
    provider: row.provider,
    providerRef: row.provider_ref,
    settled: row.settled,
    attempt: row.attempt,
    bodyHash: row.body_hash,
    paymentMethod: row.payment_method,
    refundReason: row.refund_reason === "late" || row.refund_reason === "staff" ? row.refund_reason : null,
    at: new Date(row.created_at).getTime(),
  }
}

/**
 * Takes the table's payment lock until commit: payments, confirmations, refunds and settling of
 * one table run one after the other, on any number of instances. `for no key update` leaves the
 * table's row free for the foreign keys of carts and orders being written meanwhile.
 */
export const lockTableForPayment = async (tx: Queryable, serviceAreaId: string): Promise<void> => {
  await tx.query("select id from service_areas where id = $1 for no key update", [serviceAreaId])
}

/** The venue's tip presets, in percent. */
export const findTipPercents = async (db: Queryable, venueId: string): Promise<ReadonlyArray<number>> => {
  const [row] = await db.query<{ tip_percents: unknown }>("select tip_percents from venues where id = $1", [venueId])
  return Schema.decodeUnknownSync(Schema.Array(Schema.Number))(row?.tip_percents ?? [])
}

/** A visit's payments since it was last settled, oldest first (refunded and failed ones included, declined attempts not). */
export const listOpenPayments = async (db: Queryable, visitId: string | null): Promise<ReadonlyArray<PaymentRow>> =>
  (
    await db.query<Row>(
      `select ${columns} from payments where visit_id = $1 and not settled and status <> 'Declined' order by created_at, receipt_number`,
      [visitId],
    )
  ).map(toPayment)

/** Every payment of a visit, settled ones included, oldest first (declined attempts not): an ended visit's receipts. */
export const listVisitPayments = async (db: Queryable, visitId: string): Promise<ReadonlyArray<PaymentRow>> =>
  (
    await db.query<Row>(
      `select ${columns} from payments where visit_id = $1 and status <> 'Declined' order by created_at, receipt_number`,
      [visitId],
    )
  ).map(toPayment)

/** The latest payments (of one table, or every table), newest first, with their table's code; declined attempts not. */
export const listRecentPayments = async (
  db: Queryable,
  qrCode: string | null,
  venueId: string | null,
): Promise<ReadonlyArray<{ readonly payment: PaymentRow; readonly qrCode: string }>> =>
  (
    await db.query<Row & { qr_code: string }>(
      `select ${columns.replaceAll(/(^|, )/gu, "$1p.")}, a.qr_code from payments p join service_areas a on a.id = p.service_area_id
        where p.status <> 'Declined' and ($1::text is null or a.qr_code = $1) and ($2::text is null or a.venue_id = $2)
        order by p.created_at desc, p.receipt_number desc limit 200`,
      [qrCode, venueId],
    )
  ).map((row) => ({ payment: toPayment(row), qrCode: row.qr_code }))

/** Payments whose provider has not answered for them yet (Pending, Refunding), oldest first: what the reconcile finishes. */
export const listUnfinishedPayments = async (db: Queryable): Promise<ReadonlyArray<PaymentRow>> =>
  (await db.query<Row>(`select ${columns} from payments where status in ('Pending', 'Refunding') order by created_at`)).map(toPayment)

export const findPayment = async (db: Queryable, id: string): Promise<PaymentRow | null> => {
  const [row] = await db.query<Row>(`select ${columns} from payments where id = $1`, [id])
  return row === undefined ? null : toPayment(row)
}

export const findPaymentByReceipt = async (db: Queryable, receiptNumber: string): Promise<PaymentRow | null> => {
  const [row] = await db.query<Row>(`select ${columns} from payments where receipt_number = $1`, [receiptNumber])
  return row === undefined ? null : toPayment(row)
}

/** The next receipt number: "R-000001", "R-000002", … */
export const nextReceiptNumber = async (tx: Queryable): Promise<string> => {
  const [number] = await tx.query<{ n: string | number }>("select nextval('receipt_numbers') as n")
  return `R-${String(number?.n ?? 0).padStart(6, "0")}`
}

/** A new attempt of a payment, Pending: what it charges, and what it is recognised by. */
export type NewAttempt = Pick<
  PaymentRow,
  | "id"
  | "receiptNumber"
  | "tenantId"
  | "serviceAreaId"
  | "visitId"
  | "uid"
  | "payerName"
  | "lineKeys"
  | "share"
  | "tip"
  | "total"
  | "receipt"
  | "provider"
  | "attempt"
> & { readonly bodyHash: string; readonly paymentMethod: string }

/**
 * Records a payment's attempt, Pending: the first inserts it, a later one (after a decline) takes
 * its row over. Its time is the clock's as it is written, after the bill was read in the same
 * transaction: every order on that bill was written before it (payment-outcomes.ts: coveredOrders).
 */
export const recordAttempt = async (tx: Queryable, payment: NewAttempt): Promise<void> => {
  await tx.query(
    `insert into payments (id, receipt_number, tenant_id, service_area_id, uid, payer_name, status, line_keys, share, tip, total, receipt,
       provider, provider_ref, attempt, body_hash, payment_method, created_at, visit_id)
     values ($1, $2, $3, $4, $5, $6, 'Pending', $7::jsonb, $8, $9, $10, $11::jsonb, $12, null, $13, $14, $15, clock_timestamp(), $16)
     on conflict (id) do update set payer_name = excluded.payer_name, status = 'Pending', line_keys = excluded.line_keys,
       share = excluded.share, tip = excluded.tip, total = excluded.total, receipt = excluded.receipt, provider_ref = null,
       attempt = excluded.attempt, settled = false, body_hash = excluded.body_hash, payment_method = excluded.payment_method, created_at = excluded.created_at,
       visit_id = excluded.visit_id`,
    [
      payment.id,
      payment.receiptNumber,
      payment.tenantId,
      payment.serviceAreaId,
      payment.uid,
      payment.payerName,
      JSON.stringify(payment.lineKeys),
      payment.share,
      payment.tip,
      payment.total,
      JSON.stringify(Schema.encodeSync(PaymentSchema)(payment.receipt)),
      payment.provider,
      payment.attempt,
      payment.bodyHash,
      payment.paymentMethod,
      payment.visitId,
    ],
  )
}

/** The provider's answer for a payment's attempt: its new status, the provider's reference, and the card seen. */
export const recordOutcome = async (
  tx: Queryable,
  id: string,
  status: StoredStatus,
  providerRef: string | null,
  card?: Payment["card"],
): Promise<void> => {
  await tx.query(
    `update payments set status = $2, provider_ref = coalesce($3, provider_ref),
       receipt = case when $4::jsonb is null then receipt else jsonb_set(receipt, '{card}', $4::jsonb) end
     where id = $1`,
    [id, status, providerRef, card === undefined ? null : JSON.stringify(card)],
  )
}

export const setPaymentStatus = async (tx: Queryable, id: string, status: StoredStatus, refundReason?: RefundReason): Promise<void> => {
  await tx.query("update payments set status = $2, refund_reason = coalesce($3, refund_reason) where id = $1", [
    id,
    status,
    refundReason ?? null,
  ])
}

/** The visit's bill was settled: its payments no longer count against what is still open. */
export const settlePayments = async (tx: Queryable, visitId: string): Promise<void> => {
  await tx.query("update payments set settled = true where visit_id = $1 and not settled", [visitId])
}
