import { concat, defer, of, type Observable } from "rxjs"
import { api } from "../../schema/api"
import { DishUnavailable } from "../../schema/errors"
import type { KeyedRequest } from "../../schema/events"
import type { Order } from "../../schema/order"
import { noteOf } from "../../src/domain/note"
import type { AppState } from "../../src/domain/app-state"
import type { Notify } from "../notify"
import { refusalText } from "../refusals"
import { RpcError, type Rpc, type RpcResult } from "../rpc"
import { openKeyedRequest } from "../../src/domain/state/keyed-requests"
import { keyedSend$, SEND_BACKOFF_MS } from "./keyed-send"
import { signedIn$, type SignInWait } from "./signed-in"
import { effect, http, type Sourced } from "./sourced"

/** The wait before the n-th resend of a submit that never arrived: n seconds. */
export const SUBMIT_BACKOFF_MS = SEND_BACKOFF_MS

/** "Send order": whom to tell the order made (null: none, the diner was told why). */
export interface SubmitRequest {
  readonly settle: (order: Order | null) => void
  /** The order sent whose answer was lost, asked for again with its key ("Check again"), never a new one. */
  readonly again?: boolean
  /** The diner's note on the order (trimmed; absent or blank: none). */
  readonly note?: string
}

export interface SubmitDeps extends SignInWait {
  readonly rpc: Rpc
  /** The state now: the cart changes still waiting, and the table. */
  readonly state: () => AppState
  /** A fresh id: the Idempotency-Key of a submit. */
  readonly newKey: () => string
  readonly notify: Notify
}

export interface SubmitLane {
  /** Sends the queued changes first: the order is the cart the diner saw. */
  readonly flush$: Observable<Sourced>
  /** The server's cart again, after a refused submit. */
  readonly refresh$: Observable<Sourced>
  /** The menu and the cart again, after a dish sold out. */
  readonly soldOut$: Observable<Sourced>
}

/**
 * "Send order" (spec section 8) as events, run in the cart's lane (streams/sources/cart-sync.ts).
 * It needs a connection and no change still waiting; while the diner's sign-in is being restored
 * (a reload), it waits for it rather than tell a connected diner they are offline. One key per
 * order, in the log before it goes (streams/sources/keyed-send.ts): a submit that never reached
 * the server is sent again with the same key (waiting 1 s then 2 s), so the diner gets exactly
 * one order. The cart is cleared when the submit succeeds, and when it is refused or its answer
 * lost; then the server's cart (which still holds the dishes if the order was not made) is shown
 * again. An order whose every answer was lost is asked for again with its key (`again`: "Check
 * again", the connection back, a reload), and the server answers the order it made.
 */
export const submitEvents = (deps: SubmitDeps, { settle, again = false, note }: SubmitRequest, lane: SubmitLane): Observable<Sourced> =>
  defer(() => {
    if (again) {
      const open = openKeyedRequest(deps.state(), "cartSubmit")
      if (open === null || !deps.connected()) return effect(() => settle(null))
      // Sent again as it was, its note included.
      return concat(signedIn$(deps), send$(deps, open.key, open.request, settle, lane))
    }
    if (!deps.connected()) return effect(() => (deps.notify("error", { id: "toast.offline" }), settle(null)))
    const waiting$ = effect(() => (deps.notify("error", { id: "toast.waiting" }), settle(null)))
    return concat(
      signedIn$(deps),
      lane.flush$,
      defer(() => (deps.state().pendingCart.length > 0 ? waiting$ : send$(deps, deps.newKey(), submitRequest(note), settle, lane))),
    )
  })

/** The submit's keyed request: with a body only when the diner wrote a note (the spec's clients send none). */
const submitRequest = (note: string | undefined): CartSubmitRequest => {
  const trimmed = noteOf(note)
  return trimmed === "" ? { _tag: "cartSubmit" } : { _tag: "cartSubmit", payload: { note: trimmed } }
}

type CartSubmitRequest = Extract<KeyedRequest, { readonly _tag: "cartSubmit" }>

const send$ = (
  { rpc, notify }: SubmitDeps,
  key: string,
  request: CartSubmitRequest,
  settle: (order: Order | null) => void,
  lane: SubmitLane,
): Observable<Sourced> =>
  // The button says "Sending your order..." from here until `v1.CartCleared` answers it.
  concat(
    of(http({ _tag: "v1.CartSubmitStarted" })),
    keyedSend$({
      key,
      request,
      call: () => rpc(api.cartSubmit, { idempotencyKey: key, payload: request.payload ?? null }),
      answered: (answer: RpcResult<Order>) => {
        const cleared = of(http({ _tag: "v1.CartCleared", reason: "submitted" }))
        if (answer._tag === "NotFound")
          return concat(
            cleared,
            effect(() => settle(null)),
          )
        const order = answer.body
        return concat(
          cleared,
          of(http({ _tag: "v1.OrderChanged", order })),
          effect(() => {
            notify("success", { id: "toast.orderSent", values: { number: order.orderNumber } })
            settle(order)
          }),
        )
      },
      refused: (error) => {
        const soldOut = error instanceof RpcError && error.error?._tag === DishUnavailable.tag
        return concat(
          of(http({ _tag: "v1.CartCleared", reason: "submitFailed" })),
          effect(() => notify("error", refusalText(error, { id: "refusal.orderSend" }))),
          // The server still holds the cart: show it again rather than lose it (and the menu, when a dish in it sold out).
          soldOut ? lane.soldOut$ : lane.refresh$,
          effect(() => settle(null)),
        )
      },
      // Not known whether the order was made: the cart screen says so and offers "Check again"; the server's cart shows what it holds.
      lost: concat(
        of(http({ _tag: "v1.CartCleared", reason: "submitFailed" })),
        lane.refresh$,
        effect(() => settle(null)),
      ),
    }),
  )
