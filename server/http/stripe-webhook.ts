import type { FastifyInstance } from "fastify"
import { BadRequest } from "../../schema/errors"
import { fail } from "../failure"
import type { StripeProvider } from "../payments/stripe-provider"
import { settledByWebhook, type PaymentDeps } from "../services/payment-service"
import { refuse } from "./routes"

/** Where Stripe sends its webhooks (the endpoint configured in Stripe's dashboard). */
export const STRIPE_WEBHOOK_PATH = "/api/payments/stripe-webhook"

/**
 * Stripe's webhook, outside the call table: its body is read as the exact text Stripe signed, and
 * nothing in it is believed until `Stripe-Signature` checks against the endpoint's secret (400,
 * naming the header, otherwise). A PaymentIntent that succeeded pays its payment once
 * (settledByWebhook); one that failed (payment_failed) makes its
 * payment Failed, so it no longer counts; the same event received twice, or after the app's own confirmation, is
 * answered 200 and changes nothing, so Stripe stops sending it.
 */
export const registerStripeWebhook = (app: FastifyInstance, provider: StripeProvider, deps: PaymentDeps): void => {
  void app.register(async (scope) => {
    // Only this route's JSON stays text: the signature is over the bytes as sent.
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => done(null, body))
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers["stripe-signature"]
      let event
      try {
        if (typeof signature !== "string" || typeof request.body !== "string") throw new Error("no signature")
        event = provider.verifiedEvent(request.body, signature)
      } catch {
        return refuse(reply, fail(BadRequest, "The webhook's signature does not check.", "Stripe-Signature").error)
      }
      if (event === null || event.paymentId === null || event.serviceAreaId === null || event.attempt === null)
        return reply.send({ received: true })
      const moved = await settledByWebhook(
        deps,
        {
          intentId: event.intentId,
          paymentId: event.paymentId,
          serviceAreaId: event.serviceAreaId,
          attempt: event.attempt,
          amount: event.amount,
          currency: event.currency,
          outcome: event.succeeded ? "paid" : "failed",
        },
        provider.appSetup?.currency ?? "",
      )
      // A signed event whose amount or currency is not its payment's is not counted, and said so.
      if (moved === "mismatch")
        return refuse(
          reply,
          fail(BadRequest, "The PaymentIntent's amount or currency is not its payment's: not counted.", "data.object.amount").error,
        )
      return reply.send({ received: true })
    })
  })
}
