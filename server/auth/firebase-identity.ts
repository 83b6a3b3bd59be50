import { randomUUID } from "node:crypto"
import { initializeApp, type App } from "firebase-admin/app"
import { getAuth } from "firebase-admin/auth"
import { emulatorAccountFacts } from "./emulator-facts"
import { PHONE_VERIFIED_CLAIM, TENANT_CLAIM, type Identity, type IdentityProvider } from "./identity"

export interface FirebaseIdentityOptions {
  readonly projectId: string
  /** "127.0.0.1:9099" for the Auth emulator; null for Firebase itself. */
  readonly emulatorHost: string | null
}

/**
 * Firebase ID tokens, checked with firebase-admin. Against the emulator, firebase-admin reads
 * FIREBASE_AUTH_EMULATOR_HOST; it is set here, once, from the server's settings.
 */
export const firebaseIdentity = ({ projectId, emulatorHost }: FirebaseIdentityOptions): IdentityProvider => {
  if (emulatorHost !== null) process.env["FIREBASE_AUTH_EMULATOR_HOST"] = emulatorHost
  // A named app per server: tests run several servers in one process.
  const app: App = initializeApp({ projectId }, `tableside-${randomUUID()}`)
  const auth = getAuth(app)
  // Emulator tokens are unsigned: their facts come from the account (see emulator-facts.ts).
  const accountFacts = emulatorHost === null ? null : emulatorAccountFacts(auth)
  return {
    verify: async (idToken) => {
      try {
        const decoded = await auth.verifyIdToken(idToken)
        if (accountFacts !== null) return await accountFacts(idToken, decoded)
        const identity: Identity = {
          uid: decoded.uid,
          isAnonymous: decoded.firebase.sign_in_provider === "anonymous",
          email: decoded.email ?? null,
          tenantId: typeof decoded[TENANT_CLAIM] === "string" ? decoded[TENANT_CLAIM] : null,
          phoneNumberVerified: decoded[PHONE_VERIFIED_CLAIM] === true,
        }
        return identity
      } catch {
        return null
      }
    },
    mergeClaims: async (uid, claims) => {
      const user = await auth.getUser(uid)
      await auth.setCustomUserClaims(uid, { ...(user.customClaims ?? {}), ...claims })
    },
  }
}
