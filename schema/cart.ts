import { Schema } from "effect"
import { NOTE_MAX_LENGTH } from "./constants"
import { Id } from "./ids"
import { Money } from "./money"
import { visibleLine } from "./text"

/**
 * The diner's picks for one item: choice id → the ids of the options picked in it.
 * (Keyed by `choice.id`, as the spec's drawer keeps them.)
 */
export const SelectedChoices = Schema.Record(Id, Schema.Array(Id))
export type SelectedChoices = typeof SelectedChoices.Type

/**
 * A diner's note on a cart line or an order ("no onions", "sauce apart"): free text that the
 * kitchen reads, optional, one visible line of at most 200 characters (schema/text.ts
 * `visibleLine`). Where it is stored it is trimmed (noteOf), and an empty note is no note.
 */
export const Note = visibleLine(NOTE_MAX_LENGTH)
export type Note = typeof Note.Type

const Quantity = Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 99 }))

/**
 * `POST /api/cart/add`: `id` is the menu item's id. `variantId` is optional: without it the
 * item's first enabled variant is meant, as for the many items that have only one.
 */
export const CartAddPayload = Schema.Struct({
  id: Id,
  variantId: Schema.optionalKey(Id),
  selectedChoices: SelectedChoices,
  quantity: Quantity,
  /** The diner's note on the line (absent or blank: none). Lines merge only when their notes match too. */
  note: Schema.optionalKey(Note),
})
export type CartAddPayload = typeof CartAddPayload.Type

/**
 * `PUT /api/cart/update`: `id` is the cart line's id, or the menu item's id when exactly one line
 * of the cart holds that dish (the spec's "item id"); quantity 0 removes the line. New picks or a
 * new note that match another line of the dish merge the two.
 */
export const CartUpdatePayload = Schema.Struct({
  id: Id,
  selectedChoices: SelectedChoices,
  quantity: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 99 })),
  /** The line's new note (blank: none); absent: the note stays as it is. */
  note: Schema.optionalKey(Note),
})
export type CartUpdatePayload = typeof CartUpdatePayload.Type

/**
 * Who added a line of an order placed together (schema/table-cart.ts), as one diner may see it:
 * `yours` for the asking diner (absent in live feeds and for staff, which everyone shares), and
 * the adder's chosen first name, or null ("Another diner"). Never a uid, an email or a phone.
 */
export const LineAdder = Schema.Struct({ yours: Schema.optionalKey(Schema.Boolean), name: Schema.NullOr(Schema.String) })
export type LineAdder = typeof LineAdder.Type

export const CartLine = Schema.Struct({
  id: Id,
  itemId: Id,
  variantId: Id,
  name: Schema.String,
  variantName: Schema.String,
  selectedChoices: SelectedChoices,
  /** Names of the picked options, in menu order, for showing the line. */
  choiceSummary: Schema.Array(Schema.String),
  quantity: Quantity,
  unitPrice: Money,
  price: Money,
  /** False when the dish or its variant was taken off the menu: it is not counted nor ordered. */
  available: Schema.Boolean,
  /** The diner's note, trimmed; absent: none. */
  note: Schema.optionalKey(Note),
  /** Only on the lines of a table cart and of the order it made: who added the line. */
  addedBy: Schema.optionalKey(LineAdder),
})
export type CartLine = typeof CartLine.Type

/** `POST /api/cart` (optional: the spec's clients send no body): the diner's note on the order. */
export const CartSubmitPayload = Schema.NullOr(Schema.Struct({ note: Schema.optionalKey(Note) }))
export type CartSubmitPayload = typeof CartSubmitPayload.Type

/** The spec's wire spelling `summery` is kept on purpose: platforms send it so. */
export const CartSummary = Schema.Struct({
  subtotal: Money,
  serviceCharge: Money,
  finalPrice: Money,
})
export type CartSummary = typeof CartSummary.Type

export const Cart = Schema.Struct({
  id: Id,
  items: Schema.Array(CartLine),
  price: Money,
  summery: Schema.NullOr(CartSummary),
})
export type Cart = typeof Cart.Type
