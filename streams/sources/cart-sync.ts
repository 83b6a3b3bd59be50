import { catchError, concat, concatMap, connect, defer, EMPTY, from, map, merge, mergeMap, of, takeWhile, type Observable } from "rxjs"
import { api } from "../../schema/api"
import { DishUnavailable } from "../../schema/errors"
import type { Cart } from "../../schema/cart"
import type { DomainEvent, PendingCartChange } from "../../schema/events"
import { refusalText } from "../refusals"
import { isUnreachable, RpcError, type RpcResult } from "../rpc"
import { submitEvents, type SubmitDeps, type SubmitRequest } from "./cart-submit"
import { refetchMenu$ } from "./menu-refetch"
import { effect, http, intent, type Sourced } from "./sourced"

/** A cart change the diner asked for, and whom to tell what became of it. */
export interface CartChangeRequest {
  readonly change: PendingCartChange
  readonly settle: (outcome: CartChangeOutcome) => void
}
export type CartChangeOutcome = "sent" | "refused" | "queued"

/** The lane's dependencies: those of a submit (the state is the queue: the log holds the changes waiting), and what it is asked. */
export interface CartSyncDeps extends SubmitDeps {
  readonly changes$: Observable<CartChangeRequest>
  readonly submits$: Observable<SubmitRequest>
  /** Each time the cart on screen is asked for again (the cart screen opens, a dish sold out). */
  readonly refreshes$: Observable<unknown>
  /** Moments the queued changes may go out: see `mayFlush`. */
  readonly flushes$: Observable<unknown>
}

/** Queued changes go out when the diner is signed in again or the connection is back (a restored session may hold some). */
export const mayFlush = (event: DomainEvent): boolean =>
  (event._tag === "v1.UserChanged" && event.user !== null) || (event._tag === "v1.ConnectionChanged" && event.state !== "Offline")

type Work =
  | { readonly _tag: "queue" | "send"; readonly request: CartChangeRequest }
  | { readonly _tag: "flush" | "refresh" }
  | { readonly _tag: "submit"; readonly request: SubmitRequest }

/**
 * Cart sync (spec sections 7, 8) as events. Everything that talks to the server about the
 * cart goes through one lane, one piece at a time, in the order it was asked for (concatMap),
 * so changes reach the server in the diner's order and a submit sends the cart they saw.
 * A change goes out at once when the app is online and nothing waits; otherwise it is queued
 * in the log at once (shown pending, kept across a reload) and the queue is flushed in order,
 * each change with its intent id as its Idempotency-Key, so a change sent twice applies once.
 */
export const cartSyncEvents = (deps: CartSyncDeps): Observable<Sourced> => {
  const { state, isOnline, changes$, submits$, refreshes$, flushes$ } = deps
  const work$ = merge(
    // Decided when asked: a change that must wait is in the log at once, whatever the lane is doing.
    changes$.pipe(map((request): Work => ({ _tag: !isOnline() || state().pendingCart.length > 0 ? "queue" : "send", request }))),
    flushes$.pipe(map((): Work => ({ _tag: "flush" }))),
    refreshes$.pipe(map((): Work => ({ _tag: "refresh" }))),
    submits$.pipe(map((request): Work => ({ _tag: "submit", request }))),
  )
  // One refresh of the server's cart serves the whole lane: after a refused submit, and with the menu when a dish sold out.
  const refresh$ = refreshCart$(deps)
  const flush$ = flushQueue(deps, refresh$)
  return work$.pipe(
    connect((shared$) =>
      merge(
        // Subscribed first, so a change that must wait is in the log before the lane's flush looks for it.
        shared$.pipe(mergeMap((work) => (work._tag === "queue" ? queue$(deps, work.request) : EMPTY))),
        shared$.pipe(
          concatMap((work): Observable<Sourced> => {
            switch (work._tag) {
              case "queue":
              case "flush":
                return flush$
              case "send":
                return sendNow$(deps, work.request, flush$, refresh$)
              case "refresh":
                return refresh$
              case "submit":
                return submitEvents(deps, work.request, { flush$, refresh$, soldOut$: soldOut$(deps, refresh$) })
            }
          }),
        ),
      ),
    ),
  )
}

/** The cart the server holds, replacing the one on screen. Offline, the cart from the log stays: no doomed request clears it. */
const refreshCart$ = ({ rpc, isOnline }: CartSyncDeps): Observable<Sourced> =>
  defer(() => (isOnline() ? from(rpc(api.cartGet, {})) : EMPTY)).pipe(
    map((answer) => http({ _tag: "v1.CartReplaced", cart: answer._tag === "Ok" ? answer.body : null })),
    catchError(() => of(http({ _tag: "v1.CartCleared", reason: "getFailed" }))),
  )

