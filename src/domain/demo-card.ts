/**
 * The `demo` payment provider's cards: Stripe's own test card numbers, each standing for the
 * Stripe test PaymentMethod of the same behaviour. The app's demo card form turns a number into
 * its PaymentMethod id on the device, so a card number never leaves the form: not into the log,
 * not to the server, not into its database or logs. The server's demo provider reads what a
 * PaymentMethod does from here; the Stripe adapter passes the same ids to Stripe's test mode.
 */

export type DemoOutcome = "Pays" | "Declined" | "InsufficientFunds" | "NeedsConfirmation"

export interface DemoCard {
  readonly number: string
  readonly paymentMethod: string
  readonly brand: string
  readonly last4: string
  readonly outcome: DemoOutcome
}

export const DEMO_CARDS: ReadonlyArray<DemoCard> = [
  { number: "4242424242424242", paymentMethod: "pm_card_visa", brand: "visa", last4: "4242", outcome: "Pays" },
  { number: "4000000000000002", paymentMethod: "pm_card_chargeDeclined", brand: "visa", last4: "0002", outcome: "Declined" },
  {
    number: "4000000000009995",
    paymentMethod: "pm_card_chargeDeclinedInsufficientFunds",
    brand: "visa",
    last4: "9995",
    outcome: "InsufficientFunds",
  },
  {
    number: "4000002500003155",
    paymentMethod: "pm_card_authenticationRequiredOnSetup",
    brand: "visa",
    last4: "3155",
    outcome: "NeedsConfirmation",
  },
]

/** Digits only: "4242 4242 4242 4242" and "4242-4242-4242-4242" are one number. */
export const cardDigits = (typed: string): string => typed.replace(/[\s-]/gu, "")

/** The demo card a typed number is, or null: the demo takes Stripe's test numbers only. */
export const demoCardOf = (typed: string): DemoCard | null => DEMO_CARDS.find((card) => card.number === cardDigits(typed)) ?? null

export const demoCardByMethod = (paymentMethod: string): DemoCard | null =>
  DEMO_CARDS.find((card) => card.paymentMethod === paymentMethod) ?? null
