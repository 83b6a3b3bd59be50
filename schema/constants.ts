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

/** Most characters of a diner's comment on a payment's feedback (schema/feedback.ts `FeedbackComment`), after trimming. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 500

/**
 * The characters no line of visible text a diner writes for others may hold, as a character
 * class's body: the control characters (Cc), the format characters of the Basic Multilingual
 * Plane (Cf: invisible ones such as U+200B and U+FEFF, the bidi controls such as U+202E, which
 * turn round the text shown after them) but the two joiners, and the line and paragraph
 * separators. The zero-width joiner and non-joiner (U+200C, U+200D) stay: Sinhala, Tamil, Hindi
 * and Persian are spelt with them, emoji are joined by them, and they reorder nothing. Spelled
 * out, not as `\p{Cf}`, which ECMA-262 without the u flag, JSON Schema validators and Postman
 * do not read alike; `NOT_VISIBLE_BY_CATEGORY` holds the rest of the rule, by category.
 */
export const NOT_IN_VISIBLE_TEXT = [
  "\\u0000-\\u001F\\u007F-\\u009F\\u00AD\\u0600-\\u0605\\u061C\\u06DD\\u070F\\u0890\\u0891\\u08E2\\u180E",
  "\\u200B\\u200E\\u200F\\u2028-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\uFEFF\\uFFF9-\\uFFFB",
].join("")

/** The same rule by Unicode's own categories: format characters beyond that plane (the tags U+E0020-U+E007F) and any added later. */
export const NOT_VISIBLE_BY_CATEGORY = /(?!\u200C|\u200D)[\p{Cc}\p{Cf}\u2028\u2029]/u

/** A lone UTF-16 surrogate (no character at all): see schema/text.ts. */
export const LONE_SURROGATE = /[\uD800-\uDFFF]/u
