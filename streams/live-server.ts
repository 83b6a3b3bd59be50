import { Result, Schema } from "effect"
import { BehaviorSubject, distinctUntilChanged, Observable, share } from "rxjs"
import { liveFeeds } from "../schema/live"
import { OFFLINE_AFTER_MS, type LiveSource } from "./live"
import { openEventStream } from "./sse"
import type { Connection } from "../schema/events"

export interface LiveServerDeps {
  readonly fetch: typeof globalThis.fetch
  readonly baseUrl: string
  /** The headers of a diner call (token, tenant, qr), read at each (re)connection; null: not yet. */
  readonly headers: () => Record<string, string> | null
  readonly log: (message: string) => void
  readonly setTimeout: (callback: () => void, ms: number) => unknown
  readonly clearTimeout: (handle: unknown) => void
}

/** Waits between reconnections: 1 s, 2 s, 4 s ... at most 30 s; reset by a good connection. */
export const backoffMs = (attempt: number): number => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt))

/**
 * The reference server's live push (SSE). Each feed reconnects with back-off and resumes from
 * its last event id, so no change is lost across a drop or a server restart.
 */
export const createServerLive = (deps: LiveServerDeps): LiveSource => {
  const connection = new BehaviorSubject<Connection>("Unknown")
  let silence: unknown = null
  // Any byte from a feed (keep-alives included) re-arms the 10 s silence timer.
  const armSilence = () => {
    if (silence !== null) deps.clearTimeout(silence)
    silence = deps.setTimeout(() => connection.next("Offline"), OFFLINE_AFTER_MS)
  }
  const alive = () => {
    connection.next("Online")
    armSilence()
  }

  const feed = <A>(name: string, spec: { readonly path: string; readonly event: string; readonly payload: Schema.Codec<A, unknown> }): Observable<A> => {
    const { path, event: eventName, payload } = spec
    const decode = Schema.decodeUnknownResult(Schema.fromJsonString(payload))
    return new Observable<A>((subscriber) => {
      const controller = new AbortController()
      let lastEventId: string | null = null
      let attempt = 0
      const run = async () => {
        if (silence === null) armSilence()
        while (!controller.signal.aborted) {
          const headers = deps.headers()
          if (headers === null) {
            // Not signed in as the table needs yet: no failure, so the back-off does not grow.
            await sleep(deps, backoffMs(0), controller.signal)
            continue
          }
          try {
            for await (const event of openEventStream({ fetch: deps.fetch, url: `${deps.baseUrl}${path}`, headers, lastEventId, signal: controller.signal, onActivity: alive })) {
              if (event.id !== null) lastEventId = event.id
              if (event.event === "ready") attempt = 0
              if (event.event !== eventName) continue
              const decoded = decode(event.data)
              if (Result.isSuccess(decoded)) subscriber.next(decoded.success)
              else deps.log(`live ${name}: an event does not match its schema and is skipped: ${decoded.failure.message}`)
            }
          } catch (error) {
            if (controller.signal.aborted) return
            deps.log(`live ${name}: ${error instanceof Error ? error.message : String(error)}; reconnecting`)
          }
          await sleep(deps, backoffMs(attempt++), controller.signal)
        }
      }
      void run()
      return () => controller.abort()
    }).pipe(share())
  }

  const orders = feed("orders", liveFeeds.orders)
  const availability = feed("availability", liveFeeds.availability)
  const requests = feed("requests", liveFeeds.requests)
  return {
    orders$: () => orders,
    requests$: () => requests,
    availability$: () => availability,
    connection$: () => connection.pipe(distinctUntilChanged()),
  }
}

const sleep = (deps: LiveServerDeps, ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const handle = deps.setTimeout(resolve, ms)
    signal.addEventListener("abort", () => {
      deps.clearTimeout(handle)
      resolve()
    })
  })
