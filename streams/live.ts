import { defer, shareReplay, switchMap, take, type Observable } from "rxjs"
import type { SyncTimestamp } from "../schema/availability"
import type { Order } from "../schema/order"
import type { PaymentMade } from "../schema/payment"
import type { StaffRequest } from "../schema/staff-request"
import type { TableCartChanged } from "../schema/table-cart"
import type { Connection } from "../schema/events"

/**
 * The live sources, one interface for both adapters: the reference server's push
 * (live-server.ts, SSE) and Firestore listeners (live-firestore.ts). Values are decoded and
 * typed; a bad value or a listener error is logged, never thrown at the screens.
 */
export interface LiveSource {
  /** Orders of the service area as they change (a new order, a new status). */
  orders$(): Observable<Order>
  /** Staff requests of the service area as they change (new, acknowledged, closed). */
  requests$(): Observable<StaffRequest>
  /** The tenant/venue availability sync document: first its current value, then each change. */
  availability$(): Observable<{ readonly updatedAt: SyncTimestamp; readonly type: string }>
  /** The table's shared cart (Order together) changed or was sent: members read it again. */
  tableCart$(): Observable<TableCartChanged>
  /** A payment of the table succeeded or was refunded: who, how much, and what is left. */
  payments$(): Observable<PaymentMade>
  /** Unknown until a feed answers or stays silent; Online while one answers; Offline after 10 s without a word. */
  connection$(): Observable<Connection>
}

/** Offline after this long without any byte from a live feed (spec section 4). */
export const OFFLINE_AFTER_MS = 10_000

/** A live source that is loaded on demand (Firestore stays off the first paint). */
export const deferredLive = (load: () => Promise<LiveSource>): LiveSource => {
  // Loaded once, by the first feed subscribed; the others wait for the same load (a failed load
  // is tried again by the next subscriber).
  const source$ = defer(load).pipe(shareReplay({ bufferSize: 1, refCount: false }))
  return {
    orders$: () => source$.pipe(switchMap((live) => live.orders$())),
    availability$: () => source$.pipe(switchMap((live) => live.availability$())),
    requests$: () => source$.pipe(switchMap((live) => live.requests$())),
    tableCart$: () => source$.pipe(switchMap((live) => live.tableCart$())),
    payments$: () => source$.pipe(switchMap((live) => live.payments$())),
    connection$: () => source$.pipe(switchMap((live) => live.connection$())),
  }
}

/**
 * The live feeds, opened once `start$` has said so. Their heartbeat waits too: until a feed
 * opens, the connection is Unknown, as the state starts; and reading it sooner would load a
 * deferred source's code (Firestore's) on the way to the menu.
 */
export const startedBy = (start$: Observable<unknown>, live: LiveSource): LiveSource => {
  const after = <T>(feed: () => Observable<T>) => start$.pipe(take(1), switchMap(feed))
  return {
    orders$: () => after(live.orders$),
    requests$: () => after(live.requests$),
    availability$: () => after(live.availability$),
    tableCart$: () => after(live.tableCart$),
    payments$: () => after(live.payments$),
    connection$: () => after(live.connection$),
  }
}
