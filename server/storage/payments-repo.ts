import { Schema } from "effect"
import { Payment as PaymentSchema, PaymentStatus, type Payment } from "../../schema/payment"
import type { Queryable } from "./db"

/**
 * Payments at the table: their rows, read as the wire's Payment (schema/payment.ts) here and
 * only here. A row keeps the receipt as its payer reads it (`receipt`, without its status,
 * which changes), the amounts the server computed, and of the card only its brand and last four.
 */

export interface PaymentRow {
  readonly id: string
  readonly receiptNumber: string
  readonly tenantId: string
  readonly serviceAreaId: string
  readonly uid: string
  readonly payerName: string | null
  readonly status: PaymentStatus
  readonly lineKeys: ReadonlyArray<string>
  readonly share: number
  readonly tip: number
  readonly total: number
  readonly receipt: Payment
  readonly provider: string
  readonly providerRef: string
  readonly at: number
}

interface Row {
  id: string
  receipt_number: string
  tenant_id: string
  service_area_id: string
  uid: string
  payer_name: string | null
  status: string
  line_keys: unknown
  share: number
  tip: number
  total: number
  receipt: unknown
  provider: string
  provider_ref: string
  created_at: Date | string
}

const columns =
  "id, receipt_number, tenant_id, service_area_id, uid, payer_name, status, line_keys, share, tip, total, receipt, provider, provider_ref, created_at"

const decodeReceipt = Schema.decodeUnknownSync(PaymentSchema)
const decodeStatus = Schema.decodeUnknownSync(PaymentStatus)
const decodeKeys = Schema.decodeUnknownSync(Schema.Array(Schema.String))

const toPayment = (row: Row): PaymentRow => {
  const status = decodeStatus(row.status)
  return {
    id: row.id,
    receiptNumber: row.receipt_number,
    tenantId: row.tenant_id,
    serviceAreaId: row.service_area_id,
    uid: row.uid,
    payerName: row.payer_name,
    status,
    lineKeys: decodeKeys(row.line_keys),
    share: row.share,
    tip: row.tip,
    total: row.total,
    receipt: decodeReceipt({ ...(row.receipt as object), status }),
    provider: row.provider,
    providerRef: row.provider_ref,
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

/** The table's payments since it was last settled, oldest first (refunded ones included). */
export const listOpenPayments = async (db: Queryable, serviceAreaId: string): Promise<ReadonlyArray<PaymentRow>> =>
  (
    await db.query<Row>(`select ${columns} from payments where service_area_id = $1 and not settled order by created_at, receipt_number`, [
      serviceAreaId,
    ])
  ).map(toPayment)

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

export const insertPayment = async (tx: Queryable, payment: Omit<PaymentRow, "at">): Promise<void> => {
  await tx.query(
    `insert into payments (id, receipt_number, tenant_id, service_area_id, uid, payer_name, status, line_keys, share, tip, total, receipt, provider, provider_ref)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12::jsonb, $13, $14)`,
    [
      payment.id,
      payment.receiptNumber,
      payment.tenantId,
      payment.serviceAreaId,
      payment.uid,
      payment.payerName,
      payment.status,
      JSON.stringify(payment.lineKeys),
      payment.share,
      payment.tip,
      payment.total,
      JSON.stringify(Schema.encodeSync(PaymentSchema)(payment.receipt)),
      payment.provider,
      payment.providerRef,
    ],
  )
}

export const setPaymentStatus = async (tx: Queryable, id: string, status: PaymentStatus): Promise<void> => {
  await tx.query("update payments set status = $2 where id = $1", [id, status])
}

/** The table was settled: its payments no longer count against the next party's bill. */
export const settlePayments = async (tx: Queryable, serviceAreaId: string): Promise<void> => {
  await tx.query("update payments set settled = true where service_area_id = $1 and not settled", [serviceAreaId])
}
