import { Subject } from "rxjs"
import type { AuthUser } from "../../schema/auth"
import type { AuthSession } from "../../streams/auth"

export interface FakeAuth {
  readonly auth: AuthSession
  /** Signs the diner in or out, as the SDK would (null: signed out, no token). */
  readonly signIn: (user: AuthUser | null) => void
  /** The Google sign-ins asked for, in order (the emulator's account, or null for the popup). */
  readonly googleSignIns: ReadonlyArray<{ readonly email: string; readonly name: string } | null>
  /** How many times a fresh token was asked for. */
  readonly refreshes: () => number
}

export const anonymousUser: AuthUser = {
  uid: "u1",
  email: null,
  displayName: null,
  photoURL: null,
  appTenantId: null,
  isAnonymous: true,
  phoneNumberVerified: false,
}

/**
 * The auth session (streams/auth.ts) for unit tests: a token while a user is signed in, no
 * Firebase. The user is not published unless the test signs one in, so the log holds only what
 * the test is about.
 */
export interface FakeAuthOptions {
  readonly signedIn?: boolean
  readonly usesEmulator?: boolean
  /** How a Google sign-in ends (default: it goes through). */
  readonly google?: AuthSession["signInWithGoogle"]
  /** How a token refresh ends (default: it goes through). */
  readonly refresh?: () => Promise<void>
}

export const fakeAuth = ({
  signedIn = true,
  usesEmulator = true,
  google = async () => undefined,
  refresh = async () => undefined,
}: FakeAuthOptions = {}): FakeAuth => {
  const user$ = new Subject<AuthUser | null>()
  let token: string | null = signedIn ? "token-1" : null
  let refreshes = 0
  const googleSignIns: Array<{ readonly email: string; readonly name: string } | null> = []
  return {
    auth: {
      user$: user$.pipe(),
      token: () => token,
      refreshToken: () => {
        refreshes++
        return refresh()
      },
      signInWithGoogle: async (account) => {
        googleSignIns.push(account)
        await google(account)
      },
      usesEmulator,
    },
    signIn: (user) => {
      token = user === null ? null : "token-1"
      user$.next(user)
    },
    googleSignIns,
    refreshes: () => refreshes,
  }
}
