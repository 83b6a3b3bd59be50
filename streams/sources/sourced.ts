import { map, type OperatorFunction } from "rxjs"
import type { DomainEvent, EventSource } from "../../schema/events"

/** An event on its way to the log's writer, with where it came from. */
export interface Sourced {
  readonly event: DomainEvent
  readonly source: EventSource
}

/** Marks every event of a stream as coming from `source`. */
export const from = (source: EventSource): OperatorFunction<DomainEvent, Sourced> => map((event) => ({ event, source }))
