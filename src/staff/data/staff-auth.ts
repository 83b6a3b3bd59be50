import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  GoogleAuthProvider,
  initializeAuth,
  onIdTokenChanged,
  signInWithCredential,
  signInWithPopup,
  signOut,
  type User,
} from "firebase/auth"
import { BehaviorSubject, distinctUntilChanged, type Observable } from "rxjs"
import type { AppConfig } from "../../../schema/app-config"
import { staffFirebaseApp } from "./staff-firebase"

/** Who is signed in on the staff screen: their own account, never an anonymous diner's. */
export interface StaffAccount {
  readonly uid: string
  readonly email: string | null
  readonly name: string | null
}

export type StaffSignIn =
  { readonly status: "starting" } | { readonly status: "signedOut" } | { readonly status: "signedIn"; readonly account: StaffAccount }

/** An account picked in the app's own chooser, against the Auth emulator (there is no Google page to go to). */
export interface EmulatorAccount {
  readonly email: string
  readonly name: string
}

export interface StaffAuth {
  readonly signIn$: Observable<StaffSignIn>
  /** The latest ID token, sent with every staff call and the live feed; null when signed out. */
  readonly token: () => string | null
  /** Forces a fresh ID token (after a 401). */
  readonly refreshToken: () => Promise<void>
  /** Google sign-in: a popup with Firebase; the given account against the emulator. */
  readonly signInWithGoogle: (account: EmulatorAccount | null) => Promise<void>
  readonly signOut: () => Promise<void>
  /** True when sign-in goes through the app's account chooser (the emulator) rather than Google's popup. */
  readonly usesEmulator: boolean
}

/**
 * The staff screen's Firebase Auth. Its own Firebase app ("staff", staff-firebase.ts), so its
 * sign-in is kept apart from a diner's in the same browser: the demo's two windows, or a tablet
 * that also tried the menu, never sign each other out. Nobody is
 * signed in anonymously here: the staff list is of e-mail addresses.
 */
export const createStaffAuth = ({ config, origin }: { readonly config: AppConfig; readonly origin: string }): StaffAuth => {
  const auth = initializeAuth(staffFirebaseApp(config), { persistence: browserLocalPersistence })
  if (config.authEmulator !== null)
    connectAuthEmulator(auth, config.authEmulator === "same-origin" ? origin : config.authEmulator, { disableWarnings: true })

  const signIn = new BehaviorSubject<StaffSignIn>({ status: "starting" })
  let token: string | null = null
  const publish = async (user: User | null) => {
    token = user === null ? null : await user.getIdToken()
    signIn.next(user === null ? { status: "signedOut" } : { status: "signedIn", account: accountOf(user) })
  }
  onIdTokenChanged(auth, (user) => void publish(user).catch(() => signIn.next({ status: "signedOut" })))

  return {
    signIn$: signIn.pipe(distinctUntilChanged(sameSignIn)),
    token: () => token,
    refreshToken: async () => {
      if (auth.currentUser !== null) token = await auth.currentUser.getIdToken(true)
    },
    signInWithGoogle: async (account) => {
      if (account === null || config.authEmulator === null) {
        await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)
        return
      }
      // The emulator accepts an unsigned Google ID token: this is its offline account chooser.
      const credential = GoogleAuthProvider.credential(
        JSON.stringify({ sub: `google-${account.email}`, email: account.email, email_verified: true, name: account.name }),
      )
      await signInWithCredential(auth, credential)
    },
    signOut: () => signOut(auth),
    usesEmulator: config.authEmulator !== null,
  }
}

const accountOf = (user: User): StaffAccount => ({ uid: user.uid, email: user.email, name: user.displayName })

const sameSignIn = (a: StaffSignIn, b: StaffSignIn): boolean =>
  a.status === b.status && (a.status !== "signedIn" || b.status !== "signedIn" || a.account.uid === b.account.uid)
