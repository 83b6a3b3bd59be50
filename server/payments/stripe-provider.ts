import Stripe from "stripe"
import { chargedCurrency, describeCurrency } from "./currency"
import type { ChargeOutcome, PaymentProvider } from "./payment-provider"

/**
 * The Stripe adapter of the payments port, chosen by configuration (PAYMENT_PROVIDER=stripe):
 * the official `stripe` SDK. A charge is a PaymentIntent created and confirmed at once with the
 * diner's PaymentMethod (from the Payment Element, or Stripe's test ids), with the payment's own
 * idempotency key, so a race or a retry is the same PaymentIntent; a card that asks for 3-D
 * Secure leaves it `requires_action` until the diner confirms in the app. A refund is keyed the
 * same way. Webhooks are read only once their signature checks (`verifiedEvent`). A charge is
 * in the venue's own currency (./currency.ts), which the start holds to agree with STRIPE_CURRENCY.
 */

export interface StripeSettings {
  readonly secretKey: string
  /** The webhook endpoint's signing secret (whsec_...). */
  readonly webhookSecret: string
  /** The publishable key (pk_...) the app loads the Payment Element with. */
  readonly publishableKey: string
  /**
   * STRIPE_CURRENCY: the ISO currency ("lkr") of the app's Payment Element, and of the charges of
   * a venue whose currency is a symbol used for it ("Rs.") or not set; a venue whose currency is
   * an ISO code is charged in that code (./currency.ts).
   */
  readonly currency: string
  /** Where the SDK sends its calls: Stripe's own API unless told (a local double in tests). */
  readonly api?: { readonly host: string; readonly port: number; readonly protocol: "http" | "https" }
}

/** What a verified webhook says of a PaymentIntent: its id, whether it succeeded, and the payment it was made for. */
export interface IntentEvent {
  readonly intentId: string
  readonly succeeded: boolean
  readonly paymentId: string | null
  readonly serviceAreaId: string | null
  /** The payment's attempt the PaymentIntent was made for (metadata), null when it names none. */
  readonly attempt: number | null
  /** What the PaymentIntent charges: checked against the payment before it counts. */
  readonly amount: number
  /** ISO currency, lower case ("lkr"). */
  readonly currency: string
}

export interface StripeProvider extends PaymentProvider {
  /** The webhook's body, checked against its `Stripe-Signature` header; throws when the signature does not check. */
  verifiedEvent(rawBody: string, signature: string): IntentEvent | null
}

export const stripeProvider = (settings: StripeSettings): StripeProvider => {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    ...(settings.api === undefined ? {} : { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol }),
  })
  const outcomeOf = async (intent: Stripe.PaymentIntent): Promise<ChargeOutcome> => {
    const card = await cardOf(stripe, intent)
    if (intent.status === "succeeded") return { _tag: "Charged", ref: intent.id, card }
    if (intent.status === "requires_action" || intent.status === "requires_confirmation" || intent.status === "processing")
      return { _tag: "NeedsConfirmation", ref: intent.id, card }
    return { _tag: "Declined", reason: "CardDeclined" }
  }
  return {
    name: "stripe",
    appSetup: { publishableKey: settings.publishableKey, currency: settings.currency },
    charge: async ({ idempotencyKey, paymentId, serviceAreaId, attempt, amount, currency: label, paymentMethod }) => {
      // The venue's own currency (./currency.ts); one that disagrees with the configured one is
      // refused at the start, so this throw (nothing charged) only meets a venue added since.
      const currency = chargedCurrency(label, settings.currency)
      if (currency === null)
        throw new Error(`The venue's currency ${describeCurrency(label ?? "")} disagrees with STRIPE_CURRENCY=${settings.currency}`)
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount,
            currency,
            payment_method: paymentMethod,
            // Cards only, as the Payment Element offers: every payment has a card's brand and last four.
            allowed_payment_method_types: ["card"],
            confirm: true,
            metadata: { paymentId, serviceAreaId, attempt: String(attempt) },
          },
          { idempotencyKey },
        )
        return await outcomeOf(intent)
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          return { _tag: "Declined", reason: error.decline_code === "insufficient_funds" ? "InsufficientFunds" : "CardDeclined" }
        throw error
      }
    },
    confirm: async (ref) => outcomeOf(await stripe.paymentIntents.retrieve(ref)),
    refund: async (ref, idempotencyKey) => {
      await stripe.refunds.create({ payment_intent: ref }, { idempotencyKey })
    },
    nextAction: async (ref) => {
      const secret = (await stripe.paymentIntents.retrieve(ref)).client_secret
      return secret === null ? null : { clientSecret: secret }
    },
    verifiedEvent: (rawBody, signature) => {
      const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret)
      if (event.type !== "payment_intent.succeeded" && event.type !== "payment_intent.payment_failed") return null
      const intent = event.data.object
      return {
        intentId: intent.id,
        succeeded: event.type === "payment_intent.succeeded",
        paymentId: intent.metadata["paymentId"] ?? null,
        serviceAreaId: intent.metadata["serviceAreaId"] ?? null,
        attempt: attemptOf(intent.metadata["attempt"]),
        amount: intent.amount,
        currency: intent.currency.toLowerCase(),
      }
    },
  }
}

/** The attempt a PaymentIntent's metadata names; an intent made before attempts were counted was the first. */
const attemptOf = (value: string | undefined): number | null => {
  if (value === undefined) return 1
  const attempt = Number(value)
  return Number.isSafeInteger(attempt) && attempt > 0 ? attempt : null
}

/** The card's brand and last four digits, from the PaymentIntent's PaymentMethod (nothing more is read). */
const cardOf = async (stripe: Stripe, intent: Stripe.PaymentIntent): Promise<{ brand: string; last4: string }> => {
  const method =
    typeof intent.payment_method === "string" ? await stripe.paymentMethods.retrieve(intent.payment_method) : intent.payment_method
  return { brand: method?.card?.brand ?? "card", last4: method?.card?.last4 ?? "0000" }
}
