import {
  catchError,
  concat,
  concatMap,
  connect,
  defer,
  EMPTY,
  filter,
  from,
  map,
  merge,
  mergeMap,
  of,
  retry,
  takeWhile,
  throwError,
  timer,
  type Observable,
} from "rxjs"
import { api } from "../../schema/api"
import type { CurrentEvent, NoticeText, PendingTableCartChange } from "../../schema/events"
import type { TableCart, TableCartChanged, TableCartSent } from "../../schema/table-cart"
import type { AppState } from "../../src/domain/app-state"
import type { Notify } from "../notify"
import { refusalText } from "../refusals"
import { isUnreachable, type Rpc } from "../rpc"
import { SUBMIT_ATTEMPTS, SUBMIT_BACKOFF_MS } from "./cart-submit"
import { effect, http, intent, type Sourced } from "./sourced"

/** What the screens ask of the table cart ("Order together"), and whom to tell how it went. */
export type TableCartRequest =
  | { readonly _tag: "join"; readonly firstName: string | null; readonly settle: (joined: boolean) => void }
  | { readonly _tag: "change"; readonly change: PendingTableCartChange; readonly settle: (outcome: "sent" | "refused" | "queued") => void }
  | { readonly _tag: "send"; readonly settle: (sent: TableCartSent | null) => void }
  | { readonly _tag: "refresh" }

export interface TableCartDeps {
  readonly rpc: Rpc
  readonly state: () => AppState
  /** Whether a request may go out: a network, and a signed-in diner. */
  readonly isOnline: () => boolean
  /** A fresh id: a send's Idempotency-Key. */
  readonly newKey: () => string
  readonly requests$: Observable<TableCartRequest>
  /** The table's live feed: the cart changed (another member, or a send). */
  readonly changed$: Observable<TableCartChanged>
  /** Moments the queued changes may go out (streams/sources/cart-sync.ts: mayFlush). */
  readonly flushes$: Observable<unknown>
  /** Says "Sent by Ana" on every member's screen when the table's cart was sent. */
  readonly notify: Notify
}

type Step = Sourced | "offline"
type Work =
  | TableCartRequest
  | { readonly _tag: "queue"; readonly request: Extract<TableCartRequest, { _tag: "change" }> }
  | { readonly _tag: "flush" }

/**
 * The table cart as events, through one lane (concatMap) like the diner's own cart: a change
 * goes out at once when online with nothing waiting, else it is queued in the log at once and
 * flushed in order when the connection returns, each with its intent id as its
 * Idempotency-Key, so a change sent twice applies once. A live change of the table's cart
 * (another member's, or a send) reads the cart again. A send names the version the diner saw:
 * racing sends of several members make one order, and every one of them is told of it.
 */
export const tableCartEvents = (deps: TableCartDeps): Observable<Sourced> => {
  const { state, isOnline, requests$, changed$, flushes$ } = deps
  const work$ = merge(
    requests$.pipe(
      map((request): Work =>
        request._tag === "change" && (!isOnline() || state().tableCartPending.length > 0) ? { _tag: "queue", request } : request,
      ),
    ),
    flushes$.pipe(map((): Work => ({ _tag: "flush" }))),
    // Only a member reads it, and only a version newer than the one on screen.
    changed$.pipe(
      filter((change) => (state().tableCart?.version ?? Infinity) < change.version),
      map((): Work => ({ _tag: "refresh" })),
    ),
  )
  const flush$ = flushQueue(deps)
  return work$.pipe(
    connect((shared$) =>
      merge(
        shared$.pipe(mergeMap((work) => (work._tag === "queue" ? queue$(work.request) : EMPTY))),
        shared$.pipe(
          concatMap((work): Observable<Sourced> => {
            switch (work._tag) {
              case "queue":
              case "flush":
                return flush$
              case "refresh":
                return refresh$(deps)
              case "join":
                return join$(deps, work.firstName, work.settle)
              case "change":
                return change$(deps, work, flush$)
              case "send":
                return concat(flush$, send$(deps, work.settle))
            }
          }),
        ),
      ),
    ),
  )
}

const replaced = (cart: TableCart): Sourced => http({ _tag: "v1.TableCartReplaced", cart })
/** Why a join, change or send was refused, as the message of the server's error (else `failed`); a change names its dish. */
const refused = (error: unknown, failed: NoticeText, change?: PendingTableCartChange): Sourced =>
  http({ _tag: "v2.TableCartRefused", text: refusalText(error, failed, change?.text) })

const refresh$ = (deps: TableCartDeps): Observable<Sourced> =>
  defer(() => (deps.isOnline() ? from(deps.rpc(api.tableCartGet, {})) : EMPTY)).pipe(
    mergeMap((answer) => (answer._tag === "Ok" ? concat(told(deps, answer.body), of(replaced(answer.body))) : EMPTY)),
    catchError(() => EMPTY),
  )

/** A send this diner has not seen yet (theirs or another member's): who sent it, on their screen. */
const told = ({ state, notify }: TableCartDeps, cart: TableCart): Observable<never> =>
  effect(() => {
    const send = cart.lastSend
    if (send === null || state().tableCart?.lastSend?.orderId === send.orderId) return
    const by = send.sentBy
    if (by.yours === true) notify("success", { id: "toast.tableSentByYou" })
    else if (by.name === null) notify("success", { id: "toast.tableSentByAnother" })
    else notify("success", { id: "toast.tableSentBy", values: { name: by.name } })
  })

