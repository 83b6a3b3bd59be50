import { Result, Schema } from "effect"
import {
  BehaviorSubject,
  concat,
  defer,
  distinctUntilChanged,
  EMPTY,
  finalize,
  from,
  fromEvent,
  map,
  merge,
  mergeMap,
  race,
  retry,
  share,
  startWith,
  Subject,
  switchMap,
  take,
  throwError,
  timer,
  type Observable,
} from "rxjs"
import { staffLiveFeed } from "../../../schema/staff-api"
import { fillPath } from "../../../schema/table-paths"
import { backoffMs } from "../../../streams/rpc"
import { EventStreamRefused, openEventStream, type SseEvent } from "../../../streams/sse"

type FeedEvents = typeof staffLiveFeed.events
export type StaffLiveKind = keyof FeedEvents

/**
 * What the staff feed carries, decoded: each change of the venue, `ready` as a connection opens
 * (the screen reads its lists again then, so it catches up whatever it missed while away), and
 * `unreadable` for an event that does not match its schema (the screen reads its lists again
 * rather than trust it).
 */
export type StaffLiveEvent =
  | { readonly [K in StaffLiveKind]: { readonly kind: K; readonly payload: FeedEvents[K]["payload"]["Type"] } }[StaffLiveKind]
  | { readonly kind: "ready" }
  | { readonly kind: "unreadable"; readonly reason: string }

/** "connecting" until the first word; "live" while the feed speaks; "reconnecting" once it failed or went silent. */
export type FeedStatus = "connecting" | "live" | "reconnecting"

export interface StaffLive {
  /** The venue's changes; subscribing opens the connection, and it reconnects by itself until unsubscribed. */
  readonly events$: Observable<StaffLiveEvent>
  readonly status$: Observable<FeedStatus>
}

/** The server sends a keep-alive every 4 s: this long without a byte, the connection is gone, whatever the socket says. */
export const SILENT_AFTER_MS = 10_000

/**
 * The staff screen's live feed (schema/staff-api.ts `staffLiveFeed`, server-sent events over
 * fetch, authenticated as the staff calls are). One connection per screen; it resumes from its
 * last event id, reconnects with back-off (cut short when the device's network comes back), and
 * reconnects too when it has been silent too long.
 */
export const createStaffLive = ({
  fetch,
  baseUrl,
  venueId,
  token,
  log,
}: {
  readonly fetch: typeof globalThis.fetch
  readonly baseUrl: string
  readonly venueId: string
  readonly token: () => string | null
  readonly log: (message: string) => void
}): StaffLive => {
  const status = new BehaviorSubject<FeedStatus>("connecting")
  const networkBack$ = typeof window === "undefined" ? EMPTY : fromEvent(window, "online")
  // The device saying it lost its network ends the connection at once: a stream cut that way may stay silent until SILENT_AFTER_MS.
  const networkLost$ = typeof window === "undefined" ? EMPTY : fromEvent(window, "offline")
  const url = `${baseUrl}${fillPath(staffLiveFeed.path, { venueId })}`
  let lastEventId: string | null = null

  const events$ = defer(() => {
    const idToken = token()
    if (idToken === null) return throwError(() => new Error("not signed in yet"))
    return eventStream(
      {
        fetch,
        url,
        headers: { authorization: `Bearer ${idToken}` },
        lastEventId,
        onActivity: () => status.next("live"),
      },
      networkLost$,
    )
  }).pipe(
    map((event) => {
      lastEventId = event.id ?? lastEventId
      return decodeStaffLiveEvent(event)
    }),
    retry({
      resetOnSuccess: true,
      delay: (error: unknown, failures) => {
        status.next("reconnecting")
        // A resume point the server does not know would be refused again and again: start from the newest.
        if (error instanceof EventStreamRefused && error.status === 400) lastEventId = null
        log(`staff live feed: ${error instanceof Error ? error.message : String(error)}; reconnecting`)
        return race(timer(backoffMs(failures - 1)), networkBack$.pipe(take(1)))
      },
    }),
    finalize(() => status.next("connecting")),
    share(),
  )
  return { events$, status$: status.pipe(distinctUntilChanged()) }
}

const decoders = Object.fromEntries(
  Object.entries(staffLiveFeed.events).map(([kind, { payload }]) => [
    kind,
    Schema.decodeUnknownResult(payload as Schema.Codec<unknown, unknown>),
  ]),
)

/** One raw event of the feed, decoded by its name's schema. */
export const decodeStaffLiveEvent = (event: SseEvent): StaffLiveEvent => {
  if (event.event === "ready") return { kind: "ready" }
  let payload: unknown
  try {
    payload = JSON.parse(event.data)
  } catch {
    return { kind: "unreadable", reason: `an event "${event.event}" is not JSON` }
  }
  return decodeStaffPayload(event.event, payload)
}

/**
 * A change of the feed, its payload decoded by its kind's schema (the server's feed sends the kind
 * as the event's name; Firestore's entries carry it, staff-live-firestore.ts).
 */
export const decodeStaffPayload = (kind: string, payload: unknown): StaffLiveEvent => {
  const decode = decoders[kind]
  if (decode === undefined) return { kind: "unreadable", reason: `an event "${kind}" the screen does not know` }
  const decoded = decode(payload)
  return Result.isSuccess(decoded)
    ? // The decoder was chosen by the event's name, so the payload is that kind's (the cast names what the table lookup lost).
      ({ kind, payload: decoded.success } as StaffLiveEvent)
    : { kind: "unreadable", reason: `an event "${kind}" does not match its schema: ${decoded.failure.message}` }
}

/**
 * One connection's events; aborted when unsubscribed. Its end is a failure (the feed is meant to
 * stay open), and so are a silence longer than SILENT_AFTER_MS and the device's network going.
 */
const eventStream = (
  request: Omit<Parameters<typeof openEventStream>[0], "signal">,
  networkLost$: Observable<unknown>,
): Observable<SseEvent> =>
  defer(() => {
    const controller = new AbortController()
    const heard = new Subject<void>()
    const silence$ = heard.pipe(
      startWith(undefined),
      switchMap(() => timer(SILENT_AFTER_MS)),
      mergeMap(() => throwError(() => new Error(`the feed said nothing for ${SILENT_AFTER_MS / 1000} s`))),
    )
    const stream$ = concat(
      from(
        openEventStream({
          ...request,
          signal: controller.signal,
          onActivity: () => {
            heard.next()
            request.onActivity?.()
          },
        }),
      ),
      throwError(() => new Error("the server closed the feed")),
    )
    const lost$ = networkLost$.pipe(mergeMap(() => throwError(() => new Error("the device went offline"))))
    return merge(stream$, silence$, lost$).pipe(finalize(() => controller.abort()))
  })
