import {
  catchError,
  concat,
  concatMap,
  connect,
  defer,
  EMPTY,
  from,
  map,
  merge,
  mergeMap,
  of,
  Subject,
  switchMap,
  takeWhile,
  tap,
  timer,
  type Observable,
} from "rxjs"
import { api } from "../../schema/api"
import type { Cart } from "../../schema/cart"
import { type CurrentEvent, type DomainEvent, type PendingChange } from "../../schema/events"
import type { TableCart } from "../../schema/table-cart"
import type { AppState } from "../../src/domain/app-state"
import { backoffMs, isUnreachable, type Rpc, type RpcResult } from "../rpc"
import { waitingChangeEvents } from "../queued-change"
import { http, intent, type Sourced } from "./sourced"

/** A cart change the diner asked for, and whom to tell what became of it. */
export interface ChangeRequest {
  readonly change: PendingChange
  readonly settle: (outcome: ChangeOutcome) => void
}
export type ChangeOutcome = "sent" | "refused" | "queued"

/** Queued changes go out when the diner is signed in again or the connection is back (a restored session may hold some). */
export const mayFlush = (event: DomainEvent): boolean =>
  (event._tag === "v1.UserChanged" && event.user !== null) || (event._tag === "v1.ConnectionChanged" && event.state !== "Offline")

/** What a cart's lane needs: the state is the queue (the log holds the changes waiting). */
export interface LaneDeps {
  readonly rpc: Rpc
  readonly state: () => AppState
  /** Whether a request may go out: a network, and a signed-in diner. */
  readonly isOnline: () => boolean
  /** Moments the queued changes may go out: see `mayFlush`. */
  readonly flushes$: Observable<unknown>
}

/** What the carts do differently with a change: which queue, what the diner is told of a refusal, and how the one who asked learns. */
export interface CartRules {
  readonly cart: "own" | "table"
  /** The server refused the change (it arrived: not sent again); its events, the diner told why. */
  readonly refused: (change: PendingChange, error: unknown) => Observable<Sourced>
  readonly told: (request: ChangeRequest, outcome: ChangeOutcome) => Observable<Sourced>
}

export interface CartLane {
  /** The queue as it is now, sent in order, each once, until it is empty or the network drops. */
  readonly flush$: Observable<Sourced>
  /** The cart's changes and its other work (each an Observable of events), through the lane in the order asked. */
  readonly run: (changes$: Observable<ChangeRequest>, work$: Observable<Observable<Sourced>>) => Observable<Sourced>
}

/** How a change's try went; "offline": not tried (no network or no diner); "unreachable": tried, and it never arrived. */
type Step = "sent" | "refused" | "offline" | "unreachable"
/** A change not tried, or tried and lost on the way, stays in the queue. */
const staysQueued = (step: Step): step is "offline" | "unreachable" => step === "offline" || step === "unreachable"
type Turn =
  | { readonly _tag: "wait"; readonly request: ChangeRequest }
  | { readonly _tag: "send"; readonly request: ChangeRequest }
  | { readonly _tag: "work"; readonly events$: Observable<Sourced> }

/**
 * The carts' one offline lane (spec sections 7, 8; "Order together"). Everything that talks to
 * the server about a cart goes through its lane, one piece at a time, in the order it was asked
 * for (concatMap), so changes reach the server in the diner's order and a send sends the cart
 * they saw. A change goes out at once when the app is online and nothing of its cart waits;
 * otherwise it is queued in the log at once (shown pending, kept across a reload) and the queue
 * is flushed in order, each change with its intent id as its Idempotency-Key, so a change sent
 * twice applies once. The queue goes out when the connection comes back or the diner signs in
 * (`flushes$`), and, should a try never arrive while the device says it is online (the server
 * restarting, the first request after the network came back), again after a back-off: the
 * moments above may not come again while the app looks connected.
 */
