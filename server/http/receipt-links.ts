import type { FastifyInstance } from "fastify"
import { pickLanguage } from "../../src/domain/language"
import { refusedLinkPage } from "../mail/receipt-document"
import { receiptByLink } from "../services/receipt-mail-service"
import type { Queryable } from "../storage/db"
import { acceptedLanguages } from "./table-pages"

/** What an e-mailed receipt's link carries: a payment's id, and a token of 32 random bytes in base64url. */
const PAYMENT_ID = /^[A-Za-z0-9_-]{1,100}$/u
const TOKEN = /^[A-Za-z0-9_-]{43}$/u

/**
 * `/receipt/{paymentId}?token=...`: the page an e-mailed receipt's link opens, without signing
 * in (services/receipt-mail-service.ts). A token that is not one the receipt was mailed with
 * (missing, altered, of another payment) is refused, 403, with a page that says so in the
 * reader's language. Never kept by a cache; the token is masked in the request log
 * (hardening.ts loggableUrl).
 */
export const registerReceiptLinks = (app: FastifyInstance, db: Queryable): void => {
  app.get<{ Params: { paymentId: string }; Querystring: { token?: unknown } }>("/receipt/:paymentId", async (request, reply) => {
    const { paymentId } = request.params
    const token = request.query.token
    const page =
      typeof token === "string" && TOKEN.test(token) && PAYMENT_ID.test(paymentId) ? await receiptByLink(db, paymentId, token) : null
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex").type("text/html; charset=utf-8")
    if (page !== null) return reply.send(page)
    return reply.code(403).send(refusedLinkPage(pickLanguage(null, acceptedLanguages(request.headers["accept-language"]))))
  })
}
