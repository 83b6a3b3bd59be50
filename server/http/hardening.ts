import type { FastifyInstance } from "fastify"
import { redactSecrets } from "../../src/domain/redact"
import { AFTER_PAINT_SCRIPT_SOURCE } from "./after-paint"
import { EARLY_TAP_SCRIPT_SOURCE } from "./early-tap"

/**
 * The Content-Security-Policy of every answer, by the payment provider. Scripts only from this
 * origin (no eval; the two inline scripts, the table page's early-tap catcher and its loader
 * after the first paint, allowed by their hashes: server/http/early-tap.ts, after-paint.ts);
 * styles may be inline (the toasts inject theirs); images from here, data: (the placeholder) and
 * blob:; connections to here and, in production, Firebase's
 * endpoints; no frames. With Stripe, what Stripe documents for the Payment Element and no more:
 * Stripe.js from js.stripe.com, its frames from js.stripe.com and hooks.stripe.com (3-D
 * Secure), its calls to api.stripe.com. With the demo provider, no Stripe origin at all.
 */
export const contentSecurityPolicy = (provider: "demo" | "stripe"): string => {
  const stripe = provider === "stripe"
  return [
    "default-src 'self'",
    `script-src 'self' ${EARLY_TAP_SCRIPT_SOURCE} ${AFTER_PAINT_SCRIPT_SOURCE}${stripe ? " https://js.stripe.com" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self' https://*.googleapis.com https://*.firebaseio.com wss://*.firebaseio.com https://*.google-analytics.com${stripe ? " https://api.stripe.com" : ""}`,
    ...(stripe ? ["frame-src https://js.stripe.com https://hooks.stripe.com"] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ")
}

export const registerHardening = (app: FastifyInstance, provider: "demo" | "stripe"): void => {
  const policy = contentSecurityPolicy(provider)
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("content-security-policy", policy)
    reply.header("x-content-type-options", "nosniff")
    reply.header("x-frame-options", "DENY")
    reply.header("referrer-policy", "strict-origin-when-cross-origin")
    reply.header("permissions-policy", "camera=(self), microphone=(), geolocation=()")
    reply.header("cross-origin-opener-policy", "same-origin")
    return payload
  })
}

/** A request line fit for the log: phone numbers, verification codes and e-mailed receipts' access tokens masked. */
export const loggableUrl = (url: string): string =>
  url
    .replace(/(\/api\/user\/phone\/verify\/)[^/?#]+/, "$1[redacted]")
    .replace(/(\/api\/user\/phone\/)(?!verify\/)[^/?#]+/, "$1[redacted]")
    .replace(/([?&]phone=)[^&#]+/, "$1[redacted]")
    .replace(/([?&]token=)[^&#]+/, "$1[redacted]")

/**
 * An error as the log keeps it: its kind, SQLSTATE code, message and stack, with anything that
 * looks like a token, a phone number or a code masked. Nothing else of it: database drivers
 * attach the failing row and the query's parameters, where numbers and codes would be.
 */
export const loggableError = (error: unknown): Record<string, string> => {
  if (!(error instanceof Error)) return { message: redactSecrets(String(error)) }
  const code: unknown = Reflect.get(error, "code")
  return {
    type: error.name,
    ...(typeof code === "string" ? { code } : {}),
    message: redactSecrets(error.message),
    stack: redactSecrets(error.stack ?? ""),
  }
}
