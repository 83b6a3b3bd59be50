import { catchError, concat, defer, map, mergeMap, of, retry, throwError, timer, type Observable } from "rxjs"
import { api } from "../../schema/api"
import { DishUnavailable } from "../../schema/errors"
import type { Order } from "../../schema/order"
import type { AppState } from "../../src/domain/app-state"
import type { Notify } from "../notify"
import { refusalText } from "../refusals"
import { isUnreachable, RpcError, type Rpc, type RpcResult } from "../rpc"
import { signedIn$, type SignInWait } from "./signed-in"
import { effect, http, type Sourced } from "./sourced"

/** A submit that loses its connection is sent this often in all, with the same key. */
export const SUBMIT_ATTEMPTS = 3
/** The wait before the n-th resend: n seconds. */
export const SUBMIT_BACKOFF_MS = 1000

/** "Send order": whom to tell the order made (null: none, the diner was told why). */
export interface SubmitRequest {
  readonly settle: (order: Order | null) => void
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
 * (a reload), it waits for it rather than tell a connected diner they are offline. One key per order: a submit that never
 * reached the server is sent again with the same key (retry, waiting 1 s then 2 s), so the
 * diner gets exactly one order. The cart is cleared when the submit succeeds, and when it is
 * refused; then the server's cart (which still holds the dishes) is shown again.
 */
export const submitEvents = (deps: SubmitDeps, { settle }: SubmitRequest, lane: SubmitLane): Observable<Sourced> =>
  defer(() => {
    if (!deps.connected()) return effect(() => (deps.notify("error", { id: "toast.offline" }), settle(null)))
    const waiting$ = effect(() => (deps.notify("error", { id: "toast.waiting" }), settle(null)))
    return concat(
      signedIn$(deps),
      lane.flush$,
      defer(() => (deps.state().pendingCart.length > 0 ? waiting$ : send$(deps, settle, lane))),
    )
  })

type Outcome = { readonly ok: true; readonly answer: RpcResult<Order> } | { readonly ok: false; readonly error: unknown }

const send$ = ({ rpc, newKey, notify }: SubmitDeps, settle: (order: Order | null) => void, lane: SubmitLane): Observable<Sourced> => {
  const idempotencyKey = newKey()
  // The button says "Sending your order..." from here until `v1.CartCleared` answers it.
  const started = of(http({ _tag: "v1.CartSubmitStarted" }))
  const sent$ = defer(() => rpc(api.cartSubmit, { idempotencyKey })).pipe(
    retry({
      count: SUBMIT_ATTEMPTS - 1,
      delay: (error: unknown, resend) => (isUnreachable(error) ? timer(SUBMIT_BACKOFF_MS * resend) : throwError(() => error)),
    }),
    map((answer): Outcome => ({ ok: true, answer })),
    catchError((error: unknown) => of<Outcome>({ ok: false, error })),
    mergeMap((outcome): Observable<Sourced> => {
      if (!outcome.ok) {
        const soldOut = outcome.error instanceof RpcError && outcome.error.error?._tag === DishUnavailable.tag
        return concat(
          of(http({ _tag: "v1.CartCleared", reason: "submitFailed" })),
          effect(() => notify("error", refusalText(outcome.error, { id: "refusal.orderSend" }))),
          // The server still holds the cart: show it again rather than lose it (and the menu, when a dish in it sold out).
          soldOut ? lane.soldOut$ : lane.refresh$,
          effect(() => settle(null)),
        )
      }
      const { answer } = outcome
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
    }),
  )
  return concat(started, sent$)
}
