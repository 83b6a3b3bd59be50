import { catchError, concat, defer, mergeMap, of, retry, throwError, timer, type Observable } from "rxjs"
import type { KeyedRequest } from "../../schema/events"
import { isUnreachable } from "../rpc"
import { http, type Sourced } from "./sourced"

/** A keyed request that loses its connection is sent this often in all, with the same key. */
export const SEND_ATTEMPTS = 3
/** The wait before the n-th resend: n seconds. */
export const SEND_BACKOFF_MS = 1000

/** One keyed request: what it is (logged with its key before it goes), its call, and what each outcome makes. */
export interface KeyedSend<A> {
  readonly key: string
  readonly request: KeyedRequest
  /** The call, sent with `key` as its Idempotency-Key and the body `request` holds. */
  readonly call: () => Promise<A>
  /** The answer's events (what the server did, the first time, however often it was asked). */
  readonly answered: (answer: A) => Observable<Sourced>
  /** A refusal: the request arrived and was refused; why, for the diner. */
  readonly refused: (error: unknown) => Observable<Sourced>
  /** Every try went unanswered: what the diner is shown while the outcome is asked for again. */
  readonly lost: Observable<Sourced>
}

/**
 * A request the server does exactly once by its key (the diner's order, a join, the table's
 * send): its key and body go into the log first (`v1.KeyedRequestSent`), so a reload knows what
 * was sent; then it is sent, and sent again with the same key while it never arrives (after 1 s,
 * then 2 s). Its answer or its refusal ends it (`v1.KeyedRequestAnswered`, after the outcome's
 * events). When every try went unanswered (`v1.KeyedRequestLost`), the server may have done it:
 * the phone neither says it failed nor lets a second request go, it asks again with the key
 * (the diner's "Check again", the connection back, a reload) and the server answers what it did.
 */
export const keyedSend$ = <A>(send: KeyedSend<A>): Observable<Sourced> => {
  const { key } = send
  const over = of(http({ _tag: "v1.KeyedRequestAnswered", key }))
  const answer$ = defer(send.call).pipe(
    retry({
      count: SEND_ATTEMPTS - 1,
      delay: (error: unknown, resend) => (isUnreachable(error) ? timer(SEND_BACKOFF_MS * resend) : throwError(() => error)),
    }),
    mergeMap((answer) => concat(send.answered(answer), over)),
    catchError((error: unknown) =>
      isUnreachable(error) ? concat(of(http({ _tag: "v1.KeyedRequestLost", key })), send.lost) : concat(send.refused(error), over),
    ),
  )
  return concat(of(http({ _tag: "v1.KeyedRequestSent", key, request: send.request })), answer$)
}
