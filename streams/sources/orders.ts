import {
  catchError,
  concat,
  defer,
  EMPTY,
  exhaustMap,
  filter,
  forkJoin,
  from,
  map,
  merge,
  mergeMap,
  of,
  switchMap,
  type Observable,
} from "rxjs"
import { api } from "../../schema/api"
import type { OrderState } from "../../schema/order"
import type { PaymentMade } from "../../schema/payment"
import type { AppState } from "../../src/domain/app-state"
import { firstMessage, type Rpc } from "../rpc"
import { signedIn$, type SignInWait } from "./signed-in"
import { http, intent, type Sourced } from "./sourced"

export interface OrdersDeps extends SignInWait {
  readonly rpc: Rpc
  /** The state now: the table, and the order-state config once loaded. */
  readonly state: () => AppState
  /** Each time the bill asks for the table's orders (it opens, "Try again"). */
  readonly fetches$: Observable<unknown>
  /** Each "Start a new order" of a diner whose visit ended. */
  readonly joins$: Observable<unknown>
  /** Payments of the table heard live: one that settled the table ends the visit, which is read again to know. */
  readonly heard$: Observable<PaymentMade>
  /**
   * Moments the diner's visit is needed before the bill asks for it: the Firestore listeners
   * read a table's documents of one visit (streams/live-firestore.ts), and wait for it.
   */
  readonly visitReads$?: Observable<unknown>
}

/**
 * The table's orders (spec section 8) as events: started, then the open orders of the diner's
 * visit or why not, and the visit itself (ended once the table was settled). The tenant's order
 * states are fetched once per venue, before the first search, whose end states (paid,
 * cancelled...) the search leaves out. A newer fetch replaces one in flight (switchMap: its
 * answer would be older). "Start a new order" joins the table's current visit, then reads its orders.
 */
export const ordersEvents = (deps: OrdersDeps): Observable<Sourced> => {
  const { rpc, state, fetches$, joins$, heard$ } = deps
  const fetch$ = () => concat(of(intent({ _tag: "v1.OrdersFetchStarted" })), fetchOrders$(rpc, state))
  const joined$ = joins$.pipe(
    exhaustMap(() =>
      // A scan joins as the page opens: after the sign-in it restores.
      concat(
        signedIn$(deps),
        defer(() => rpc(api.visitJoin, {})),
      ).pipe(
        mergeMap((answer) => (answer._tag === "Ok" ? of(http({ _tag: "v1.VisitJoined", visit: answer.body })) : EMPTY)),
        catchError((error: unknown) =>
          of(http({ _tag: "v1.OrdersFetchFailed", reason: firstMessage(error, "A new order could not be started.") })),
        ),
      ),
    ),
  )
  const settled$ = heard$.pipe(
    filter((made) => made.settled),
    catchError(() => EMPTY),
  )
  const read$ = (deps.visitReads$ ?? EMPTY).pipe(switchMap(() => visit$(rpc)))
  return merge(merge(fetches$, settled$).pipe(switchMap(fetch$)), joined$.pipe(mergeMap((joined) => concat(of(joined), fetch$()))), read$)
}

/** The diner's visit, read beside the orders; a read that fails leaves the visit as it was known. */
const visit$ = (rpc: Rpc): Observable<Sourced> =>
  defer(() => rpc(api.visitGet, {})).pipe(
    mergeMap((answer) => (answer._tag === "Ok" ? of(http({ _tag: "v1.VisitRead", visit: answer.body })) : EMPTY)),
    catchError(() => EMPTY),
  )

const fetchOrders$ = (rpc: Rpc, state: () => AppState): Observable<Sourced> =>
  defer(() => {
    const { tenant, qrCode } = state()
    if (tenant === null || qrCode === null) return of(http({ _tag: "v1.OrdersFetchFailed", reason: "Missing tenant or qr" }))
    return orderStates$(rpc, state).pipe(
      mergeMap(({ states, loaded }) => {
        const excludeStatusIds = states
          .filter((candidate) => candidate.isEnd)
          .map((candidate) => candidate.id)
          .join(",")
        const search$ = from(rpc(api.ordersSearch, { query: { qr: qrCode, excludeStatusIds } })).pipe(
          map((answer) => http({ _tag: "v1.OrdersFetched", orders: answer._tag === "Ok" ? answer.body : [] })),
        )
        // The visit after its orders: a bill of an ended visit is never shown as a live one's.
        return concat(from(loaded), search$, visit$(rpc))
      }),
      catchError((error: unknown) =>
        of(http({ _tag: "v1.OrdersFetchFailed", reason: firstMessage(error, "Your orders could not be loaded.") })),
      ),
    )
  })

/** The order states known, or fetched with the transitions (the event that keeps them, when both answered). */
const orderStates$ = (
  rpc: Rpc,
  state: () => AppState,
): Observable<{ readonly states: ReadonlyArray<OrderState>; readonly loaded: ReadonlyArray<Sourced> }> =>
  defer(() => {
    const known = state().orderConfig
    if (known !== null) return of({ states: known.states, loaded: [] })
    return forkJoin([rpc(api.orderStates, {}), rpc(api.orderTransitions, {})]).pipe(
      map(([states, transitions]) =>
        states._tag === "Ok" && transitions._tag === "Ok"
          ? { states: states.body, loaded: [http({ _tag: "v1.OrderConfigLoaded", states: states.body, transitions: transitions.body })] }
          : { states: [], loaded: [] },
      ),
    )
  })
