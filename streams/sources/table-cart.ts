import { catchError, concat, defer, EMPTY, filter, from, map, merge, mergeMap, of, retry, throwError, timer, type Observable } from "rxjs"
import { api } from "../../schema/api"
import type { CurrentEvent, NoticeText, PendingChange } from "../../schema/events"
import type { TableCart, TableCartChanged, TableCartSent } from "../../schema/table-cart"
import type { Notify } from "../notify"
import { refusalText } from "../refusals"
import { isUnreachable } from "../rpc"
import { cartLane, type ChangeRequest, type LaneDeps } from "./cart-lane"
import { SUBMIT_ATTEMPTS, SUBMIT_BACKOFF_MS } from "./cart-submit"
import { effect, http, type Sourced } from "./sourced"

/** What the screens ask of the table cart ("Order together"), and whom to tell how it went. */
export type TableCartRequest =
  | { readonly _tag: "join"; readonly firstName: string | null; readonly settle: (joined: boolean) => void }
  | ({ readonly _tag: "change" } & ChangeRequest)
  | { readonly _tag: "send"; readonly settle: (sent: TableCartSent | null) => void }
  | { readonly _tag: "refresh" }

export interface TableCartDeps extends LaneDeps {
  /** A fresh id: a send's Idempotency-Key. */
  readonly newKey: () => string
  readonly requests$: Observable<TableCartRequest>
  /** The table's live feed: the cart changed (another member, or a send). */
  readonly changed$: Observable<TableCartChanged>
  /** Says "Sent by Ana" on every member's screen when the table's cart was sent. */
  readonly notify: Notify
}

/**
 * The table cart as events, through the carts' one lane (streams/sources/cart-lane.ts), like the
 * diner's own cart: the diner's changes of their lines, joins, reads and sends in the order
 * asked for. A refused change says why on the table cart. A live change of the table's cart
 * (another member's, or a send) reads the cart again. A send names the version the diner saw:
 * racing sends of several members make one order, and every one of them is told of it.
 */
export const tableCartEvents = (deps: TableCartDeps): Observable<Sourced> => {
  const { state, requests$, changed$ } = deps
  const lane = cartLane(deps, {
    cart: "table",
    refused: (change, error) => of(refused(error, { id: "refusal.tableChange", values: change.text.values }, change)),
    told: ({ settle }, outcome) => effect(() => settle(outcome)),
  })
  const work$ = merge(
    requests$.pipe(
      mergeMap((request) => {
        switch (request._tag) {
          case "change":
            return []
          case "refresh":
            return [refresh$(deps)]
          case "join":
            return [join$(deps, request.firstName, request.settle)]
          case "send":
            return [concat(lane.flush$, send$(deps, request.settle))]
        }
      }),
    ),
    // Only a member reads it, and only a version newer than the one on screen.
    changed$.pipe(
      filter((change) => (state().tableCart?.version ?? Infinity) < change.version),
      map(() => refresh$(deps)),
    ),
  )
  return lane.run(
    requests$.pipe(filter((request): request is Extract<TableCartRequest, { _tag: "change" }> => request._tag === "change")),
    work$,
  )
}

const replaced = (cart: TableCart): Sourced => http({ _tag: "v1.TableCartReplaced", cart })
/** Why a join, change or send was refused, as the message of the server's error (else `failed`); a change names its dish. */
const refused = (error: unknown, failed: NoticeText, change?: PendingChange): Sourced =>
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

/**
 * The join: it moves the lines of the diner's own cart into the table's cart (the server does,
 * in one transaction with the join), so it goes only once the own cart's changes have reached
 * the server: while one still waits in the own cart's lane, the join is refused and says so
 * (the screen's button waits for them too). One key for all its tries: a join lost on its way
 * is sent again (after 1 s, then 2 s), and the server answers the first join's move, never
 * moving a line twice. Its answer, one event: the table's cart, what moved, what stayed (and
 * why) and the own cart after.
 */
const join$ = ({ rpc, state, newKey }: TableCartDeps, firstName: string | null, settle: (joined: boolean) => void): Observable<Sourced> => {
  const joinFailed: NoticeText = { id: "refusal.tableJoin" }
  const refusedWith = (text: Sourced) =>
    concat(
      of(text),
      effect(() => settle(false)),
    )
  const idempotencyKey = newKey()
  const answer$ = defer(() => {
    const qr = state().qrCode ?? ""
    return from(rpc(api.tableCartJoin, { payload: firstName === null ? { qr } : { qr, firstName }, idempotencyKey }))
  }).pipe(
    retry({
      count: SUBMIT_ATTEMPTS - 1,
      delay: (error: unknown, attempt) => (isUnreachable(error) ? timer(attempt * SUBMIT_BACKOFF_MS) : throwError(() => error)),
    }),
    mergeMap((answer) =>
      answer._tag === "Ok"
        ? concat(
            of(http({ _tag: "v1.TableCartJoined", joined: answer.body })),
            effect(() => settle(true)),
          )
        : refusedWith(refused(null, joinFailed)),
    ),
    catchError((error: unknown) => refusedWith(refused(error, joinFailed))),
  )
  return defer(() =>
    state().pendingCart.length > 0
      ? refusedWith(http({ _tag: "v2.TableCartRefused", text: { id: "toast.waiting" } }))
      : concat(started("join"), answer$),
  )
}

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
