import { catchError, EMPTY, map, merge, type Observable, type OperatorFunction } from "rxjs"
import type { DomainEvent } from "../../schema/events"
import type { LiveSource } from "../live"
import { fromSource, type Sourced } from "./sourced"

/**
 * The live feeds (server push or Firestore) as events: each order change sets that order's
 * status; each staff request change (new, acknowledged: "on the way", closed) replaces that
 * request. A feed that fails is reported and ends; the adapters reconnect on their own.
 */
export const liveFeedEvents = (live: LiveSource, report: (message: string) => void): Observable<Sourced> => {
  const quietly = <T>(name: string): OperatorFunction<T, T> =>
    catchError((error: unknown) => (report(`${name} feed: ${String(error)}`), EMPTY))
  return merge(
    live.orders$().pipe(
      map((order): DomainEvent => ({ _tag: "v1.OrderChanged", order })),
      quietly("orders"),
    ),
    live.requests$().pipe(
      map((request): DomainEvent => ({ _tag: "v1.StaffRequestChanged", request })),
      quietly("requests"),
    ),
  ).pipe(fromSource("live"))
}
