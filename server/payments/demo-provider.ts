import { demoCardByMethod } from "../../src/domain/demo-card"
import type { ChargeOutcome, PaymentProvider } from "./payment-provider"

/**
 * The `demo` provider, embedded in the reference server: no money moves. Each Stripe test
 * PaymentMethod behaves as Stripe's test mode makes it (src/domain/demo-card.ts): pm_card_visa
 * pays, pm_card_chargeDeclined is declined, pm_card_chargeDeclinedInsufficientFunds fails for
 * insufficient funds, pm_card_authenticationRequiredOnSetup asks the diner to confirm first. Any
 * other PaymentMethod is declined. A charge's reference is its idempotency key, so a charge
 * repeated is the same charge.
 */
export const demoProvider = (): PaymentProvider => ({
  name: "demo",
  appSetup: null,
  charge: async ({ idempotencyKey, paymentMethod }): Promise<ChargeOutcome> => {
    const card = demoCardByMethod(paymentMethod)
    if (card === null || card.outcome === "Declined") return { _tag: "Declined", reason: "CardDeclined" }
    if (card.outcome === "InsufficientFunds") return { _tag: "Declined", reason: "InsufficientFunds" }
    const seen = { brand: card.brand, last4: card.last4 }
    const ref = `demo_${idempotencyKey}`
    return card.outcome === "NeedsConfirmation" ? { _tag: "NeedsConfirmation", ref, card: seen } : { _tag: "Charged", ref, card: seen }
  },
  confirm: async (ref) => ({ _tag: "Charged", ref, card: { brand: "visa", last4: "3155" } }),
  refund: async () => undefined,
  nextAction: async () => null,
})