/** A dish sold out since the menu was loaded: the menu and the cart on screen are stale. */
const soldOut$ = ({ rpc, state }: CartSyncDeps, refresh$: Observable<Sourced>): Observable<Sourced> =>
  merge(refetchMenu$(rpc, state).pipe(catchError(() => EMPTY)), refresh$)

type Sent = "sent" | "refused" | "offline"

/**
 * Sends one change: its answer (the server's cart; 404, no cart) and then how it went:
 * "sent", "refused" (the server said no, the diner is told why), or "offline" (it never
 * arrived, so it stays queued).
 */
const send$ = (deps: CartSyncDeps, change: PendingCartChange, refresh$: Observable<Sourced>): Observable<Sourced | Sent> => {
  // The change's intent id is its Idempotency-Key: sent again, it applies once.
  const idempotencyKey = change.payload.intentId ?? deps.newKey()
  const answer = (): Promise<RpcResult<Cart>> =>
    change._tag === "add"
      ? deps.rpc(api.cartAdd, { payload: withoutIntent(change.payload), idempotencyKey })
      : deps.rpc(api.cartUpdate, { payload: withoutIntent(change.payload), idempotencyKey })
  return defer(answer).pipe(
    mergeMap((cart) => concat(of(http({ _tag: "v1.CartReplaced", cart: cart._tag === "Ok" ? cart.body : null })), of<Sent>("sent"))),
    catchError((error: unknown): Observable<Sourced | Sent> => {
      if (isUnreachable(error)) return of<Sent>("offline")
      deps.notify("error", refusalText(error, { id: "refusal.cartChange", values: change.text.values }, change.text))
      const soldOut = error instanceof RpcError && error.error?._tag === DishUnavailable.tag
      return concat(soldOut ? soldOut$(deps, refresh$) : EMPTY, of<Sent>("refused"))
    }),
  )
}

/** The queue as it is now, sent in order, each once, until it is empty or the network drops. */
const flushQueue = (deps: CartSyncDeps, refresh$: Observable<Sourced>): Observable<Sourced> =>
  defer(() => from(deps.state().pendingCart)).pipe(
    concatMap((change) =>
      (deps.isOnline() ? send$(deps, change, refresh$) : of<Sent>("offline")).pipe(
        map((step) =>
          step === "sent" || step === "refused"
            ? http({ _tag: "v1.CartChangeSettled", intentId: change.payload.intentId ?? "", outcome: step })
            : step,
        ),
      ),
    ),
    takeWhile((step): step is Sourced => step !== "offline"),
  )

/** A change asked for while online with nothing waiting: sent now, unless something came to wait meanwhile. */
const sendNow$ = (
  deps: CartSyncDeps,
  request: CartChangeRequest,
  flush$: Observable<Sourced>,
  refresh$: Observable<Sourced>,
): Observable<Sourced> =>
  defer(() => {
    if (!deps.isOnline() || deps.state().pendingCart.length > 0) return concat(queue$(deps, request), flush$)
    return send$(deps, request.change, refresh$).pipe(
      mergeMap((step) => (typeof step !== "string" ? of(step) : step === "offline" ? queue$(deps, request) : told$(deps, request, step))),
    )
  })

/** The change waits in the log, shown pending, and goes out with the queue. */
const queue$ = (deps: CartSyncDeps, request: CartChangeRequest): Observable<Sourced> =>
  concat(of(intent({ _tag: "v1.CartChangeQueued", change: request.change })), told$(deps, request, "queued"))

/** The one who asked learns how it went; an add that went through or waits closes the drawer and says so. */
const told$ = ({ notify }: CartSyncDeps, { change, settle }: CartChangeRequest, outcome: CartChangeOutcome): Observable<Sourced> => {
  if (change._tag !== "add" || outcome === "refused") return effect(() => settle(outcome))
  const { values } = change.text
  return concat(
    of(intent({ _tag: "v1.DrawerClosed" })),
    effect(() => {
      if (outcome === "sent") notify("success", { id: "toast.added", values })
      else notify("info", { id: "toast.saved", values })
      settle(outcome)
    }),
  )
}

/** A queued change's payload as the call takes it: its intent id goes as the Idempotency-Key. */
const withoutIntent = <P extends { readonly intentId?: string }>({ intentId: _intentId, ...payload }: P): Omit<P, "intentId"> => payload
