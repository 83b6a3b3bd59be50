import {
  catchError,
  concat,
  defer,
  EMPTY,
  filter,
  finalize,
  forkJoin,
  from,
  map,
  merge,
  mergeMap,
  of,
  shareReplay,
  switchMap,
  takeUntil,
  tap,
  type Observable,
} from "rxjs"
import { api } from "../../schema/api"
import type { DomainEvent } from "../../schema/events"
import { RpcError, type Rpc } from "../rpc"
import type { VenueCache } from "../venue-cache"
import type { Sourced } from "./sourced"

export interface VenueLoaderDeps {
  readonly rpc: Rpc
  /** Venues kept from earlier visits (the pages the service worker kept); none where there is no such storage. */
  readonly venueCache?: VenueCache
  /** Each table the diner asks to open, in order. */
  readonly opens$: Observable<string>
}

/**
 * The venue loader (spec section 4) as events. Per table: started, then the venue and menu
 * answers or why they failed. A repeat visit shows what the device kept at once, unless the
 * network answers first; offline, it is what the diner gets. Another table replaces the load
 * in flight (switchMap: the late answers of the first are dropped); the same table asked again
 * while it loads joins that load.
 */
export const venueLoaderEvents = ({ rpc, venueCache, opens$ }: VenueLoaderDeps): Observable<Sourced> => {
  let loading: string | null = null
  return opens$.pipe(
    filter((qrCode) => qrCode !== loading),
    tap((qrCode) => (loading = qrCode)),
    switchMap((qrCode) =>
      loadTable(rpc, venueCache, qrCode).pipe(
        finalize(() => {
          if (loading === qrCode) loading = null
        }),
      ),
    ),
  )
}

type Fresh = { readonly ok: true; readonly events: ReadonlyArray<DomainEvent> } | { readonly ok: false; readonly error: unknown }

const loadTable = (rpc: Rpc, venueCache: VenueCache | undefined, qrCode: string): Observable<Sourced> =>
  defer(() => {
    const fresh$: Observable<Fresh> = forkJoin([
      defer(() => rpc(api.venueByQr, { params: { qrCode } })),
      defer(() => rpc(api.menuPick, { params: { qrCode } })),
    ]).pipe(
      map(([venue, menu]): Fresh => {
        if (venue._tag === "NotFound" || menu._tag === "NotFound") {
          return {
            ok: true,
            events: [
              {
                _tag: "v1.VenueLoadFailed",
                reason: `No venue uses the table code '${qrCode}'. Check the code on your table's QR card.`,
                kind: "unknownTable",
              },
            ],
          }
        }
        return {
          ok: true,
          events: [
            { _tag: "v1.VenueLoaded", answer: venue.body },
            { _tag: "v1.MenuReplaced", menu: menu.body },
          ],
        }
      }),
      catchError((error: unknown) => of<Fresh>({ ok: false, error })),
      shareReplay({ bufferSize: 1, refCount: false }),
    )
    // The kept copy, read once, and shown only while the network has not answered.
    const kept$ = (venueCache === undefined ? of(null) : from(venueCache.read(qrCode))).pipe(
      takeUntil(fresh$.pipe(filter((fresh) => fresh.ok))),
      shareReplay({ bufferSize: 1, refCount: false }),
    )
    const shownKept$ = kept$.pipe(
      mergeMap((kept): Observable<Sourced> =>
        kept === null
          ? EMPTY
          : from<Sourced[]>([
              { event: { _tag: "v1.VenueLoaded", answer: kept.venue }, source: "cache" },
              { event: { _tag: "v1.MenuReplaced", menu: kept.menu }, source: "cache" },
            ]),
      ),
    )
    const answered$ = fresh$.pipe(
      mergeMap((fresh): Observable<Sourced> => {
        if (fresh.ok) return from(fresh.events.map((event): Sourced => ({ event, source: "http" })))
        // Offline with a kept menu: the diner keeps it (ordering waits for the network anyway).
        return kept$.pipe(
          filter((kept) => kept === null),
          map((): Sourced => ({ event: failure(fresh.error), source: "http" })),
        )
      }),
    )
    return concat(of<Sourced>({ event: { _tag: "v1.VenueLoadStarted", qrCode }, source: "intent" }), merge(shownKept$, answered$))
  })

const failure = (error: unknown): DomainEvent => {
  const unreachable = error instanceof RpcError && error.kind === "network"
  return {
    _tag: "v1.VenueLoadFailed",
    reason: unreachable
      ? "We could not reach the venue. Check your connection and try again."
      : "The venue could not be loaded. Please try again in a moment.",
    kind: unreachable ? "unreachable" : "failed",
  }
}
