import { BehaviorSubject, type Observable } from "rxjs"
import type { AppConfig } from "../schema/app-config"
import type { User } from "firebase/auth"
import type { AuthUser } from "../schema/auth"
import { firebaseApp } from "./firebase-app"
import * as auth from "./firebase-auth-sdk"

/**
 * The auth session (Firebase Auth). At start, when no user exists, the diner is signed in
 * anonymously. The ID token stays here, in memory, for the RPC client; the user (without the
 * token) is what the rest of the app sees. Its code loads once the first screen is hydrated and idle
 * (streams/lazy-auth.ts); Google's popup code only when asked for.
 */
export interface AuthSession {
  readonly user$: Observable<AuthUser | null>
  /** The latest ID token, or null before sign-in. */
  readonly token: () => string | null
  /** Forces a fresh ID token (after a 401, or when the server changed the claims). */
  readonly refreshToken: () => Promise<void>
  /**
   * Google sign-in. With Firebase: a popup. Against the emulator (no Google servers to reach):
   * the given test account, through the emulator's Google provider. An anonymous user is
   * upgraded (linked), keeping the same uid and so the cart.
   */
  readonly signInWithGoogle: (emulatorAccount: { readonly email: string; readonly name: string } | null) => Promise<void>
  /** True when sign-in goes through the emulator's account chooser rather than a Google popup. */
  readonly usesEmulator: boolean
}

export interface AuthDeps {
  readonly config: AppConfig
  /** The page's origin, for an emulator reached through it. */
  readonly origin: string
  readonly log: (message: string) => void
}

export const createAuthSession = ({ config, origin, log }: AuthDeps): AuthSession => {
  const user = new BehaviorSubject<AuthUser | null>(null)
  let token: string | null = null
  let refresh: () => Promise<void> = async () => undefined
  let google: AuthSession["signInWithGoogle"] = async () => {
    throw new Error("Sign-in is still starting. Please try again in a moment.")
  }

  const start = async () => {
    // Not getAuth: it would load Google's popup script (apis.google.com) on every first visit.
    // Local storage only: it answers within the same task, where IndexedDB's first open is a
    // round of browser I/O that the sign-in request would wait behind.
    const firebaseAuth = auth.initializeAuth(firebaseApp(config), { persistence: auth.browserLocalPersistence })
    if (config.authEmulator !== null) {
      auth.connectAuthEmulator(firebaseAuth, config.authEmulator === "same-origin" ? origin : config.authEmulator, {
        disableWarnings: true,
      })
    }
    const publish = async (current: User | null) => {
      if (current === null) {
        token = null
        user.next(null)
        return
      }
      const result = await current.getIdTokenResult()
      token = result.token
      const claims = result.claims
      user.next({
        uid: current.uid,
        email: current.email,
        displayName: current.displayName,
        photoURL: current.photoURL,
        appTenantId: typeof claims["tenant-id"] === "string" ? claims["tenant-id"] : null,
        isAnonymous: current.isAnonymous,
        phoneNumberVerified: claims["phoneNumberVerified"] === true,
      })
    }
    refresh = async () => {
      const current = firebaseAuth.currentUser
      if (current !== null) {
        await current.getIdToken(true)
        await publish(current)
      }
    }
    google = async (account) => {
      const current = firebaseAuth.currentUser
      if (account === null || config.authEmulator === null) {
        const popup = await import("./firebase-auth-popup")
        const provider = new popup.GoogleAuthProvider()
        if (current?.isAnonymous !== true) await popup.signInWithPopup(firebaseAuth, provider, popup.browserPopupRedirectResolver)
        else
          await popup.linkWithPopup(current, provider, popup.browserPopupRedirectResolver).catch(async (error: unknown) => {
            // The Google account already has a user: sign in as that one instead.
            const credential = error instanceof popup.FirebaseError ? popup.GoogleAuthProvider.credentialFromError(error) : null
            if (credential === null) throw error
            await popup.signInWithCredential(firebaseAuth, credential)
          })
      } else {
        // The emulator accepts an unsigned Google ID token: this is its offline account chooser.
        const credential = auth.GoogleAuthProvider.credential(
          JSON.stringify({ sub: `google-${account.email}`, email: account.email, email_verified: true, name: account.name }),
        )
        if (current?.isAnonymous === true)
          await auth.linkWithCredential(current, credential).catch(() => auth.signInWithCredential(firebaseAuth, credential))
        else await auth.signInWithCredential(firebaseAuth, credential)
      }
      await refresh()
    }
    auth.onIdTokenChanged(firebaseAuth, (current) => void publish(current).catch((error: unknown) => log(`auth: ${String(error)}`)))
    await firebaseAuth.authStateReady()
    if (firebaseAuth.currentUser === null) await auth.signInAnonymously(firebaseAuth)
  }
  start().catch((error: unknown) => log(`Sign-in failed: ${error instanceof Error ? error.message : String(error)}`))

  return {
    user$: user.asObservable(),
    token: () => token,
    refreshToken: () => refresh(),
    signInWithGoogle: (account) => google(account),
    usesEmulator: config.authEmulator !== null,
  }
}
