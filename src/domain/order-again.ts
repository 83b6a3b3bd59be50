import type { CartLine, SelectedChoices } from "../../schema/cart"
import type { AddAgainAnswer } from "../../schema/events"
import type { MenuItem } from "../../schema/menu"
import type { Money } from "../../schema/money"
import type { ReceiptLine } from "../../schema/payment"
import { choiceProblems } from "./choices"
import { noteOf } from "./note"
import { linePrice } from "./pricing"
import { dishById } from "./queries"

/**
 * "Add again" on the bill and the receipt (issue 50): a line ordered before goes back in the
 * cart as today's menu offers it, at today's price (the server prices the add), or it is not
 * added and the diner is told which dish and why:
 * - `offMenu`: the menu has no such dish any more (or the receipt did not keep which dish it was);
 * - `soldOut`: the dish, or the variant ordered, is on the menu but not offered now;
 * - `changed`: the variant ordered is gone, or its choices changed so the picks made then no
 *   longer meet today's rules (an option gone, a choice added that needs a pick, new limits).
 * An addable line is added as it was: the same dish, variant, picks, quantity and note. Its
 * price is today's line price by the price rule (pricing.ts), said apart when it differs from
 * what the line came to then.
 */
export type AgainReason = "offMenu" | "soldOut" | "changed"

/** A line as it was ordered or paid for: enough to order it again and to say what it cost then. */
export interface PastLine {
  /** The line's key where it was shown (an order line's id, a receipt line's key). */
  readonly key: string
  /** Absent: the receipt did not keep which dish it was. */
  readonly itemId: string | undefined
  readonly variantId: string | undefined
  /** The dish's name as it was kept, said when the menu no longer names it. */
  readonly name: string
  readonly selectedChoices: SelectedChoices
  readonly quantity: number
  /** The diner's note on the line (blank: none), carried over. */
  readonly note: string
  /** What the line came to then. */
  readonly paid: Money
}

/** What an "Add again" sends for a line: a cart add of today's dish and variant with the same picks. */
export interface AgainAdd {
  readonly itemId: string
  readonly variantId: string
  readonly selectedChoices: SelectedChoices
  readonly quantity: number
  readonly note: string
}

export type AgainLine =
  | {
      readonly _tag: "Addable"
      readonly line: PastLine
      readonly add: AgainAdd
      /** Today's price of the line (unit price by today's menu, times the quantity). */
      readonly today: Money
      readonly priceChanged: boolean
    }
  | { readonly _tag: "NotAddable"; readonly line: PastLine; readonly reason: AgainReason }

/** Each line, in order, as it can be added again to today's menu, or why not. */
export const orderAgain = (lines: ReadonlyArray<PastLine>, items: ReadonlyArray<MenuItem>): ReadonlyArray<AgainLine> =>
  lines.map((line) => lineAgain(line, items))

/** One line as it can be added again to today's menu, or why not. */
export const lineAgain = (line: PastLine, items: ReadonlyArray<MenuItem>): AgainLine => {
  const notAddable = (reason: AgainReason): AgainLine => ({ _tag: "NotAddable", line, reason })
  const item = line.itemId === undefined ? undefined : dishById(items, line.itemId)
  if (item === undefined || line.itemId === undefined) return notAddable("offMenu")
  const variant = item.variants.find((candidate) => candidate.id === line.variantId)
  // A dish taken off has every variant disabled (the menu keeps it so): sold out, as is a disabled variant.
  if (!item.variants.some((candidate) => candidate.enabled) || variant?.enabled === false) return notAddable("soldOut")
  if (variant === undefined || choiceProblems(variant, line.selectedChoices).length > 0) return notAddable("changed")
  const today = linePrice(variant, line.selectedChoices, line.quantity)
  return {
    _tag: "Addable",
    line,
    add: { itemId: item.id, variantId: variant.id, selectedChoices: line.selectedChoices, quantity: line.quantity, note: line.note },
    today,
    priceChanged: today !== line.paid,
  }
}

/** What the screen says of an "Add again" tapped `at` an order or a receipt: the dishes sent to the cart, and those not added with why, each as ordered. */
export const againAnswer = (at: string, outcomes: ReadonlyArray<AgainLine>): AddAgainAnswer => {
  const dish = ({ itemId, name, quantity }: PastLine) => ({ ...(itemId === undefined ? {} : { dishId: itemId }), name, quantity })
  return {
    at,
    added: outcomes.flatMap((outcome) =>
      outcome._tag === "Addable" ? [{ ...dish(outcome.line), priceChanged: outcome.priceChanged }] : [],
    ),
    notAdded: outcomes.flatMap((outcome) => (outcome._tag === "NotAddable" ? [{ ...dish(outcome.line), reason: outcome.reason }] : [])),
  }
}

/** An order's line as it was ordered. */
export const pastLineOfOrder = (line: CartLine): PastLine => ({
  key: line.id,
  itemId: line.itemId,
  variantId: line.variantId,
  name: line.name,
  selectedChoices: line.selectedChoices,
  quantity: line.quantity,
  note: noteOf(line.note),
  paid: line.price,
})

/** A receipt's line as it was paid for (a receipt kept before dishes were named by id names none). */
export const pastLineOfReceipt = (line: ReceiptLine): PastLine => ({
  key: line.key,
  itemId: line.itemId,
  variantId: line.variantId,
  name: line.name,
  selectedChoices: line.selectedChoices ?? {},
  quantity: line.quantity,
  note: noteOf(line.note),
  paid: line.amount,
})
