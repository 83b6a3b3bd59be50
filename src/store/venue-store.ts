import { BehaviorSubject, type Observable } from "rxjs"
import type { DomainEvent, EventSource, LoggedEvent } from "../../schema/events"
import { initialVenueState, reduce, type VenueState } from "../domain/venue-state"
import type { Rpc } from "../../streams/rpc"
import { loadVenue } from "../../streams/venue-load"

/**
 * The client's one store: every event is appended to the log, and the state is the fold of
 * the log. Screens read `state$` and call intents; they never fetch. (The log is in memory
 * in this slice; the RxDB log and replay arrive with the event-log issue.)
 */
export interface VenueStore {
  readonly state$: Observable<VenueState>
  readonly getState: () => VenueState
  readonly log: () => ReadonlyArray<LoggedEvent>
  /** Intent: the diner opened a table's QR link. */
  readonly openVenue: (qrCode: string) => Promise<void>
}

export interface VenueStoreDeps {
  readonly rpc: Rpc
  readonly now: () => number
}

export const createVenueStore = ({ rpc, now }: VenueStoreDeps): VenueStore => {
  const state = new BehaviorSubject<VenueState>(initialVenueState)
  const events: LoggedEvent[] = []

  const append = (event: DomainEvent, source: EventSource) => {
    events.push({ seq: events.length, at: now(), source, event })
    state.next(reduce(state.value, event))
  }

  return {
    state$: state.asObservable(),
    getState: () => state.value,
    log: () => events,
    openVenue: async (qrCode) => {
      for await (const event of loadVenue(rpc, qrCode)) append(event, event._tag === "v1.VenueLoadStarted" ? "intent" : "http")
    },
  }
}
