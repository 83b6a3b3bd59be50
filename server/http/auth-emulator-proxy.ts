import type { FastifyInstance } from "fastify"
import { ProxyRefused, SignInUnreachable } from "../../schema/errors"
import { fail } from "../failure"
import { refuse } from "./routes"

/**
 * Locally, the app reaches the Firebase Auth emulator through this server's own origin (the
 * SDK is pointed at it with connectAuthEmulator), so the emulator's port never has to be known
 * at build time and a phone on the same network needs only this one address.
 *
 * Only the calls the Firebase client SDK makes for this app pass (as seen in the browser tests):
 * anonymous sign-in (signUp), Google sign-in and linking (signInWithIdp), reading the account
 * (lookup) and the token refresh. Not even accounts:update: it would turn an anonymous account
 * into an email one. The emulator's admin and control paths (`/emulator/...`,
 * `/v1/projects/...`: list, edit or wipe every account) and any `Authorization` header (the
 * emulator takes `Bearer owner` as the admin) never pass; the headers that do are listed.
 */
const CLIENT_CALLS = new Set([
  "/identitytoolkit.googleapis.com/v1/accounts:signUp",
  "/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp",
  "/identitytoolkit.googleapis.com/v1/accounts:lookup",
  "/securetoken.googleapis.com/v1/token",
])
const EMULATOR_PREFIXES = ["/identitytoolkit.googleapis.com/", "/securetoken.googleapis.com/", "/emulator/"]
const PASSED_HEADERS = [
  "content-type",
  "accept",
  "accept-language",
  "x-client-version",
  "x-firebase-client",
  "x-firebase-gmpid",
  "x-firebase-locale",
]
/** The emulator answers in milliseconds; one that does not is down. */
const EMULATOR_TIMEOUT_MS = 10_000

export const registerAuthEmulatorProxy = async (app: FastifyInstance, emulatorHost: string): Promise<void> => {
  await app.register(async (scope) => {
    // Pass bodies through untouched, whatever their type (JSON, form-encoded refresh requests).
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body))
    for (const prefix of EMULATOR_PREFIXES) {
      scope.all(`${prefix}*`, async (request, reply) => {
        const path = request.url.split("?")[0] ?? ""
        if (request.method !== "POST" || !CLIENT_CALLS.has(path))
          return refuse(reply, fail(ProxyRefused, "Only the app's sign-in calls reach the Auth emulator from here.").error)
        const headers = Object.fromEntries(
          PASSED_HEADERS.flatMap((name) => (typeof request.headers[name] === "string" ? [[name, request.headers[name]]] : [])),
        )
        const body = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined
        let answer: Response
        try {
          answer = await fetch(`http://${emulatorHost}${request.url}`, {
            method: "POST",
            headers,
            signal: AbortSignal.timeout(EMULATOR_TIMEOUT_MS),
            ...(body === undefined ? {} : { body }),
          })
        } catch {
          return refuse(reply, fail(SignInUnreachable, "Sign-in is not reachable right now. Please try again in a moment.").error)
        }
        reply.code(answer.status)
        const type = answer.headers.get("content-type")
        if (type !== null) reply.header("content-type", type)
        return reply.header("cache-control", "no-store").send(Buffer.from(await answer.arrayBuffer()))
      })
    }
  })
}
