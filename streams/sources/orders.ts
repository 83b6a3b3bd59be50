import { signInAllows } from "../../src/domain/sign-in-rule"
import { catchError, concat, defer, EMPTY, filter, forkJoin, from, map, merge, mergeMap, of, switchMap, type Observable } from "rxjs"
import { api } from "../../schema/api"
import type { OrderState } from "../../schema/order"
import type { PaymentMade } from "../../schema/payment"
import type { AppState } from "../../src/domain/app-state"
import { firstMessage, type Rpc } from "../rpc"
import { signedIn$, type SignInWait } from "./signed-in"
import { http, intent, type Sourced } from "./sourced"

export interface OrdersDeps extends SignInWait {
  readonly rpc: Rpc
  /** The state now: the table, the order-state config once loaded, and a join the diner asked for. */
  readonly state: () => AppState
  /** Each time the bill asks for the table's orders (it opens, "Try again"). */
  readonly fetches$: Observable<unknown>
  /** Moments a join asked for (`v1.VisitJoinAsked`: a scan, "Start a new order") may go out: asked, the table loaded, the diner signed in, the network back. */
  readonly joinMoments$: Observable<unknown>
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
 * answer would be older).
 *
 * A join the diner asked for (a scan of the table's link, "Start a new order") is in the log
 * until answered: it goes out once the table is loaded and the diner signed in, from the log
 * restored after a reload too, and always before a read of the bill, which is then of the
 * visit joined (never the ended one's, read while the join was on its way). A bill read before
 * is read again after it.
 */
export const ordersEvents = (deps: OrdersDeps): Observable<Sourced> =>
  defer(() => {
    const { state, fetches$, joinMoments$, heard$ } = deps
    // A read the bill asked for and a join's moment replaced before it was done: owed after the join.
    let readOwed = false
    const read$ = () =>
      defer(() => {
        readOwed = false
        return concat(of(intent({ _tag: "v1.OrdersFetchStarted" })), fetchOrders$(deps.rpc, state))
      })
    const settled$ = heard$.pipe(
      filter((made) => made.settled),
      catchError(() => EMPTY),
    )
    const reads$ = merge(fetches$, settled$).pipe(map(() => true))
    // A join asked before this page (a reload) goes at once; one asked now, at its moment.
    const joins$ = merge(of(null), joinMoments$).pipe(
      filter(() => joinWanted(state())),
      map(() => false),
    )
    const billAndJoins$ = merge(reads$, joins$).pipe(
      switchMap((asRead) => {
        readOwed ||= asRead
        if (!joinWanted(state())) return readOwed ? read$() : EMPTY
        const readAfter = readOwed || state().ordersStatus !== "idle"
        return join$(deps).pipe(
          mergeMap((joined) => (joined._tag === "Ok" && readAfter ? concat(of(joined.event), read$()) : of(joined.event))),
        )
      }),
    )
    const visitReads$ = (deps.visitReads$ ?? EMPTY).pipe(switchMap(() => visit$(deps.rpc)))
    return merge(billAndJoins$, visitReads$)
  })

/** A join is asked for the table open, whose venue (its tenant, a header of the call) is loaded. */
const joinWanted = ({ visitJoinAsked, qrCode, tenant }: AppState): boolean =>
  visitJoinAsked !== null && visitJoinAsked === qrCode && tenant !== null

/**
 * Whether the table's sign-in rule lets the diner in: at a table that asks for Google, the
 * anonymous diner's join would be refused (403); it stays asked, and goes at a later moment
 * (their Google sign-in is a UserChanged). A rule or a user not known yet holds nothing back.
 */
const letIn = ({ user, selectedServiceArea }: AppState): boolean =>
  user === null || selectedServiceArea === null || signInAllows(selectedServiceArea.authType, user)

/** The join, once the diner is signed in (after a reload, a moment after the page shows): joined, or why not. */
const join$ = (deps: OrdersDeps): Observable<{ readonly _tag: "Ok" | "Failed"; readonly event: Sourced }> =>
  concat(
    signedIn$(deps),
    defer(() => (letIn(deps.state()) ? deps.rpc(api.visitJoin, {}) : EMPTY)),
  ).pipe(
    mergeMap((answer) =>
      answer._tag === "Ok" ? of({ _tag: "Ok" as const, event: http({ _tag: "v1.VisitJoined", visit: answer.body }) }) : EMPTY,
    ),
    catchError((error: unknown) =>
      of({
        _tag: "Failed" as const,
        event: http({ _tag: "v1.OrdersFetchFailed", reason: firstMessage(error, "A new order could not be started.") }),
      }),
    ),
  )

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
