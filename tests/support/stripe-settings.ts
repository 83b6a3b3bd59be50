import type { StripeSettings } from "../../server/payments/stripe-provider"
import type { StripeDouble } from "./stripe-double"

/**
 * The Stripe adapter's settings in a test: test-mode keys, and the official SDK pointed at the
 * local API double (tests/support/stripe-double.ts). `currency` is STRIPE_CURRENCY's ("lkr",
 * the demo venues' currency, unless told).
 */
export const testStripeSettings = (double: StripeDouble, currency = "lkr"): StripeSettings => ({
  secretKey: "sk_test_tableside",
  webhookSecret: "whsec_test_tableside_0123456789",
  publishableKey: "pk_test_tableside",
  currency,
  api: double.api,
})
