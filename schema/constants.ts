/**
 * The contract's named values that are not schemas. Kept apart from the schema modules so the
 * code that draws and hydrates the first screen can read them without loading Effect (issue 32).
 */

/**
 * The attribute value that marks a choice whose option sets the item's base price
 * (e.g. a size): the price becomes the larger of the variant price and that option's price.
 */
export const ITEM_BASE_SELECTION = "ITEM_BASE_SELECTION"

/** The label shown before an amount, e.g. "Rs."; the spec's default when a tenant has none. */
export const DEFAULT_CURRENCY_LABEL = "Rs."

/** Most characters of a diner's note on a cart line or an order (schema/cart.ts `Note`), after trimming. */
export const NOTE_MAX_LENGTH = 200

/**
 * The control characters (Unicode's Cc: C0, DEL and C1) as a character class's body, spelled out
 * rather than `\p{Cc}`: ECMA-262, JSON Schema validators and Postman read it alike. A note holds none.
 */
export const CONTROL_CHARACTERS = "\\u0000-\\u001F\\u007F-\\u009F"

/** A lone UTF-16 surrogate (no character at all): see schema/text.ts. */
export const LONE_SURROGATE = /[\uD800-\uDFFF]/u
