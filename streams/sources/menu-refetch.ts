import { catchError, defer, EMPTY, filter, from, map, switchMap, throwError, type Observable } from "rxjs"
import { api } from "../../schema/api"
import type { AppState } from "../../src/domain/app-state"
import type { Rpc } from "../rpc"
import { http, type Sourced } from "./sourced"

export interface MenuRefetchDeps {
  readonly rpc: Rpc
  /** The state now: the table whose menu is fetched again. */
  readonly state: () => AppState
  /** Each time the menu is asked for again (an availability sync). */
  readonly refetches$: Observable<unknown>
  readonly report: (message: string) => void
}

/**
 * The open table's menu fetched again, as events: the new menu replaces the old. A newer ask
 * replaces one in flight (switchMap: its answer would be older). A failure is reported and
 * leaves the menu on screen as it was.
 */
export const menuRefetchEvents = ({ rpc, state, refetches$, report }: MenuRefetchDeps): Observable<Sourced> =>
  refetches$.pipe(
    switchMap(() =>
      refetchMenu$(rpc, state).pipe(
        catchError((error: unknown) => (report(`menu refetch: ${error instanceof Error ? error.message : String(error)}`), EMPTY)),
      ),
    ),
  )

/** The table's menu once more (also after a cart change refused because a dish sold out). Fails without a table. */
export const refetchMenu$ = (rpc: Rpc, state: () => AppState): Observable<Sourced> =>
  defer(() => {
    const qrCode = state().qrCode
    if (qrCode === null) return throwError(() => new Error("Missing QR to refetch menu"))
    return from(rpc(api.menuPick, { params: { qrCode } })).pipe(
      filter((answer) => answer._tag === "Ok"),
      map((answer) => http({ _tag: "v1.MenuReplaced", menu: answer.body })),
    )
  })
