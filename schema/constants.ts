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
