import { DEFAULT_CURRENCY_LABEL } from "../../schema/money"

/** What the spec shows when an amount is missing. */
export const MISSING_AMOUNT = "-"

/**
 * Formats minor units as the spec's "label amount" with two decimals: 125050 → "Rs. 1250.50".
 * A missing amount (null, undefined, not a finite number) shows "-". A null or blank label
 * falls back to the default 'Rs.'.
 */
export const formatMoney = (
  amountMinor: number | null | undefined,
  currencyLabel: string | null = DEFAULT_CURRENCY_LABEL,
): string => {
  if (amountMinor === null || amountMinor === undefined || !Number.isFinite(amountMinor)) {
    return MISSING_AMOUNT
  }
  const label = currencyLabel?.trim() || DEFAULT_CURRENCY_LABEL
  const minor = Math.round(amountMinor)
  const sign = minor < 0 ? "-" : ""
  const abs = Math.abs(minor)
  const whole = Math.floor(abs / 100)
  const cents = String(abs % 100).padStart(2, "0")
  return `${label} ${sign}${whole}.${cents}`
}
