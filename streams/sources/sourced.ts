import { defer, EMPTY, map, type Observable, type OperatorFunction } from "rxjs"
import type { CurrentEvent, DomainEvent, EventSource } from "../../schema/events"

/** An event on its way to the log's writer, with where it came from (never an older version: see `CurrentEvent`). */
export interface Sourced {
  readonly event: DomainEvent
  readonly source: EventSource
}

/** Marks every event of a stream as coming from `source`. */
export const fromSource = (source: EventSource): OperatorFunction<DomainEvent, Sourced> => map((event) => ({ event, source }))

/** An answer of the server, on its way to the log. */
export const http = (event: CurrentEvent): Sourced => ({ event, source: "http" })

/** What the diner did, on its way to the log. */
export const intent = (event: CurrentEvent): Sourced => ({ event, source: "intent" })

/**
 * A side effect in its place in a stream (a toast, the outcome handed to whoever asked),
 * run when the stream reaches it, after the events before it are in the log; it emits nothing.
 */
export const effect = (run: () => void): Observable<never> =>
  defer(() => {
    run()
    return EMPTY
  })
