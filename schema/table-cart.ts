import { Schema } from "effect"
import { Cart, CartAddPayload, CartLine, CartSummary, CartUpdatePayload, LineAdder } from "./cart"
import { NOT_IN_VISIBLE_TEXT, NOT_VISIBLE_BY_CATEGORY } from "./constants"
import { Id, QrCode } from "./ids"
import { isWellFormedText } from "./text"
import { Order } from "./order"

/**
 * "Order together": one cart per table that the diners who join it fill from their own phones
 * and any of them sends, once, as ONE order with each line attributed. A separate resource
 * from the spec's own cart (`/api/cart/*`), which keeps its meaning for a diner who does not
 * join. Who added a line is never sent as an identity: the answer says "yours", or gives the
 * first name the adder chose when joining, or nothing ("Another diner").
 */

const FIRST_NAME_RULE = "a first name without control or format characters or '@'"
// Not in any visible text a diner writes (schema/constants.ts), and '@', as a class body.
const NOT_IN_NAME = `${NOT_IN_VISIBLE_TEXT}@`

/**
 * The first name a member chooses to be shown by on others' screens (optional): one line of
 * visible text. Refused (400, naming `firstName`), so that no diner can spoof what others read:
 * the control characters (Unicode's Cc: a NUL, an ESC), the format characters (Cf: invisible
 * ones such as U+200B and U+FEFF, the bidi controls such as U+202E, which turn round the text
 * shown after the name), the line and paragraph separators, '@' (a name, not an address), and a
 * lone UTF-16 surrogate (no character at all, schema/text.ts).
 * The zero-width joiner and non-joiner (U+200C, U+200D) stay: names in Sinhala, Tamil, Hindi
 * and Persian are spelt with them, emoji are joined by them, and they reorder nothing.
 */
export const FirstName = Schema.String.check(
  // No lone surrogate (schema/text.ts): the one check of every text a diner sends, first.
  isWellFormedText,
  Schema.isMinLength(1),
  Schema.isMaxLength(40),
  // For readers of the OpenAPI document: the refused characters of the Basic Multilingual Plane
  // spelled out, not as `\p{Cf}`, which ECMA-262 without the u flag, JSON Schema validators and
  // Postman do not read alike. At least one character is visible (not a space, not a joiner).
  Schema.isPattern(new RegExp(`^[^${NOT_IN_NAME}]*[^\\s${NOT_IN_NAME}\\u200C\\u200D][^${NOT_IN_NAME}]*$`, "u"), {
    expected: FIRST_NAME_RULE,
    arbitraryConstraint: {},
  }),
  // The rule itself, by Unicode's own categories: format characters beyond that plane (U+E0001,
  // the tags U+E0020-U+E007F) and any added in a later Unicode. The app and the server both decode with it.
  Schema.makeFilter((name: string) => !NOT_VISIBLE_BY_CATEGORY.test(name) && !name.includes("@"), { expected: FIRST_NAME_RULE }),
)
export type FirstName = typeof FirstName.Type

/**
 * `POST /api/table-cart/join`: the table the diner means (it must be the one of the `qr` header).
 * Joining moves the lines of the diner's own cart into the table's cart (TableCartJoined).
 */
export const TableCartJoinPayload = Schema.Struct({ qr: QrCode, firstName: Schema.optionalKey(FirstName) })
export type TableCartJoinPayload = typeof TableCartJoinPayload.Type

/** Adding to the table cart: as the diner's own cart's add. */
export const TableCartAddPayload = CartAddPayload
export type TableCartAddPayload = typeof TableCartAddPayload.Type

/** Changing (quantity 0: removing) one of the member's own lines. */
export const TableCartUpdatePayload = CartUpdatePayload
export type TableCartUpdatePayload = typeof TableCartUpdatePayload.Type

const Version = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))

/**
 * `POST /api/table-cart/submit`: the version of the table cart the sender last saw. When the
 * table's cart was sent since (another member's send won the race), that send is answered
 * instead of sending again: racing sends make one order.
 */
export const TableCartSubmitPayload = Schema.Struct({ seenVersion: Version })
export type TableCartSubmitPayload = typeof TableCartSubmitPayload.Type

export { LineAdder }

/** A table cart line: a cart line with who added it. */
export const TableCartLine = Schema.Struct({ ...CartLine.fields, addedBy: LineAdder })
export type TableCartLine = typeof TableCartLine.Type

/** The table cart's last send: the order it made and who sent it. */
export const TableCartSend = Schema.Struct({
  orderId: Id,
  orderNumber: Schema.String,
  sentBy: LineAdder,
  /** Epoch milliseconds. */
  at: Schema.Number.check(Schema.isInt()),
  /** The cart's version the send took its lines at. */
  version: Version,
})
export type TableCartSend = typeof TableCartSend.Type

export const TableCart = Schema.Struct({
  serviceAreaId: Id,
  /** Raised by every change and send: a send names the version its sender saw. */
  version: Version,
  /** How many diners have joined (names are on lines, never a list of members). */
  members: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)),
  items: Schema.Array(TableCartLine),
  summery: CartSummary,
  lastSend: Schema.NullOr(TableCartSend),
})
export type TableCart = typeof TableCart.Type

/**
 * Why a line of the diner's own cart did not move into the table's cart at a join: its dish is
 * not orderable now (gone from the menu, not available, its picks no longer fitting it), or the
 * table's cart holds the most lines one order may have. The line stays in the diner's own cart.
 */
export const LineKeptReason = Schema.Literals(["DishNotOnMenu", "DishUnavailable", "ChoiceRefused", "CartFull"])
export type LineKeptReason = typeof LineKeptReason.Type

/** A line of the diner's own cart that stayed there at a join: its id in the own cart, its dish, and why. */
export const LineKept = Schema.Struct({ id: Id, itemId: Id, reason: LineKeptReason })
export type LineKept = typeof LineKept.Type

/**
 * What a join answers: the table's cart, and what became of the diner's own cart. Its lines moved
 * into the table's cart in one transaction with the join (`moved`: their ids there, each now the
 * diner's line of the table's cart), or, each that could not move, stayed in the own cart
 * (`kept`, with why); `ownCart` is the own cart after the move (null: the diner has none). Moved
 * lines leave the own cart as they enter the table's, so a join repeated (another tap, a retry,
 * another tab) finds them gone and moves nothing twice; with the same Idempotency-Key it answers
 * the first join's answer.
 */
export const TableCartJoined = Schema.Struct({
  cart: TableCart,
  moved: Schema.Array(Id),
  kept: Schema.Array(LineKept),
  ownCart: Schema.NullOr(Cart),
})
export type TableCartJoined = typeof TableCartJoined.Type

/**
 * What a send answers: the order (one, each line with its adder) and the table cart after it.
 * A line added while the send ran is in exactly one of the two: `order.items` or `cart.items`.
 * `sentNow` is false when another member's send had already sent what this one saw.
 */
export const TableCartSent = Schema.Struct({ order: Order, cart: TableCart, sentNow: Schema.Boolean })
export type TableCartSent = typeof TableCartSent.Type

/**
 * The live feed's `tableCart` event (and the Firestore document of the table's cart): the
 * cart changed, at this version; members read it again (`GET /api/table-cart`), which says
 * what is theirs. It carries no lines, so no member's lines travel to anyone not in the cart.
 */
export const TableCartChanged = Schema.Struct({
  serviceAreaId: Id,
  version: Version,
  /** Set when this change is a send: the order it made. */
  sentOrderId: Schema.NullOr(Id),
})
export type TableCartChanged = typeof TableCartChanged.Type
