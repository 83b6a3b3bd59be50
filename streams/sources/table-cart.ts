import { catchError, concat, defer, EMPTY, filter, from, map, merge, mergeMap, of, type Observable } from "rxjs"
import { api } from "../../schema/api"
import type { CurrentEvent, NoticeText, PendingChange } from "../../schema/events"
import type { TableCart, TableCartChanged, TableCartJoinPayload, TableCartSent, TableCartSubmitPayload } from "../../schema/table-cart"
import { openKeyedRequest } from "../../src/domain/state/keyed-requests"
import type { Notify } from "../notify"
import { refusalText } from "../refusals"
import { cartLane, type ChangeRequest, type LaneDeps } from "./cart-lane"
import { keyedSend$ } from "./keyed-send"
import { effect, http, type Sourced } from "./sourced"

/** What the screens ask of the table cart ("Order together"), and whom to tell how it went. */
export type TableCartRequest =
  | { readonly _tag: "join"; readonly firstName: string | null; readonly settle: (joined: boolean) => void }
  | ({ readonly _tag: "change" } & ChangeRequest)
  | { readonly _tag: "send"; readonly settle: (sent: TableCartSent | null) => void }
  | { readonly _tag: "refresh" }
  | AgainRequest

/** The join or the send whose answer was lost, asked for again with its key ("Check again"). */
type AgainRequest =
  | { readonly _tag: "joinAgain"; readonly settle: (joined: boolean) => void }
  | { readonly _tag: "sendAgain"; readonly settle: (sent: TableCartSent | null) => void }

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
          case "joinAgain":
          case "sendAgain":
            return [askedAgain$(deps, request)]
        }
      }),
    ),
    // A join or send whose answer was lost is asked for again once it can be: the connection back, the diner signed in (a reload too).
    deps.flushes$.pipe(
      mergeMap(() => [
        askedAgain$(deps, { _tag: "joinAgain", settle: () => undefined }),
        askedAgain$(deps, { _tag: "sendAgain", settle: () => undefined }),
      ]),
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
 * (the screen's button waits for them too). One key for all its tries, in the log with its body
 * before it goes (streams/sources/keyed-send.ts): a join lost on its way is sent again, and the
 * server answers the first join's move, never moving a line twice. Its answer, one event: the
 * table's cart, what moved, what stayed (and why) and the own cart after.
 */
const join$ = (deps: TableCartDeps, firstName: string | null, settle: (joined: boolean) => void): Observable<Sourced> =>
  defer(() => {
    const { state, newKey } = deps
    if (state().pendingCart.length > 0)
      return refusedWith(http({ _tag: "v2.TableCartRefused", text: { id: "toast.waiting" } }), settle, false)
    const qr = state().qrCode ?? ""
    return joinSent$(deps, newKey(), firstName === null ? { qr } : { qr, firstName }, settle)
  })

const joinFailed: NoticeText = { id: "refusal.tableJoin" }
const sendFailed: NoticeText = { id: "refusal.tableSend" }

/** A refusal said, then the one who asked told. */
const refusedWith = <A>(text: Sourced, settle: (outcome: A) => void, outcome: A): Observable<Sourced> =>
  concat(
    of(text),
    effect(() => settle(outcome)),
  )

/** A join as it goes, with its key and body (new, or the lost one asked for again as it was). */
const joinSent$ = (
  { rpc }: TableCartDeps,
  key: string,
  payload: TableCartJoinPayload,
  settle: (joined: boolean) => void,
): Observable<Sourced> =>
  concat(
    started("join"),
    keyedSend$({
      key,
      request: { _tag: "tableCartJoin", payload },
      call: () => rpc(api.tableCartJoin, { payload, idempotencyKey: key }),
      answered: (answer) =>
        answer._tag === "Ok"
          ? concat(
              of(http({ _tag: "v1.TableCartJoined", joined: answer.body })),
              effect(() => settle(true)),
            )
          : refusedWith(refused(null, joinFailed), settle, false),
      refused: (error) => refusedWith(refused(error, joinFailed), settle, false),
      lost: effect(() => settle(false)),
    }),
  )

/** The send: it names the version of the cart the diner saw; one key for all its tries, in the log with that version before it goes. */
const send$ = (deps: TableCartDeps, settle: (sent: TableCartSent | null) => void): Observable<Sourced> =>
  defer(() => sendSent$(deps, deps.newKey(), { seenVersion: deps.state().tableCart?.version ?? 0 }, settle))

/** A send as it goes, with its key and body (new, or the lost one asked for again as it was): the order and the cart after it, or why not. */
const sendSent$ = (
  deps: TableCartDeps,
  key: string,
  payload: TableCartSubmitPayload,
  settle: (sent: TableCartSent | null) => void,
): Observable<Sourced> =>
  concat(
    started("send"),
    keyedSend$({
      key,
      request: { _tag: "tableCartSubmit", payload },
      call: () => deps.rpc(api.tableCartSubmit, { payload, idempotencyKey: key }),
      answered: (answer) => {
        if (answer._tag !== "Ok") return refusedWith(refused(null, sendFailed), settle, null)
        const events: CurrentEvent[] = [
          { _tag: "v1.TableCartSent", sent: answer.body },
          { _tag: "v1.OrderChanged", order: answer.body.order },
        ]
        return concat(
          told(deps, answer.body.cart),
          from(events.map(http)),
          effect(() => settle(answer.body)),
        )
      },
      refused: (error) => refusedWith(refused(error, sendFailed), settle, null),
      lost: effect(() => settle(null)),
    }),
  )

/**
 * The join or send whose every answer was lost, asked for again with its key and the body the
 * log holds ("Check again", the connection back, a reload): the server answers what it did.
 * Nothing to ask (no such request open, or no network yet): the one who asked is told at once.
 */
const askedAgain$ = (deps: TableCartDeps, request: AgainRequest): Observable<Sourced> =>
  defer(() => {
    const online = deps.isOnline()
    if (request._tag === "joinAgain") {
      const open = openKeyedRequest(deps.state(), "tableCartJoin")
      return open === null || !online
        ? effect(() => request.settle(false))
        : joinSent$(deps, open.key, open.request.payload, request.settle)
    }
    const open = openKeyedRequest(deps.state(), "tableCartSubmit")
    return open === null || !online ? effect(() => request.settle(null)) : sendSent$(deps, open.key, open.request.payload, request.settle)
  })