export const cartLane = (deps: LaneDeps, rules: CartRules): CartLane => {
  /** Queue or send, decided here only: asked when the change is asked for, and again at its turn (a change may have come to wait meanwhile). */
  const mustWait = () => !deps.isOnline() || pendingOf(deps.state(), rules.cart).length > 0
  const queue$ = (request: ChangeRequest): Observable<Sourced> =>
    concat(from(waitingChangeEvents(request.change).map(intent)), rules.told(request, "queued"))

  // Tries that never arrived in a row: the next try of the queue waits backoffMs of them.
  let unreachableTries = 0
  const stalled = new Subject<number>()
  /** One change sent: its answer's events, then how it went; one that was not tried or never arrived stays queued. */
  const sent$ = (change: PendingChange): Observable<Sourced | Step> =>
    deps.isOnline()
      ? defer(() => send(deps.rpc, change)).pipe(
          mergeMap(({ events, outcome }) => concat(from(events.map(http)), of(outcome))),
          catchError((error: unknown) =>
            isUnreachable(error) ? of<Step>("unreachable") : concat(rules.refused(change, error), of<Step>("refused")),
          ),
          tap((step) => {
            if (step === "unreachable") stalled.next(backoffMs(unreachableTries++))
            else if (typeof step === "string") unreachableTries = 0
          }),
        )
      : of<Step>("offline")

  const flush$ = defer(() => from(pendingOf(deps.state(), rules.cart))).pipe(
    concatMap((change) =>
      sent$(change).pipe(
        map((step) =>
          step === "sent" || step === "refused" ? http({ _tag: "v1.CartChangeSettled", intentId: change.intentId, outcome: step }) : step,
        ),
      ),
    ),
    takeWhile((step): step is Sourced => typeof step !== "string" || !staysQueued(step)),
  )

  /** A change asked for while online with nothing waiting: sent now, unless it came to wait meanwhile. */
  const sendNow$ = (request: ChangeRequest): Observable<Sourced> =>
    defer(() =>
      mustWait()
        ? concat(queue$(request), flush$)
        : sent$(request.change).pipe(
            mergeMap((step) => (typeof step !== "string" ? of(step) : staysQueued(step) ? queue$(request) : rules.told(request, step))),
          ),
    )

  const run = (changes$: Observable<ChangeRequest>, work$: Observable<Observable<Sourced>>): Observable<Sourced> =>
    merge(
      changes$.pipe(map((request): Turn => ({ _tag: mustWait() ? "wait" : "send", request }))),
      deps.flushes$.pipe(map((): Turn => ({ _tag: "work", events$: flush$ }))),
      // The queue tried again after a try that never arrived (the latest back-off only).
      stalled.pipe(
        switchMap((waitMs) => timer(waitMs)),
        map((): Turn => ({ _tag: "work", events$: flush$ })),
      ),
      work$.pipe(map((events$): Turn => ({ _tag: "work", events$ }))),
    ).pipe(
      connect((turns$) =>
        merge(
          // Subscribed first: a change that must wait is in the log at once, whatever the lane is doing, and before its flush looks for it.
          turns$.pipe(mergeMap((turn) => (turn._tag === "wait" ? queue$(turn.request) : EMPTY))),
          turns$.pipe(concatMap((turn) => (turn._tag === "wait" ? flush$ : turn._tag === "send" ? sendNow$(turn.request) : turn.events$))),
        ),
      ),
    )
  return { flush$, run }
}

/** A cart's changes waiting, oldest first. */
const pendingOf = (state: AppState, cart: "own" | "table"): ReadonlyArray<PendingChange> =>
  cart === "own" ? state.pendingCart : state.tableCartPending

interface Answered {
  readonly events: ReadonlyArray<CurrentEvent>
  readonly outcome: "sent" | "refused"
}

/** The carts' mutations, by name: each sent by its call, its intent id as its Idempotency-Key, and what its answer makes. */
const send = (rpc: Rpc, change: PendingChange): Promise<Answered> => {
  const idempotencyKey = change.intentId
  switch (change._tag) {
    case "cartAdd":
      return rpc(api.cartAdd, { payload: change.payload, idempotencyKey }).then(ownCart)
    case "cartUpdate":
      return rpc(api.cartUpdate, { payload: change.payload, idempotencyKey }).then(ownCart)
    case "tableCartAdd":
      return rpc(api.tableCartAdd, { payload: change.payload, idempotencyKey }).then(tableCart(change))
    case "tableCartUpdate":
      return rpc(api.tableCartUpdate, { payload: change.payload, idempotencyKey }).then(tableCart(change))
  }
}

/** The diner's cart as the server answered it (404: no cart). */
const ownCart = (answer: RpcResult<Cart>): Answered => ({
  events: [{ _tag: "v1.CartReplaced", cart: answer._tag === "Ok" ? answer.body : null }],
  outcome: "sent",
})

/** The table's cart as the server answered it; 404: the line changed is no longer in it. */
const tableCart =
  ({ text }: PendingChange) =>
  (answer: RpcResult<TableCart>): Answered =>
    answer._tag === "Ok"
      ? { events: [{ _tag: "v1.TableCartReplaced", cart: answer.body }], outcome: "sent" }
      : { events: [{ _tag: "v2.TableCartRefused", text: { id: "refusal.lineGone", values: text.values } }], outcome: "refused" }
