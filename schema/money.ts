import { Schema } from "effect"

/**
 * An amount of money in integer minor units (cents, paisa): never a float, so sums and
 * products of prices never drift. The reference server's wire format uses the same units.
 */
export const Money = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))
export type Money = typeof Money.Type
