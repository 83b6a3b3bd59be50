import { defer, EMPTY, filter, ignoreElements, take, timeout, type Observable } from "rxjs"

/**
 * How long a request the diner asked for waits for their sign-in, which a reloaded page
 * restores a moment after it shows the screen (src/app/page-start.ts loads Firebase Auth once the
 * page is idle); then it goes out as it is, and the RPC's own 401 path says what failed.
 */
export const SIGN_IN_WAIT_MS = 10_000

/** When a request may go out, and the moments it may have come to (streams/sources/cart-lane.ts, `mayFlush`). */
export interface SignInWait {
  /** A network: without one, a request the diner asked for is refused at once. */
  readonly connected: () => boolean
  /** A network and a signed-in diner. */
  readonly isOnline: () => boolean
  readonly flushes$: Observable<unknown>
}

/**
 * Completes once the diner is signed in (at once when they are), or after SIGN_IN_WAIT_MS: a
 * diner with a connection who taps while their sign-in is being restored is never told they
 * are offline.
 */
export const signedIn$ = ({ isOnline, flushes$ }: SignInWait): Observable<never> =>
  defer(() =>
    isOnline()
      ? EMPTY
      : flushes$.pipe(
          filter(() => isOnline()),
          take(1),
          timeout({ first: SIGN_IN_WAIT_MS, with: () => EMPTY }),
          ignoreElements(),
        ),
  )