/** A join or send on its way: its button says so until the answer (a cart, a send, or a refusal, each in the log). */
const started = (request: "join" | "send"): Observable<Sourced> => of(http({ _tag: "v1.TableCartRequestStarted", request }))

const join$ = ({ rpc, state }: TableCartDeps, firstName: string | null, settle: (joined: boolean) => void): Observable<Sourced> => {
  const joinFailed: NoticeText = { id: "refusal.tableJoin" }
  const answer$ = defer(() => {
    const qr = state().qrCode ?? ""
    return from(rpc(api.tableCartJoin, { payload: firstName === null ? { qr } : { qr, firstName } }))
  }).pipe(
    mergeMap((answer) =>
      answer._tag === "Ok"
        ? concat(
            of(replaced(answer.body)),
            effect(() => settle(true)),
          )
        : concat(
            of(refused(null, joinFailed)),
            effect(() => settle(false)),
          ),
    ),
    catchError((error: unknown) =>
      concat(
        of(refused(error, joinFailed)),
        effect(() => settle(false)),
      ),
    ),
  )
  return concat(started("join"), answer$)
}

/** One change sent: the cart it answered, or "offline" (it never arrived), or the refusal. */
const sendChange$ = ({ rpc }: TableCartDeps, change: PendingTableCartChange): Observable<Step> =>
  defer(() =>
    change._tag === "add"
      ? rpc(api.tableCartAdd, { payload: change.payload, idempotencyKey: change.intentId })
      : rpc(api.tableCartUpdate, { payload: change.payload, idempotencyKey: change.intentId }),
  ).pipe(
    mergeMap((answer) =>
      of<Step>(
        answer._tag === "Ok"
          ? replaced(answer.body)
          : http({ _tag: "v2.TableCartRefused", text: { id: "refusal.lineGone", values: change.text.values } }),
      ),
    ),
    catchError((error: unknown) =>
      of<Step>(isUnreachable(error) ? "offline" : refused(error, { id: "refusal.tableChange", values: change.text.values }, change)),
    ),
  )

/** The queue as it is now, sent in order, each once, until it is empty or the network drops. */
const flushQueue = (deps: TableCartDeps): Observable<Sourced> =>
  defer(() => from(deps.state().tableCartPending)).pipe(
    concatMap((change) =>
      (deps.isOnline() ? sendChange$(deps, change) : of<Step>("offline")).pipe(
        mergeMap((step) =>
          step === "offline"
            ? of(step)
            : of(
                step,
                http({
                  _tag: "v1.TableCartChangeSettled",
                  intentId: change.intentId,
                  outcome: step.event._tag === "v2.TableCartRefused" ? "refused" : "sent",
                }),
              ),
        ),
      ),
    ),
    takeWhile((step): step is Sourced => step !== "offline"),
  )

const queue$ = (request: Extract<TableCartRequest, { _tag: "change" }>): Observable<Sourced> =>
  concat(
    of(intent({ _tag: "v1.TableCartChangeQueued", change: request.change })),
    effect(() => request.settle("queued")),
  )

const change$ = (
  deps: TableCartDeps,
  request: Extract<TableCartRequest, { _tag: "change" }>,
  flush$: Observable<Sourced>,
): Observable<Sourced> =>
  defer(() => {
    if (!deps.isOnline() || deps.state().tableCartPending.length > 0) return concat(queue$(request), flush$)
    return sendChange$(deps, request.change).pipe(
      mergeMap((step) =>
        step === "offline"
          ? queue$(request)
          : concat(
              of(step),
              effect(() => request.settle(step.event._tag === "v2.TableCartRefused" ? "refused" : "sent")),
            ),
      ),
    )
  })

/** The send: one key for all its tries; the order and the cart after it, or why not. */
const send$ = (deps: TableCartDeps, settle: (sent: TableCartSent | null) => void): Observable<Sourced> => {
  const idempotencyKey = deps.newKey()
  const sendFailed: NoticeText = { id: "refusal.tableSend" }
  const answer$ = defer(() =>
    deps.rpc(api.tableCartSubmit, { payload: { seenVersion: deps.state().tableCart?.version ?? 0 }, idempotencyKey }),
  ).pipe(
    retry({
      count: SUBMIT_ATTEMPTS - 1,
      delay: (error: unknown, attempt) => (isUnreachable(error) ? timer(attempt * SUBMIT_BACKOFF_MS) : throwError(() => error)),
    }),
    mergeMap((answer) => {
      if (answer._tag !== "Ok")
        return concat(
          of(refused(null, sendFailed)),
          effect(() => settle(null)),
        )
      const events: CurrentEvent[] = [
        { _tag: "v1.TableCartSent", sent: answer.body },
        { _tag: "v1.OrderChanged", order: answer.body.order },
      ]
      return concat(
        told(deps, answer.body.cart),
        from(events.map(http)),
        effect(() => settle(answer.body)),
      )
    }),
    catchError((error: unknown) =>
      concat(
        of(refused(error, sendFailed)),
        effect(() => settle(null)),
      ),
    ),
  )
  return concat(started("send"), answer$)
}
