import { catchError, concat, concatMap, defer, EMPTY, ignoreElements, map, mergeMap, of, type Observable } from "rxjs"
import { api } from "../../schema/api"
import type { CurrentEvent, NoticeText } from "../../schema/events"
import { refusalText } from "../refusals"
import type { Rpc } from "../rpc"
import { fromSource, type Sourced } from "./sourced"

/** What the diner asks of the phone step (streams/commands.ts). */
export type PhoneCommand =
  /** `resend`: again, from the code step. */
  | { readonly _tag: "SendCode"; readonly phone: string; readonly resend: boolean }
  | { readonly _tag: "VerifyCode"; readonly code: string }
  /** "Change Phone Number": back to the phone step. */
  | { readonly _tag: "ChangeNumber" }

export interface PhoneDeps {
  readonly rpc: Rpc
  /** The diner's commands, in order. */
  readonly commands$: Observable<PhoneCommand>
  /** A fresh ID token, so the verified claim reaches the user (and the gate) at once. */
  readonly refreshToken: () => Promise<void>
  readonly report: (message: string) => void
}

/**
 * The phone step of a table's sign-in (spec sections 2, 4, 5) as events: a call on its way
 * (its button's busy label), then the code sent, refused
 * (the message of the server's error, else the spec's fallback) or verified, so the steps the
 * diner saw are in the log. Commands run one after another (concatMap): a check never
 * overtakes the send before it.
 */
export const phoneEvents = ({ rpc, commands$, refreshToken, report }: PhoneDeps): Observable<Sourced> =>
  commands$.pipe(
    concatMap((command): Observable<Sourced> => {
      switch (command._tag) {
        case "SendCode":
          return outcome(
            { _tag: "v1.PhoneCodeRequested", resend: command.resend },
            defer(() => rpc(api.phoneSend, { params: { phone: command.phone } })).pipe(
              map((): CurrentEvent => ({ _tag: "v1.PhoneCodeSent", phone: command.phone })),
            ),
            { id: "refusal.phoneSend" },
          )
        case "VerifyCode":
          return outcome(
            { _tag: "v1.PhoneCodeCheckStarted" },
            defer(() => rpc(api.phoneVerify, { params: { code: command.code.trim() } })).pipe(
              map((answer): CurrentEvent => {
                if (answer._tag === "NotFound") return refused({ id: "refusal.codeNotSent" })
                return answer.body.success ? { _tag: "v1.PhoneVerified" } : refused({ id: "refusal.phoneVerify" })
              }),
              // Verified: the fresh token carries the claim; its failure leaves the SDK's own refresh to bring it.
              mergeMap((event) => (event._tag === "v1.PhoneVerified" ? concat(of(event), refreshed(refreshToken, report)) : of(event))),
            ),
            { id: "refusal.phoneVerify" },
          )
        case "ChangeNumber":
          return of<CurrentEvent>({ _tag: "v1.PhoneNumberChangeAsked" }).pipe(fromSource("intent"))
      }
    }),
  )

const refused = (text: NoticeText): CurrentEvent => ({ _tag: "v2.PhoneCodeRefused", text })

/** The call on its way (`started`), then its events, or its refusal: the message of the server's error (else `failed`). */
const outcome = (started: CurrentEvent, call$: Observable<CurrentEvent>, failed: NoticeText): Observable<Sourced> =>
  concat(
    of(started).pipe(fromSource("system")),
    call$.pipe(
      catchError((error: unknown) => of(refused(refusalText(error, failed)))),
      fromSource("http"),
    ),
  )

const refreshed = (refreshToken: () => Promise<void>, report: (message: string) => void): Observable<never> =>
  defer(refreshToken).pipe(
    ignoreElements(),
    catchError((error: unknown) => {
      report(`the ID token could not be refreshed after the phone was verified: ${error instanceof Error ? error.message : String(error)}`)
      return EMPTY
    }),
  )
