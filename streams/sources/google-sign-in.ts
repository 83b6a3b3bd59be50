import { catchError, concat, defer, exhaustMap, map, of, type Observable } from "rxjs"
import type { DomainEvent } from "../../schema/events"
import type { AuthSession } from "../auth"
import { fromSource, type Sourced } from "./sourced"

/** The account a Google sign-in uses against the Auth emulator; null: Google's own popup. */
export type GoogleAccount = { readonly email: string; readonly name: string } | null

export interface GoogleSignInDeps {
  /** The sign-ins the diner asked for (streams/commands.ts `signInWithGoogle`). */
  readonly signIns$: Observable<GoogleAccount>
  readonly signInWithGoogle: AuthSession["signInWithGoogle"]
}

/**
 * A table's Google sign-in as events: started, then succeeded or failed with the SDK's reason,
 * so the gate's busy button and its error are in the log. A press while one is on its way is
 * ignored (exhaustMap), as the button is disabled then.
 */
export const googleSignInEvents = ({ signIns$, signInWithGoogle }: GoogleSignInDeps): Observable<Sourced> =>
  signIns$.pipe(
    exhaustMap((account) =>
      concat(
        of<DomainEvent>({ _tag: "v1.GoogleSignInStarted" }),
        defer(() => signInWithGoogle(account)).pipe(
          map((): DomainEvent => ({ _tag: "v1.GoogleSignInSucceeded" })),
          catchError((error: unknown) =>
            of<DomainEvent>({
              _tag: "v1.GoogleSignInFailed",
              problem: "failed",
              ...(error instanceof Error ? { reason: error.message } : {}),
            }),
          ),
        ),
      ),
    ),
    fromSource("system"),
  )
