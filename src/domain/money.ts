import { DEFAULT_CURRENCY_LABEL } from "../../schema/constants"

/** Between a currency label and its amount: a space that never breaks a line. */
export const NO_BREAK_SPACE = "\u00a0"

/** What the spec shows when an amount is missing. */
export const MISSING_AMOUNT = "-"

/**
 * Formats minor units as the spec's "label amount" with two decimals: 125050 → "Rs. 1250.50",
 * the label and the amount joined by a no-break space (U+00A0), so that no line, in a sentence,
 * a button or a narrow column, ever breaks between them. A missing amount (null, undefined, not
 * a finite number) shows "-". A null or blank label falls back to the default 'Rs.'.
 */
export const formatMoney = (amountMinor: number | null | undefined, currencyLabel: string | null = DEFAULT_CURRENCY_LABEL): string => {
  if (amountMinor === null || amountMinor === undefined || !Number.isFinite(amountMinor)) {
    return MISSING_AMOUNT
  }
  const label = currencyLabel?.trim() || DEFAULT_CURRENCY_LABEL
  const minor = Math.round(amountMinor)
  const sign = minor < 0 ? "-" : ""
  const abs = Math.abs(minor)
  const whole = Math.floor(abs / 100)
  const cents = String(abs % 100).padStart(2, "0")
  return `${label}${NO_BREAK_SPACE}${sign}${whole}.${cents}`
}

/**
 * Reads an amount the diner typed, in major units with at most two decimals ("500", "500.5",
 * "1,250.50"), as minor units; null when it is not one.
 */
export const parseMoney = (text: string): number | null => {
  const match = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text.replace(/,/g, ""))
  if (match === null) return null
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"))
}
