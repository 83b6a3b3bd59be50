import type { CartLine } from "../../schema/cart"
import type { Order } from "../../schema/order"
import type { SplitChoice } from "../../schema/split"

/**
 * A fair split of a table's bill, in integer minor units. Every rule here is exact: the shares
 * add up to the bill (no cent lost or made), each line is counted once, no share is negative,
 * and a remainder cent always falls the same way (to the earlier person). The service charge
 * follows each share in proportion.
 */

/** A line of the table's bill: `key` names it across orders ("orderId/lineId"). */
export interface BillLine {
  readonly key: string
  readonly name: string
  readonly quantity: number
  readonly amount: number
  readonly orderId: string
  /** The order's line it stands for, so a screen can name it in the diner's language. */
  readonly line: CartLine
}

export interface TableBill {
  readonly lines: ReadonlyArray<BillLine>
  readonly subtotal: number
  readonly serviceCharge: number
  readonly total: number
}

export interface Share {
  /** 0 is "Person 1". */
  readonly person: number
  readonly subtotal: number
  readonly serviceCharge: number
  readonly total: number
}

/**
 * Why a split cannot be made, with the numbers the diner needs; the screen says it in the
 * diner's language (message catalogues), so no words live here.
 */
export type SplitRefusal =
  | { readonly _tag: "TooFewPeople"; readonly least: number }
  | { readonly _tag: "TooManyPeople"; readonly most: number }
  /** A by-dishes split with a line nobody has claimed (its key, quantity, amount and order line). */
  | { readonly _tag: "LineUnclaimed"; readonly line: BillLine }
  | { readonly _tag: "PayerNeedsOthers"; readonly least: number }
  | { readonly _tag: "AmountAboveBill"; readonly amount: number; readonly total: number }

export type SplitResult =
  { readonly _tag: "Split"; readonly shares: ReadonlyArray<Share> } | { readonly _tag: "Refused"; readonly reason: SplitRefusal }

export const MAX_PEOPLE = 50

export const lineKey = (orderId: string, lineId: string): string => `${orderId}/${lineId}`

/** The order a bill line's key (lineKey) belongs to. */
export const orderIdOfLineKey = (key: string): string => key.split("/", 1)[0] ?? key

/** The table's bill from its open orders: their lines still offered, and their service charges. */
export const tableBill = (orders: ReadonlyArray<Order>): TableBill => {
  const lines = orders.flatMap((order) =>
    order.items
      .filter((line) => line.available)
      .map((line) => ({
        key: lineKey(order.id, line.id),
        name: line.name,
        quantity: line.quantity,
        amount: line.price,
        orderId: order.id,
        line,
      })),
  )
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0)
  const serviceCharge = orders.reduce((sum, order) => sum + (order.summery?.serviceCharge ?? 0), 0)
  return { lines, subtotal, serviceCharge, total: subtotal + serviceCharge }
}

/**
 * Divides `amount` in proportion to `weights` (all zero: equally), in whole units: each gets
 * the floor of its quota, and the units left go one each to the largest remainders, the
 * earlier person first on a tie. BigInt keeps amount × weight exact.
 */
export const allocate = (amount: number, weights: ReadonlyArray<number>): number[] => {
  if (weights.length === 0) return []
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0)
  const used = weightSum > 0 ? weights : weights.map(() => 1)
  const divisor = BigInt(weightSum > 0 ? weightSum : weights.length)
  const quotas = used.map((weight) => BigInt(amount) * BigInt(weight))
  const parts = quotas.map((quota) => Number(quota / divisor))
  let left = amount - parts.reduce((sum, part) => sum + part, 0)
  const byRemainder = quotas
    .map((quota, index) => ({ index, remainder: quota % divisor }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1))
  for (const { index } of byRemainder) {
    if (left === 0) break
    parts[index] = (parts[index] ?? 0) + 1
    left -= 1
  }
  return parts
}

const refused = (reason: SplitRefusal): SplitResult => ({ _tag: "Refused", reason })

/** Shares from each person's part of the subtotal: the service charge follows in proportion. */
const fromSubtotals = (bill: TableBill, subtotals: ReadonlyArray<number>): SplitResult => {
  const charges = allocate(bill.serviceCharge, subtotals)
  return {
    _tag: "Split",
    shares: subtotals.map((subtotal, person) => ({
      person,
      subtotal,
      serviceCharge: charges[person] ?? 0,
      total: subtotal + (charges[person] ?? 0),
    })),
  }
}

/** Shares from each person's total: the service charge follows in proportion, the rest is subtotal. */
const fromTotals = (bill: TableBill, totals: ReadonlyArray<number>): SplitResult => {
  const charges = allocate(bill.serviceCharge, totals)
  return {
    _tag: "Split",
    shares: totals.map((total, person) => ({
      person,
      subtotal: total - (charges[person] ?? 0),
      serviceCharge: charges[person] ?? 0,
      total,
    })),
  }
}

export const splitBill = (bill: TableBill, choice: SplitChoice): SplitResult => {
  const { people } = choice
  if (!Number.isInteger(people) || people < 1) return refused({ _tag: "TooFewPeople", least: 1 })
  if (people > MAX_PEOPLE) return refused({ _tag: "TooManyPeople", most: MAX_PEOPLE })
  switch (choice._tag) {
    case "Equal":
      return fromSubtotals(bill, allocate(bill.subtotal, new Array<number>(people).fill(1)))
    case "ByDishes": {
      const subtotals = new Array<number>(people).fill(0)
      for (const line of bill.lines) {
        const claimers = (choice.claims[line.key] ?? []).filter((person) => person < people)
        if (claimers.length === 0) return refused({ _tag: "LineUnclaimed", line })
        for (const part of lineParts(line, claimers)) subtotals[part.person] = (subtotals[part.person] ?? 0) + part.amount
      }
      return fromSubtotals(bill, subtotals)
    }
    case "CustomAmount": {
      if (people < 2) return refused({ _tag: "PayerNeedsOthers", least: 2 })
      if (choice.amount > bill.total) return refused({ _tag: "AmountAboveBill", amount: choice.amount, total: bill.total })
      return fromTotals(bill, [choice.amount, ...allocate(bill.total - choice.amount, new Array<number>(people - 1).fill(1))])
    }
  }
}

/** A line divided equally among its claimers (each once), the earlier person taking a remainder cent. */
export const lineParts = (
  line: BillLine,
  claimers: ReadonlyArray<number>,
): ReadonlyArray<{ readonly person: number; readonly amount: number }> => {
  const sorted = [...new Set(claimers)].sort((a, b) => a - b)
  return allocate(
    line.amount,
    sorted.map(() => 1),
  ).map((amount, index) => ({ person: sorted[index] ?? 0, amount }))
}
