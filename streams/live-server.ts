import { Result, Schema } from "effect"
import {
  BehaviorSubject,
  concat,
  defer,
  distinctUntilChanged,
  EMPTY,
  filter,
  finalize,
  from,
  map,
  merge,
  mergeMap,
  of,
  race,
  retry,
  type Observable,
  share,
  startWith,
  Subject,
  switchMap,
  take,
  tap,
  throwError,
  timer,
} from "rxjs"
import { liveFeed, type LiveKind } from "../schema/live"
import { signInAllows } from "../src/domain/sign-in-rule"
import type { AppState } from "../src/domain/app-state"
import { OFFLINE_AFTER_MS, type LiveSource } from "./live"
import { backoffMs } from "./rpc"
import { EventStreamRefused, openEventStream, type SseEvent } from "./sse"
import type { Connection } from "../schema/events"

/** Whom and which table the feed is for: it opens once the table's sign-in rule is met. */
export interface LiveScope {
  readonly uid: string
  readonly tenant: string
  readonly qr: string
  /** How many times the diner started a new order: the server's feed is of one visit, so each join opens it anew. */
  readonly visitsJoined: number
}

export interface LiveServerDeps {
  readonly fetch: typeof globalThis.fetch
  readonly baseUrl: string
  /** The scope as it changes; null: no feed (the server would refuse it, 403). */
  readonly scope$: Observable<LiveScope | null>
  /** The diner's ID token, read at each (re)connection: it is refreshed while the feed is open. */
  readonly token: () => string | null
  /**
   * Moments the network came back: a reconnection waiting out its back-off goes at once. The
   * feed's first word is what tells the app it is Online again, and what sends the changes a
   * diner made offline whose first try failed (streams/sources/cart-lane.ts), so it must not
   * wait up to 30 s for a back-off grown while the device was offline.
   */
  readonly networkBack$: Observable<unknown>
  readonly log: (message: string) => void
}

/** The feed's scope in a state: the table and the diner, once the table's sign-in rule is met. */
export const liveScopeOf = ({ tenant, qrCode, selectedServiceArea, user, visitsJoined }: AppState): LiveScope | null =>
  user === null || tenant === null || qrCode === null || selectedServiceArea === null || !signInAllows(selectedServiceArea.authType, user)
    ? null
    : { uid: user.uid, tenant: tenant.id, qr: qrCode, visitsJoined }

/**
 * The reference server's live push (SSE): ONE connection per scope carries orders, staff
 * requests and availability (a browser allows six connections per origin, and a page with
 * three open requests never looks idle to Lighthouse). It opens when the first of the three
 * is subscribed and closes when the last one leaves; it follows the scope (another table or
 * diner: a new connection), reconnects with back-off and resumes from its last event id, so no
 * change is lost across a drop or a server restart.
 */
export const createServerLive = ({ fetch, baseUrl, scope$, token, networkBack$, log }: LiveServerDeps): LiveSource => {
  // The heartbeat: true for any byte from the feed (keep-alives included), false as the feed
  // first starts listening. Either (re)arms the 10 s silence after which the connection is Offline.
  const beats = new Subject<boolean>()
  const connection = new BehaviorSubject<Connection>("Unknown")
  merge(
    beats.pipe(
      filter((heard) => !heard),
      take(1),
    ),
    beats.pipe(filter((heard) => heard)),
  )
    .pipe(
      switchMap((heard) =>
        concat(heard ? of<Connection>("Online") : EMPTY, timer(OFFLINE_AFTER_MS).pipe(map((): Connection => "Offline"))),
      ),
    )
    .subscribe((state) => connection.next(state))
  const scopes$ = scope$.pipe(
    distinctUntilChanged((a, b) => a?.uid === b?.uid && a?.tenant === b?.tenant && a?.qr === b?.qr && a?.visitsJoined === b?.visitsJoined),
  )

  let lastEventId: string | null = null
  // The current availability document of this connection, for a subscriber that comes after it.
  let currentAvailability: SseEvent | null = null
  const connect = (scope: LiveScope): Observable<SseEvent> =>
    defer(() => {
      const idToken = token()
      if (idToken === null) return throwError(() => new Error("no ID token yet"))
      const headers = { authorization: `Bearer ${idToken}`, tenant: scope.tenant, qr: scope.qr }
      return eventStream({ fetch, url: `${baseUrl}${liveFeed.path}`, headers, lastEventId, onActivity: () => beats.next(true) })
    }).pipe(
      tap((event) => {
        lastEventId = event.id ?? lastEventId
        if (event.event === "availability") currentAvailability = event
      }),
      // Any event (the first is `ready`) means the connection is good: the back-off starts over.
      retry({
        resetOnSuccess: true,
        delay: (error: unknown, failures) => {
          // A resume point the server does not know (its database is another, newer one) would
          // be refused again and again: the next connection starts afresh from the newest.
          if (error instanceof EventStreamRefused && error.status === 400) lastEventId = null
          log(`live feed: ${error instanceof Error ? error.message : String(error)}; reconnecting`)
          // The back-off (reset by a good connection) is cut short when the network comes back.
          return race(timer(backoffMs(failures - 1)), networkBack$.pipe(take(1)))
        },
      }),
    )
  const events$ = defer(() => {
    beats.next(false)
    return scopes$
  }).pipe(
    switchMap((scope) => {
      currentAvailability = null
      return scope === null ? EMPTY : connect(scope)
    }),
    finalize(() => (currentAvailability = null)),
    share(),
  )

  const kind = <A>(name: LiveKind, payload: Schema.Codec<A, unknown>, replayCurrent = false): Observable<A> => {
    const decode = Schema.decodeUnknownResult(Schema.fromJsonString(payload))
    return defer(() => (replayCurrent && currentAvailability !== null ? events$.pipe(startWith(currentAvailability)) : events$)).pipe(
      filter((event) => event.event === name),
      mergeMap((event) => {
        const decoded = decode(event.data)
        if (Result.isSuccess(decoded)) return of(decoded.success)
        log(`live feed: an event "${name}" does not match its schema and is skipped: ${decoded.failure.message}`)
        return EMPTY
      }),
    )
  }

  const orders = kind("order", liveFeed.events.order.payload)
  const requests = kind("request", liveFeed.events.request.payload)
  // "First its current value" (LiveSource): one that subscribes after the connection's first
  // snapshot gets the newest document the connection has carried.
  const availability = kind("availability", liveFeed.events.availability.payload, true)
  const tableCart = kind("tableCart", liveFeed.events.tableCart.payload)
  const payments = kind("payment", liveFeed.events.payment.payload)
  return {
    orders$: () => orders,
    requests$: () => requests,
    availability$: () => availability,
    tableCart$: () => tableCart,
    payments$: () => payments,
    connection$: () => connection.pipe(distinctUntilChanged()),
  }
}

/** One connection's events; aborted when unsubscribed. Its end is a failure: the feed is meant to stay open. */
const eventStream = (request: Omit<Parameters<typeof openEventStream>[0], "signal">): Observable<SseEvent> =>
  defer(() => {
    const controller = new AbortController()
    return concat(
      from(openEventStream({ ...request, signal: controller.signal })),
      throwError(() => new Error("the server closed the feed")),
    ).pipe(finalize(() => controller.abort()))
  })
