import { defer, EMPTY, finalize, map, merge, retry, Subject, timer, type Observable, type OperatorFunction } from "rxjs"
import type { CurrentEvent, DomainEvent, EventSource } from "../../schema/events"
import { redactSecrets } from "../../src/domain/redact"

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

/** How long a source that failed `failures` times in a row waits before it starts again (ms): 1 s, doubling, at most 30 s. */
export const restartDelay = (failures: number): number => Math.min(1000 * 2 ** (failures - 1), 30_000)

/**
 * The inputs of the log, by name, merged into one stream, each contained: one that fails (its
 * Observable errors) does not end the others. Its failure is logged (`v1.SourceFailed`, the
 * message with secrets masked) and it starts again (resubscribes) after `restartDelay`, which
 * grows while it keeps failing without an event in between, so one that fails at once does not spin.
 */
export const mergeContained = (inputs: { readonly [name: string]: Observable<Sourced> }): Observable<Sourced> =>
  merge(...Object.entries(inputs).map(([name, input$]) => contained(name, input$)))

const contained = (name: string, input$: Observable<Sourced>): Observable<Sourced> =>
  defer(() => {
    // The failures, in their place: each is emitted when its error arrives, before the restart.
    const failures$ = new Subject<Sourced>()
    const restarted$ = input$.pipe(
      retry({
        delay: (error: unknown, failures) => {
          failures$.next({ event: { _tag: "v1.SourceFailed", source: name, message: messageOf(error) }, source: "system" })
          return timer(restartDelay(failures))
        },
        resetOnSuccess: true,
      }),
      finalize(() => failures$.complete()),
    )
    return merge(failures$, restarted$)
  })

const messageOf = (error: unknown): string => redactSecrets(error instanceof Error ? `${error.name}: ${error.message}` : String(error))
