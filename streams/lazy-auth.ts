import { concat, defer, of, switchMap, type Observable } from "rxjs"
import type { AuthUser } from "../schema/auth"
import type { AuthSession } from "./auth"

/**
 * An auth session whose code (Firebase Auth, some 30 kB) loads when `session` is asked for,
 * not with the page: the page starts it once its first screen is hydrated and idle (src/app/page-start.ts),
 * so it never competes with what the diner is shown first. Until it is in there is no user and
 * no token: the diner's changes wait in the log, as they do for any sign-in under way; a
 * Google sign-in or a token refresh waits for it.
 */
export const lazyAuthSession = (session: () => Promise<AuthSession>, usesEmulator: boolean): AuthSession => {
  let loaded: AuthSession | null = null
  let loading: Promise<AuthSession> | null = null
  // A failed load (its code did not arrive: offline before the service worker kept it) is tried
  // again by the next caller, rather than kept failed for the page's life.
  const load = () =>
    (loading ??= session().then(
      (started) => (loaded = started),
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  return {
    user$: concat(of<AuthUser | null>(null), defer(load).pipe(switchMap((started): Observable<AuthUser | null> => started.user$))),
    token: () => loaded?.token() ?? null,
    refreshToken: async () => (await load()).refreshToken(),
    signInWithGoogle: async (account) => (await load()).signInWithGoogle(account),
    usesEmulator,
  }
}
