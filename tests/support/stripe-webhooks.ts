import Stripe from "stripe"
import { STRIPE_WEBHOOK_PATH } from "../../server/http/stripe-webhook"
import { stripeProvider, type StripeProvider } from "../../server/payments/stripe-provider"
import type { Intent, StripeDouble } from "./stripe-double"

/**
 * The Stripe adapter pointed at the double, and Stripe's webhooks as Stripe signs them (with the
 * SDK's own `generateTestHeaderString`), for the contract tests of paying with Stripe.
 */

export type IntentEventType = "payment_intent.succeeded" | "payment_intent.payment_failed"

/** The Stripe adapter, in lkr, calling the double, whose webhooks are signed with this secret. */
export const stripeOnDouble = (double: StripeDouble, webhookSecret: string): StripeProvider =>
  stripeProvider({
    secretKey: "sk_test_tableside",
    webhookSecret,
    publishableKey: "pk_test_tableside",
    currency: "lkr",
    api: double.api,
  })

const signer = new Stripe("sk_test_signer")

/** Sends the server Stripe's event of this type about a PaymentIntent (as it is given), signed with the endpoint's secret. */
export const sendIntentEvent = (origin: string, webhookSecret: string, type: IntentEventType, intent: Intent): Promise<Response> => {
  const payload = JSON.stringify({
    id: `evt_${intent.id}_${type}`,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
  })
  return fetch(`${origin}${STRIPE_WEBHOOK_PATH}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    },
    body: payload,
  })
}
