import { catchError, concat, defer, forkJoin, from, map, mergeMap, of, switchMap, type Observable } from "rxjs"
import { api } from "../../schema/api"
import type { OrderState } from "../../schema/order"
import type { AppState } from "../../src/domain/app-state"
import { firstMessage, type Rpc } from "../rpc"
import { http, intent, type Sourced } from "./sourced"

export interface OrdersDeps {
  readonly rpc: Rpc
  /** The state now: the table, and the order-state config once loaded. */
  readonly state: () => AppState
  /** Each time the bill asks for the table's orders (it opens, "Try again"). */
  readonly fetches$: Observable<unknown>
}

/**
 * The table's orders (spec section 8) as events: started, then the open orders or why not.
 * The tenant's order states are fetched once per venue, before the first search, whose end
 * states (paid, cancelled...) the search leaves out. A newer fetch replaces one in flight
 * (switchMap: its answer would be older).
 */
export const ordersEvents = ({ rpc, state, fetches$ }: OrdersDeps): Observable<Sourced> =>
  fetches$.pipe(switchMap(() => concat(of(intent({ _tag: "v1.OrdersFetchStarted" })), fetchOrders$(rpc, state))))

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
        return concat(from(loaded), search$)
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
