import type { PaidShare, PaymentStatus, PaySplit, TipChoice } from "../../schema/payment"
import { allocate, splitBill, type BillLine, type TableBill } from "./split-bill"

/**
 * What a payment at the table comes to, in integer minor units, computed from the bill (the
 * table's open orders), the payments already made and the diner's choice; the app shows it and
 * the server charges it, one rule. Invariants (tests/property/payment.property.test.ts):
 * - a share is never more than is left, and never below one unit;
 * - after any sequence of payments, paid + left = bill + tips, with left never below zero;
 * - a dish is paid at most once ("Dishes" payments never share a line);
 * - a tip is one of the venue's presets of the share, or an amount of at most the share.
 * A share's service charge is its part of the bill's, in proportion (allocate).
 */

/** A payment already made at the table that still counts against the bill. */
export interface Counted {
  /** The share paid (tip not included). */
  readonly share: number
  readonly tip: number
  /** The bill lines a "Dishes" payment paid (else none). */
  readonly lineKeys: ReadonlyArray<string>
}

/**
 * The payments that count against the bill, as the rule reads them: those paid, and those
 * holding their share while they wait for the provider or the diner's confirmation; a refunded
 * or failed one's share is owed again. The server and the pay screen count by this one rule.
 */
export const countedOf = (payments: ReadonlyArray<Counted & { readonly status: PaymentStatus }>): Counted[] =>
  payments
    .filter(({ status }) => status === "Succeeded" || status === "NeedsConfirmation" || status === "Pending")
    .map(({ share, tip, lineKeys }) => ({ share, tip, lineKeys }))

/** The bill as paid so far. */
export interface Standing {
  readonly billTotal: number
  /** Shares and tips paid. */
  readonly paid: number
  readonly tips: number
  /** What is left of the bill (never below zero). */
  readonly left: number
}

export type PaymentRefusal =
  | { readonly _tag: "NothingLeft" }
  | { readonly _tag: "LineNotOnBill"; readonly key: string }
  | { readonly _tag: "LinePaid"; readonly key: string }
  | { readonly _tag: "AmountAboveLeft"; readonly amount: number; readonly left: number }
  | { readonly _tag: "TipNotOffered"; readonly percent: number; readonly offered: ReadonlyArray<number> }
  | { readonly _tag: "TipAboveShare"; readonly tip: number; readonly share: number }

export interface Amounts {
  readonly _tag: "Amounts"
  readonly share: PaidShare
  readonly tip: number
  /** share.total + tip: what the card is charged. */
  readonly total: number
  /** The lines paid ("Dishes"), else empty: they count as paid, each once. */
  readonly lines: ReadonlyArray<BillLine>
  /**
   * The dishes the receipt lists: the lines paid ("Dishes"), or, for the whole bill, every line
   * no earlier "Dishes" payment paid; else none (an equal share or an amount is of no dish).
   */
  readonly dishes: ReadonlyArray<BillLine>
  /** What is left of the bill once this is paid. */
  readonly leftAfter: number
}

export type PaymentAmounts = Amounts | { readonly _tag: "Refused"; readonly reason: PaymentRefusal }

export const standingOf = (bill: TableBill, payments: ReadonlyArray<Counted>): Standing => {
  const shares = payments.reduce((sum, payment) => sum + payment.share, 0)
  const tips = payments.reduce((sum, payment) => sum + payment.tip, 0)
  return { billTotal: bill.total, paid: shares + tips, tips, left: Math.max(0, bill.total - shares) }
}

const refused = (reason: PaymentRefusal): PaymentAmounts => ({ _tag: "Refused", reason })

/** A total split into subtotal and service charge in the bill's own proportion. */
const asShare = (bill: TableBill, total: number): PaidShare => {
  const [subtotal = 0, serviceCharge = 0] = allocate(total, [bill.subtotal, bill.serviceCharge])
  return { subtotal, serviceCharge, total }
}

/** A share made smaller to fit what is left, keeping its proportion. */
const capped = (bill: TableBill, share: PaidShare, left: number): PaidShare => (share.total <= left ? share : asShare(bill, left))

const dishesShare = (bill: TableBill, keys: ReadonlyArray<string>, paid: ReadonlySet<string>): PaidShare | PaymentRefusal => {
  const chosen = new Set(keys)
  for (const key of chosen) {
    if (!bill.lines.some((line) => line.key === key)) return { _tag: "LineNotOnBill", key }
    if (paid.has(key)) return { _tag: "LinePaid", key }
  }
  // The by-dishes rule itself: the diner is person 0 of two, the others' lines are person 1's.
  const claims = Object.fromEntries(bill.lines.map((line) => [line.key, [chosen.has(line.key) ? 0 : 1]]))
  const split = splitBill(bill, { _tag: "ByDishes", people: 2, claims })
  const share = split._tag === "Split" ? split.shares[0] : undefined
  return share === undefined ? { _tag: "NothingLeft" } : share
}

const shareOf = (bill: TableBill, split: PaySplit, left: number, paid: ReadonlySet<string>): PaidShare | PaymentRefusal => {
  switch (split._tag) {
    case "WholeBill":
      return asShare(bill, left)
    case "Dishes":
      return dishesShare(bill, split.lineKeys, paid)
    case "EqualShare": {
      const equal = splitBill(bill, { _tag: "Equal", people: split.people })
      const first = equal._tag === "Split" ? equal.shares[0] : undefined
      return first === undefined ? { _tag: "NothingLeft" } : first
    }
    case "Amount":
      return split.amount > left ? { _tag: "AmountAboveLeft", amount: split.amount, left } : asShare(bill, split.amount)
  }
}

const tipOf = (share: number, tip: TipChoice, offered: ReadonlyArray<number>): number | PaymentRefusal => {
  if (tip._tag === "Percent")
    return offered.includes(tip.percent)
      ? Math.round((share * tip.percent) / 100)
      : { _tag: "TipNotOffered", percent: tip.percent, offered }
  return tip.amount > share ? { _tag: "TipAboveShare", tip: tip.amount, share } : tip.amount
}

const isRefusal = (value: object): value is PaymentRefusal => "_tag" in value

/** The amounts of a payment the diner chose, or why it cannot be made. */
export const paymentAmounts = (
  bill: TableBill,
  payments: ReadonlyArray<Counted>,
  split: PaySplit,
  tip: TipChoice,
  tipPercents: ReadonlyArray<number>,
): PaymentAmounts => {
  const { left } = standingOf(bill, payments)
  if (left === 0) return refused({ _tag: "NothingLeft" })
  const paidLines = new Set(payments.flatMap((payment) => payment.lineKeys))
  const found = shareOf(bill, split, left, paidLines)
  if (isRefusal(found)) return refused(found)
  const share = capped(bill, found, left)
  if (share.total === 0) return refused({ _tag: "NothingLeft" })
  const tipAmount = tipOf(share.total, tip, tipPercents)
  if (typeof tipAmount !== "number") return refused(tipAmount)
  const chosen = new Set(split._tag === "Dishes" ? split.lineKeys : [])
  const lines = bill.lines.filter((line) => chosen.has(line.key))
  return {
    _tag: "Amounts",
    share,
    tip: tipAmount,
    total: share.total + tipAmount,
    lines,
    dishes: split._tag === "WholeBill" ? bill.lines.filter((line) => !paidLines.has(line.key)) : lines,
    leftAfter: left - share.total,
  }
}
