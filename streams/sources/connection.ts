import { distinctUntilChanged, map, of, switchMap, type Observable } from "rxjs"
import type { Connection, DomainEvent } from "../../schema/events"

export interface ConnectionDeps {
  /** The browser's own view: whether the device has a network (online/offline events). */
  readonly browserOnline$: Observable<boolean>
  /** The live feeds' heartbeat: Online while a feed speaks, Offline after 10 s of silence. */
  readonly live$: Observable<Connection>
}

/**
 * The one notion of being connected, as events: Offline as soon as the browser says so;
 * otherwise what the live feeds' heartbeat says. When the network comes back, the heartbeat's
 * Offline from before is stale (the feeds wait out their back-off before they speak again), so
 * the state is Unknown until a feed answers or falls silent anew.
 */
export const connectionEvents = ({ browserOnline$, live$ }: ConnectionDeps): Observable<DomainEvent> =>
  browserOnline$.pipe(
    distinctUntilChanged(),
    switchMap((online) =>
      online
        ? live$.pipe(map((state, index): Connection => (index === 0 && state === "Offline" ? "Unknown" : state)))
        : of<Connection>("Offline"),
    ),
    distinctUntilChanged(),
    map((state): DomainEvent => ({ _tag: "v1.ConnectionChanged", state })),
  )
