/**
 * The currency a venue is charged in. A tenant names its currency with a label, as its prices
 * are shown ("Rs." for tenant-lotus, "LKR" for tenant-harbour, server/seed/); a card provider
 * takes an ISO 4217 code, lower case ("lkr"). A label that is an ISO code is that code. A symbol
 * names no one currency ("Rs." is the rupee of Sri Lanka, India, Pakistan, Nepal, Mauritius and
 * the Seychelles), so it is charged in the configured currency (STRIPE_CURRENCY) when that is
 * one the symbol is used for, and agrees with no other. The start refuses a configured currency
 * that disagrees with a venue's (server/config.ts checkVenueCurrencies), so a venue is always
 * charged in its own currency.
 */

const RUPEE = ["lkr", "inr", "pkr", "npr", "mur", "scr"]
const DOLLAR = ["usd", "aud", "cad", "nzd", "sgd", "hkd"]

/** The symbols a venue may label its currency with, and the ISO codes (lower case) each is used for. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, ReadonlyArray<string>>> = {
  "Rs.": RUPEE,
  Rs: RUPEE,
  "₨": RUPEE,
  // Sinhala and Tamil for the Sri Lankan rupee.
  "රු.": ["lkr"],
  රු: ["lkr"],
  "ரூ.": ["lkr", "inr"],
  ரூ: ["lkr", "inr"],
  "₹": ["inr"],
  $: DOLLAR,
  US$: ["usd"],
  "€": ["eur"],
  "£": ["gbp"],
}

const ISO_CODE = /^[A-Za-z]{3}$/u

/**
 * The ISO currency (lower case) a venue labelled `label` is charged in, when `configured` is the
 * provider's (STRIPE_CURRENCY); null when the label disagrees with it (a symbol not used for it,
 * or one unknown). A venue without a label is charged in the configured currency.
 */
export const chargedCurrency = (label: string | null, configured: string): string | null => {
  if (label === null) return configured
  const told = label.trim()
  if (ISO_CODE.test(told)) return told.toLowerCase()
  return CURRENCY_SYMBOLS[told]?.includes(configured) === true ? configured : null
}

/** How a label reads in a message: an ISO code, a symbol and the codes it is used for, or one unknown. */
export const describeCurrency = (label: string): string => {
  const told = label.trim()
  if (ISO_CODE.test(told)) return `${told} (ISO ${told.toLowerCase()})`
  const codes = CURRENCY_SYMBOLS[told]
  return codes === undefined
    ? `"${label}", neither an ISO 4217 code nor a symbol server/payments/currency.ts knows`
    : `"${told}", a symbol used for ${codes.join(", ")}`
}
