import type { PaymentSeen, TablePayments } from "../../schema/payment"
import { countedOf } from "./payment"

/**
 * The bill as paid so far, as the bill screen shows it so that it adds up to the eye:
 * total = paid + left, in integer minor units, with the tips apart (a tip is on top of the bill,
 * never part of what is paid of it). `paid` is the shares that count against the bill, read as
 * the total less what is left, so a live "left" heard before the payments are read again still
 * adds up.
 */
export interface BillPaid {
  readonly total: number
  readonly paid: number
  readonly left: number
  readonly tips: number
}

export const billPaid = (payments: Pick<TablePayments, "billTotal" | "left" | "tips">): BillPaid => {
  const left = Math.min(payments.left, payments.billTotal)
  return { total: payments.billTotal, paid: payments.billTotal - left, left, tips: payments.tips }
}

/** A payment that counts against the bill (paid, or its share held while it is confirmed): the bill lists it, so "Paid" adds up. */
export const countsAgainstBill = (payment: PaymentSeen): boolean => countedOf([payment]).length > 0

/** The bill lines paid by name: those of the "Dishes" payments that count against the bill (paid, or held while they are confirmed). */
export const paidLineKeys = (payments: ReadonlyArray<PaymentSeen>): ReadonlySet<string> =>
  new Set(countedOf(payments).flatMap((payment) => payment.lineKeys))
