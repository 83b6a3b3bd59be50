import type { CardSeen, StripeSetup } from "../../schema/payment"

/**
 * The one port every payment provider sits behind (`demo`, the embedded default, and Stripe,
 * chosen by configuration). The payment service computes the amounts and keeps the exactly-once
 * rule; a provider only moves money, each call with an idempotency key so that a request
 * repeated (a retry, a race, a webhook) never charges or refunds twice. It sees a PaymentMethod
 * id, never a card number, and answers the card's brand and last four digits only.
 */
export interface ChargeRequest {
  /** The same key for every try of one payment: the provider charges it once. */
  readonly idempotencyKey: string
  readonly paymentId: string
  /** The table: a webhook about this charge takes the table's payment lock. */
  readonly serviceAreaId: string
  readonly amount: number
  /** The tenant's currency label ("LKR", "Rs."); null: the venue's default. */
  readonly currency: string | null
  /** The payment's attempt (1, 2, … after declines): a webhook names it, so an old attempt's outcome is told apart. */
  readonly attempt: number
  readonly paymentMethod: string
}

export type ChargeOutcome =
  | { readonly _tag: "Charged"; readonly ref: string; readonly card: CardSeen }
  /** The card asks the diner to confirm first (3-D Secure): nothing is charged until `confirm`. */
  | { readonly _tag: "NeedsConfirmation"; readonly ref: string; readonly card: CardSeen }
  | { readonly _tag: "Declined"; readonly reason: "CardDeclined" | "InsufficientFunds" }

/**
 * Each call of the port either answers or throws; a throw (the provider unreachable, its answer
 * lost, or an error of its own such as a wrong API key) means the outcome is not known. The
 * payment service then keeps the payment Pending and reconciles it by its idempotency key; the
 * provider's own error text stays in the server's log.
 */
export interface PaymentProvider {
  readonly name: "demo" | "stripe"
  /** What the app loads Stripe's Payment Element with; null: the app's own (demo) card form. */
  readonly appSetup: StripeSetup | null
  charge(request: ChargeRequest): Promise<ChargeOutcome>
  /** Completes a charge that needed the diner's confirmation. */
  confirm(ref: string, idempotencyKey: string): Promise<ChargeOutcome>
  refund(ref: string, idempotencyKey: string): Promise<void>
  /**
   * What the payer's app needs to confirm a charge that asks for it in the provider's own UI
   * (Stripe's 3-D Secure: the PaymentIntent's client secret), read afresh, never stored; null:
   * confirming is a tap in the app (the demo).
   */
  nextAction(ref: string): Promise<{ readonly clientSecret: string } | null>
}
