import { randomUUID } from "node:crypto"
import { initializeApp, type App } from "firebase-admin/app"
import { getAuth } from "firebase-admin/auth"
import { emulatorAccountFacts } from "./emulator-facts"
import { IdentityUnavailable, PHONE_VERIFIED_CLAIM, TENANT_CLAIM, type Identity, type IdentityProvider } from "./identity"

export interface FirebaseIdentityOptions {
  readonly projectId: string
  /** "127.0.0.1:9099" for the Auth emulator; null for Firebase itself. */
  readonly emulatorHost: string | null
  /** The clock tokens are judged by (issued when, kept how long); real time unless a test moves it. */
  readonly now?: () => number
}

/**
 * A verified token is trusted this long at most before it is verified again, revocation
 * included: an account deleted or disabled (or its tokens revoked) is refused within 5 minutes.
 */
export const TOKEN_KEPT_MS = 5 * 60_000
/** How far ahead of this server's clock a token's issue time may be (the clocks of two machines differ). */
export const CLOCK_SKEW_MS = 60_000

/** Where firebase-admin fetches the keys ID tokens are signed with: Firebase's door for the server. */
const GOOGLE_TOKEN_KEYS = "https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com"

/** A reachability answer is kept this long: health checks and bad-token floods ask once. */
const REACHABLE_KEPT_MS = 3_000
const REACHABLE_TIMEOUT_MS = 2_000

/**
 * Firebase ID tokens, checked with firebase-admin. Against the emulator, firebase-admin reads
 * FIREBASE_AUTH_EMULATOR_HOST; it is set here, once, from the server's settings.
 *
 * A token that fails to verify is "not valid" (401) only while the provider answers: when it
 * does not (key fetch failed, emulator down) the failure is IdentityUnavailable (503).
 */
export const firebaseIdentity = ({ projectId, emulatorHost, now = Date.now }: FirebaseIdentityOptions): IdentityProvider => {
  if (emulatorHost !== null) process.env["FIREBASE_AUTH_EMULATOR_HOST"] = emulatorHost
  // A named app per server: tests run several servers in one process.
  const app: App = initializeApp({ projectId }, `tableside-${randomUUID()}`)
  const auth = getAuth(app)
  // Emulator tokens are unsigned: their facts come from the account (see emulator-facts.ts).
  const accountFacts = emulatorHost === null ? null : emulatorAccountFacts(auth)
  const reachable = keptFor(REACHABLE_KEPT_MS, () => answers(emulatorHost === null ? GOOGLE_TOKEN_KEYS : `http://${emulatorHost}/`))
  const unavailableOn = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (error) {
      throw isNetworkFailure(error) ? new IdentityUnavailable(messageOf(error)) : error
    }
  }
  // Tokens already verified, until they expire but never longer than TOKEN_KEPT_MS: a diner's
  // every call sends the same token, and verifying it at each says little new. The trade-off:
  // an expired token is refused as ever (the kept verification ends with it), but a revoked
  // token, or one of an account deleted or disabled since, is taken for up to 5 minutes. Each
  // verification asks Firebase whether the account still exists, is enabled and the token not
  // revoked (checkRevoked: one request per token every 5 minutes, not per call); against the
  // emulator firebase-admin always does.
  const verified = new Map<string, { readonly identity: Identity; readonly keptUntil: number }>()
  return {
    verify: async (idToken) => {
      const kept = verified.get(idToken)
      if (kept !== undefined && kept.keptUntil > now()) return kept.identity
      verified.delete(idToken)
      try {
        const decoded = await auth.verifyIdToken(idToken, true)
        // firebase-admin checks a token's expiry, not when it says it was issued. Its expiry is
        // also judged by this server's clock, the one a kept verification is judged by.
        if (decoded.iat * 1000 > now() + CLOCK_SKEW_MS || decoded.exp * 1000 <= now()) return null
        const identity: Identity =
          accountFacts !== null
            ? await accountFacts(decoded)
            : {
                uid: decoded.uid,
                isAnonymous: decoded.firebase.sign_in_provider === "anonymous",
                email: decoded.email ?? null,
                emailVerified: decoded.email_verified === true,
                tenantId: typeof decoded[TENANT_CLAIM] === "string" ? decoded[TENANT_CLAIM] : null,
                phoneNumberVerified: decoded[PHONE_VERIFIED_CLAIM] === true,
              }
        if (verified.size >= 10_000) verified.clear()
        verified.set(idToken, { identity, keptUntil: Math.min(decoded.exp * 1000, now() + TOKEN_KEPT_MS) })
        return identity
      } catch (error) {
        // firebase-admin reports a failed key fetch as a bad token: ask whether the provider answers.
        if (isNetworkFailure(error) || !(await reachable())) throw new IdentityUnavailable(messageOf(error))
        return null
      }
    },
    mergeClaims: (uid, claims) =>
      unavailableOn(async () => {
        const user = await auth.getUser(uid)
        await auth.setCustomUserClaims(uid, { ...(user.customClaims ?? {}), ...claims })
      }),
    reachable,
  }
}

/** firebase-admin's codes for a request that got no answer. */
const isNetworkFailure = (error: unknown): boolean => {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : ""
  return code === "app/network-error" || code === "app/network-timeout"
}

const answers = async (url: string): Promise<boolean> => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REACHABLE_TIMEOUT_MS) })
    await response.body?.cancel()
    return response.status < 500
  } catch {
    return false
  }
}

/** One check at a time, its answer kept for `ms`. */
const keptFor = (ms: number, check: () => Promise<boolean>): (() => Promise<boolean>) => {
  let kept: { readonly answer: Promise<boolean>; readonly at: number } | null = null
  return () => {
    if (kept === null || Date.now() - kept.at > ms) kept = { answer: check(), at: Date.now() }
    return kept.answer
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))
