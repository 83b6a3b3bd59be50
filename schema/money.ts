import { Schema } from "effect"

/**
 * An amount of money in integer minor units (cents, paisa): never a float, so sums and
 * products of prices never drift. The reference server's wire format uses the same units.
 */
export const Money = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))
export type Money = typeof Money.Type

/** The label shown before an amount, e.g. "Rs."; the spec's default when a tenant has none. */
export const DEFAULT_CURRENCY_LABEL = "Rs."
