import { randomUUID } from "node:crypto"
import type { SelectedChoices } from "../../schema/cart"
import { lineRowOf, lineWithDish, type CartLineRow, type CartLineWithDish, type LineWithItemColumns } from "./carts-repo"
import type { Queryable } from "./db"
import type { KeyScope, UsedKey } from "./idempotency-repo"
import { orderableItemOf, type OrderableItem } from "./venue-repo"

/**
 * A cart add as one statement: the `cart_add` function (migrations 14, 17, 18 and 21) does in the statement's
 * own transaction what the add did in four statements and a transaction, in the same order
 * (its comment there lists the steps). Picks passed here are already normalized.
 */

export interface CartAddRequest {
  /** The diner's user at their table of their tenant: whose cart, and whose key. */
  readonly scope: KeyScope
  readonly venueId: string
  readonly itemId: string
  /**
   * The dish's row version the caller checked this add against (as a "stale" outcome gave it);
   * null: none checked, nothing is added and the dish is answered as it is now.
   */
  readonly itemVersion: string | null
  readonly variantId: string | null
  readonly selected: SelectedChoices
  /** Trimmed; '' for none. */
  readonly note: string
  readonly quantity: number
  readonly limits: CartLimits
  /** Kept with the answer, which a repeated key is answered with (cartLinesOfAnswer). */
  readonly serviceChargePercent: number
  /** Undefined: no key, the add is made once for this request. */
  readonly keyed: { readonly key: string; readonly call: string; readonly bodyHash: string } | undefined
}

export interface CartLimits {
  /** Most of one dish, variant and picks in a cart. */
  readonly maxQuantity: number
  /** Most different lines in a cart. */
  readonly maxLines: number
}

/** A cart as an add answers it: its lines after the add, each with its dish as the menu had it then. */
export interface CartLines {
  readonly cartId: string
  readonly serviceChargePercent: number
  readonly lines: ReadonlyArray<AnsweredLine>
}

/**
 * A line as an add answers it: with its dish's version (item-versions-repo.ts; null: the dish is
 * not on the venue's menu), or, in an answer kept before migration 18, with the dish itself.
 */
export type AnsweredLine = VersionedLine | CartLineWithDish

export interface VersionedLine {
  readonly line: CartLineRow
  readonly version: string | null
}

/** A dish with its row version (`xmin`: any update of the row makes a new one). */
export interface VersionedDish {
  readonly item: OrderableItem
  readonly version: string
}

export type CartAddOutcome =
  | { readonly outcome: "added"; readonly cart: CartLines }
  /** The key was used before: nothing was changed. */
  | { readonly outcome: "used"; readonly used: UsedKey }
  /** The dish is not the version checked (or none was): nothing was changed; undefined: not on the venue's menu. */
  | { readonly outcome: "stale"; readonly dish: VersionedDish | undefined }
  /** Refused for a limit: nothing was changed. */
  | { readonly outcome: "full" | "quantity" }
  /** The key was kept by another request while this one added: this add was undone; ask again. */
  | { readonly outcome: "raced" }

export const cartAdd = async (db: Queryable, request: CartAddRequest): Promise<CartAddOutcome> => {
  const { scope, keyed } = request
  try {
    // Inlined: on PGlite one protocol message, not five (db.ts).
    const [row] = await db.queryInlined<{ outcome: CartAddAnswer }>(
      "select cart_add($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) as outcome",
      [
        scope.uid,
        scope.tenantId,
        scope.serviceAreaId,
        request.venueId,
        request.itemId,
        request.itemVersion,
        request.variantId,
        JSON.stringify(request.selected),
        request.quantity,
        request.limits.maxQuantity,
        request.limits.maxLines,
        request.serviceChargePercent,
        randomUUID(),
        randomUUID(),
        keyed?.key ?? null,
        keyed?.call ?? null,
        keyed?.bodyHash ?? null,
        request.note,
      ],
    )
    if (row === undefined) throw new Error("cart_add answered no row")
    return outcomeOf(request.itemId, row.outcome)
  } catch (error) {
    if (sqlState(error) === KEY_KEPT_MEANWHILE) return { outcome: "raced" }
    throw error
  }
}

/** The cart a key kept by `cartAdd` answers; null: an answer of another form (kept before cart_add). */
export const cartLinesOfAnswer = (answer: unknown): CartLines | null => {
  if (typeof answer !== "object" || answer === null || !("outcome" in answer) || answer.outcome !== "added") return null
  // Sound: a kept answer with this outcome is the "added" object cart_add built.
  return linesOf(answer as Extract<CartAddAnswer, { outcome: "added" }>)
}

/** What `cart_add` raises when the key was kept by another request while this add ran. */
const KEY_KEPT_MEANWHILE = "TS409"

/** A line of `cart_add`'s answer; with the dish's columns instead of its version in one kept before migration 18. */
type AnswerLineColumns = (CartLineRow & { readonly version: string | null }) | LineWithItemColumns

/** The jsonb `cart_add` answers, by outcome. */
type CartAddAnswer =
  | { readonly outcome: "added"; readonly cartId: string; readonly serviceChargePercent: number; readonly lines: AnswerLineColumns[] }
  | {
      readonly outcome: "used"
      readonly call: string
      readonly bodyHash: string
      readonly answer: unknown
      readonly orderId: string | null
    }
  | {
      readonly outcome: "stale"
      readonly version: string | null
      readonly item: { readonly name: string; readonly available: boolean; readonly variants: unknown } | null
    }
  | { readonly outcome: "full" | "quantity" }

const outcomeOf = (itemId: string, answer: CartAddAnswer): CartAddOutcome => {
  switch (answer.outcome) {
    case "added":
      return { outcome: "added", cart: linesOf(answer) }
    case "used":
      return { outcome: "used", used: { call: answer.call, bodyHash: answer.bodyHash, answer: answer.answer, orderId: answer.orderId } }
    case "stale": {
      const item = answer.item === null ? undefined : orderableItemOf({ id: itemId, ...answer.item })
      return { outcome: "stale", dish: item === undefined || answer.version === null ? undefined : { item, version: answer.version } }
    }
    default:
      return { outcome: answer.outcome }
  }
}

const linesOf = (answer: Extract<CartAddAnswer, { outcome: "added" }>): CartLines => ({
  cartId: answer.cartId,
  serviceChargePercent: answer.serviceChargePercent,
  lines: answer.lines.map(answeredLine),
})

const answeredLine = (row: AnswerLineColumns): AnsweredLine => {
  if (!("version" in row)) return lineWithDish(row)
  const { version, ...line } = row
  return { line: lineRowOf(line), version }
}

const sqlState = (error: unknown): unknown => (typeof error === "object" && error !== null && "code" in error ? error.code : undefined)
