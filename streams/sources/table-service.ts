import { catchError, concat, EMPTY, from, map, merge, mergeMap, of, switchMap, type Observable } from "rxjs"
import { api } from "../../schema/api"
import { refusalText } from "../refusals"
import { isUnreachable, type Rpc } from "../rpc"
import { http, intent, type Sourced } from "./sourced"

export interface TableServiceDeps {
  readonly rpc: Rpc
  /** Each time a screen with the "Call staff" button wants the venue's kinds and the table's requests. */
  readonly loads$: Observable<unknown>
  /** Each kind the diner presses (the waiter, the bill, water...). */
  readonly asks$: Observable<string>
}

/**
 * Table service beyond the spec, as events: the kinds the venue offers and the table's
 * requests in play; each ask, then the server's answer or why not. A newer load replaces one
 * in flight (switchMap); each ask is logged at once and answered on its own (mergeMap).
 */
export const tableServiceEvents = ({ rpc, loads$, asks$ }: TableServiceDeps): Observable<Sourced> => {
  const loaded$ = loads$.pipe(
    switchMap(() =>
      from(rpc(api.staffRequestsList, {})).pipe(
        mergeMap((answer) =>
          answer._tag === "Ok"
            ? of(http({ _tag: "v1.StaffRequestsFetched", kinds: answer.body.kinds, requests: answer.body.requests }))
            : EMPTY,
        ),
        // Without them the call button stays hidden; the next screen asks again.
        catchError(() => EMPTY),
      ),
    ),
  )
  const asked$ = asks$.pipe(mergeMap((kind) => concat(of(intent({ _tag: "v1.StaffRequestAsked", kind })), ask$(rpc, kind))))
  return merge(loaded$, asked$)
}

const ask$ = (rpc: Rpc, kind: string): Observable<Sourced> =>
  from(rpc(api.staffRequestCreate, { payload: { kind } })).pipe(
    map((answer) =>
      http(
        answer._tag === "Ok"
          ? { _tag: "v1.StaffRequestChanged", request: answer.body }
          : { _tag: "v2.StaffRequestRefused", kind, text: { id: "refusal.staffNotTaken" } },
      ),
    ),
    catchError((error: unknown) =>
      of(
        http({
          _tag: "v2.StaffRequestRefused",
          kind,
          text: isUnreachable(error) ? { id: "refusal.staffOffline" } : refusalText(error, { id: "refusal.staffRequest" }),
        }),
      ),
    ),
  )
