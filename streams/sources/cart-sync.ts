import { catchError, concat, defer, EMPTY, from, map, merge, of, type Observable } from "rxjs"
import { api } from "../../schema/api"
import { DishUnavailable } from "../../schema/errors"
import { refusalText } from "../refusals"
import { RpcError } from "../rpc"
import { cartLane, type ChangeOutcome, type ChangeRequest, type LaneDeps } from "./cart-lane"
import { submitEvents, type SubmitDeps, type SubmitRequest } from "./cart-submit"
import { refetchMenu$ } from "./menu-refetch"
import { addToast } from "../queued-change"
import { effect, http, intent, type Sourced } from "./sourced"

/** The lane's dependencies: those of a submit (the state is the queue: the log holds the changes waiting), and what it is asked. */
export interface CartSyncDeps extends SubmitDeps, LaneDeps {
  readonly changes$: Observable<ChangeRequest>
  readonly submits$: Observable<SubmitRequest>
  /** Each time the cart on screen is asked for again (the cart screen opens, a dish sold out). */
  readonly refreshes$: Observable<unknown>
}

/**
 * Cart sync (spec sections 7, 8) as events: the diner's own cart through the carts' one lane
 * (streams/sources/cart-lane.ts), its changes, refreshes and submits in the order asked for.
 * A refused change is said in a toast; one refused because its dish sold out reads the menu and
 * the cart again. An add that went through or waits closes the drawer and says so.
 */
export const cartSyncEvents = (deps: CartSyncDeps): Observable<Sourced> => {
  // One refresh of the server's cart serves the whole lane: after a refused submit, and with the menu when a dish sold out.
  const refresh$ = refreshCart$(deps)
  const lane = cartLane(deps, {
    cart: "own",
    refused: (change, error) =>
      concat(
        effect(() => deps.notify("error", refusalText(error, { id: "refusal.cartChange", values: change.text.values }, change.text))),
        error instanceof RpcError && error.error?._tag === DishUnavailable.tag ? soldOut$(deps, refresh$) : EMPTY,
      ),
    told: (request, outcome) => told$(deps, request, outcome),
  })
  const submitLane = { flush$: lane.flush$, refresh$, soldOut$: soldOut$(deps, refresh$) }
  return lane.run(
    deps.changes$,
    merge(
      deps.refreshes$.pipe(map(() => refresh$)),
      deps.submits$.pipe(map((request) => submitEvents(deps, request, submitLane))),
      // An order whose answer was lost is asked for again once it can be: the connection back, the diner signed in (a reload too).
      deps.flushes$.pipe(map(() => submitEvents(deps, { settle: () => undefined, again: true }, submitLane))),
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

/** The one who asked learns how it went; an add that went through or waits closes the drawer and says so. */
const told$ = ({ notify, connected }: CartSyncDeps, { change, settle }: ChangeRequest, outcome: ChangeOutcome): Observable<Sourced> => {
  if (change._tag !== "cartAdd" || outcome === "refused") return effect(() => settle(outcome))
  return concat(
    // A waiting add closed its drawer as it was queued (streams/queued-change.ts).
    outcome === "sent" ? of(intent({ _tag: "v1.DrawerClosed" })) : EMPTY,
    effect(() => {
      const { kind, text } = addToast(change, outcome, !connected())
      notify(kind, text)
      settle(outcome)
    }),
  )
}
