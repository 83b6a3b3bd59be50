import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A local HTTP double of the few Stripe API calls the Stripe adapter makes
 * (server/payments/stripe-provider.ts): create and read a PaymentIntent, read a PaymentMethod,
 * refund. It answers as Stripe's test mode answers its test PaymentMethods (pm_card_visa pays,
 * pm_card_chargeDeclined and pm_card_chargeDeclinedInsufficientFunds are declined,
 * pm_card_authenticationRequiredOnSetup asks for 3-D Secure), one PaymentIntent per idempotency
 * key, and keeps what it was asked. It follows Stripe's documented idempotency rule: a key's first
 * answer (a decline included) is replayed for it, and the same key with other parameters is a 400
 * `idempotency_error`. A test may make it slow, lose its next answers (the charge made, the
 * connection dropped before the answer), or refuse as Stripe does for a wrong API key. The
 * official SDK is pointed at it with `api`.
 */
export interface StripeDouble {
  /** What StripeSettings.api takes: where the SDK sends its calls. */
  readonly api: { readonly host: string; readonly port: number; readonly protocol: "http" }
  readonly intents: ReadonlyMap<string, Intent>
  /** The idempotency key of each PaymentIntent created, in order. */
  readonly created: ReadonlyArray<string>
  readonly refunds: ReadonlyArray<{ readonly key: string | undefined; readonly intent: string | undefined }>
  /** Answers the next `count` requests as told: `lost` does the work and drops the connection; `apiKey` refuses as Stripe does a wrong key. */
  misbehave(count: number, how: "lost" | "apiKey"): void
  /** Holds every answer this long (a slow charge). */
  delay(ms: number): void
  /** What the bank decided of an intent waiting for 3-D Secure: it is then `succeeded` or back to `requires_payment_method`. */
  decide(intentId: string, succeeded: boolean): Intent
  close(): Promise<void>
}

export interface Intent {
  readonly id: string
  readonly object: "payment_intent"
  status: string
  readonly amount: number
  readonly currency: string
  readonly payment_method: string
  readonly client_secret: string
  readonly metadata: Record<string, string>
}

/** The last four digits of each test PaymentMethod's card. */
const CARDS: Readonly<Record<string, string>> = {
  pm_card_visa: "4242",
  pm_card_authenticationRequiredOnSetup: "3155",
  pm_card_chargeDeclined: "0002",
  pm_card_chargeDeclinedInsufficientFunds: "9995",
}

/** Starts the double on a free port of this machine. */
export const startStripeDouble = async (): Promise<StripeDouble> => {
  const intents = new Map<string, Intent>()
  const byKey = new Map<string, { readonly params: string; readonly reply: Reply }>()
  const created: string[] = []
  const refunds: Array<{ key: string | undefined; intent: string | undefined }> = []
  let misbehaving: { count: number; how: "lost" | "apiKey" } = { count: 0, how: "lost" }
  let delayMs = 0
  /** Stripe's idempotency: a key answers its first answer again, for the same parameters only. */
  const keyed = (method: string, path: string, key: string | undefined, form: URLSearchParams, make: () => Reply): Reply => {
    if (key === undefined) return make()
    const params = `${method} ${path} ${[...form.entries()].sort().join("&")}`
    const kept = byKey.get(key)
    if (kept !== undefined)
      return kept.params === params
        ? kept.reply
        : answer(400, {
            error: {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          })
    const reply = make()
    byKey.set(key, { params, reply })
    return reply
  }
  const answerOf = (method: string, path: string, key: string | undefined, form: URLSearchParams): Reply => {
    if (method === "POST" && path === "/v1/payment_intents")
      return keyed(method, path, key, form, () => {
        created.push(key ?? "")
        return createIntent(intents, form)
      })
    if (method === "GET" && path.startsWith("/v1/payment_intents/")) {
      const intent = intents.get(path.split("/").at(-1) ?? "")
      return intent === undefined
        ? answer(404, { error: { type: "invalid_request_error", message: "No such intent" } })
        : answer(200, intent)
    }
    if (method === "GET" && path.startsWith("/v1/payment_methods/")) {
      const id = path.split("/").at(-1) ?? ""
      return answer(200, { id, object: "payment_method", type: "card", card: { brand: "visa", last4: CARDS[id] ?? "0000" } })
    }
    if (method === "POST" && path === "/v1/refunds")
      return keyed(method, path, key, form, () => {
        refunds.push({ key, intent: form.get("payment_intent") ?? undefined })
        return answer(200, {
          id: `re_${refunds.length}`,
          object: "refund",
          status: "succeeded",
          payment_intent: form.get("payment_intent"),
        })
      })
    return answer(404, { error: { type: "invalid_request_error", message: `No route ${method} ${path}` } })
  }
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? "/", "http://double").pathname
      const key = request.headers["idempotency-key"]
      const form = await formOf(request)
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
      const how = misbehaving.count > 0 ? misbehaving.how : null
      if (how !== null) misbehaving = { ...misbehaving, count: misbehaving.count - 1 }
      if (how === "apiKey") {
        const refused = { error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_****" } }
        response.writeHead(401, { "content-type": "application/json", "request-id": "req_double" }).end(JSON.stringify(refused))
        return
      }
      const reply = answerOf(request.method ?? "GET", path, typeof key === "string" ? key : undefined, form)
      // The work is done; only its answer is lost on the way.
      if (how === "lost") {
        request.socket.destroy()
        return
      }
      response.writeHead(reply.status, { "content-type": "application/json", "request-id": "req_double" }).end(JSON.stringify(reply.body))
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    api: { host: "127.0.0.1", port, protocol: "http" },
    intents,
    created,
    refunds,
    misbehave: (count, how) => {
      misbehaving = { count, how }
    },
    delay: (ms) => {
      delayMs = ms
    },
    decide: (intentId, succeeded) => {
      const intent = intents.get(intentId)
      if (intent === undefined) throw new Error(`the double has no intent ${intentId}`)
      intent.status = succeeded ? "succeeded" : "requires_payment_method"
      return intent
    },
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

interface Reply {
  readonly status: number
  readonly body: unknown
}

const answer = (status: number, body: unknown): Reply => ({ status, body })

/** A PaymentIntent created and confirmed at once, as test mode does with the test PaymentMethod. */
const createIntent = (intents: Map<string, Intent>, form: URLSearchParams): Reply => {
  const method = form.get("payment_method") ?? ""
  if (method === "pm_card_chargeDeclined" || method === "pm_card_chargeDeclinedInsufficientFunds")
    return answer(402, {
      error: {
        type: "card_error",
        code: "card_declined",
        decline_code: method === "pm_card_chargeDeclined" ? "generic_decline" : "insufficient_funds",
        message: "Your card was declined.",
      },
    })
  const id = `pi_${intents.size + 1}`
  const intent: Intent = {
    id,
    object: "payment_intent",
    status: method === "pm_card_visa" ? "succeeded" : "requires_action",
    amount: Number(form.get("amount")),
    currency: form.get("currency") ?? "",
    payment_method: method,
    client_secret: `${id}_secret_double`,
    metadata: {
      paymentId: form.get("metadata[paymentId]") ?? "",
      serviceAreaId: form.get("metadata[serviceAreaId]") ?? "",
      attempt: form.get("metadata[attempt]") ?? "",
    },
  }
  intents.set(id, intent)
  return answer(200, intent)
}

const formOf = (request: IncomingMessage): Promise<URLSearchParams> =>
  new Promise((resolve) => {
    let text = ""
    request.on("data", (chunk: Buffer) => (text += chunk.toString()))
    request.on("end", () => resolve(new URLSearchParams(text)))
  })
