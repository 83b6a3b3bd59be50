import type { LoggedEvent } from "../../schema/events"
import type { VenueState } from "../domain/venue-state"

/**
 * Where a tab session's event log and its snapshots are kept. RxDB implements it (IndexedDB
 * through Dexie in the browser, memory in tests); the log writer only knows this interface.
 */
export interface EventStore {
  /** The latest snapshot of the session (null if none) and the events after it, in order. */
  load(session: string): Promise<{ readonly snapshot: StoredSnapshot | null; readonly events: ReadonlyArray<LoggedEvent> }>
  append(session: string, events: ReadonlyArray<LoggedEvent>): Promise<void>
  saveSnapshot(session: string, snapshot: StoredSnapshot): Promise<void>
  /** Every event of the session, for export. */
  all(session: string): Promise<ReadonlyArray<LoggedEvent>>
  close(): Promise<void>
}

export interface StoredSnapshot {
  /** The seq of the last event folded into `state`. */
  readonly seq: number
  readonly state: VenueState
}

/**
 * A store opened on first use: the database code loads off the first paint, and everything
 * written meanwhile waits for it, in order. If it cannot open, the log stays in memory.
 */
export const lazyEventStore = (open: () => Promise<EventStore | null>): EventStore => {
  let opening: Promise<EventStore | null> | null = null
  const store = () => (opening ??= open())
  const empty = { snapshot: null, events: [] }
  return {
    load: async (session) => (await store())?.load(session) ?? empty,
    append: async (session, events) => (await store())?.append(session, events),
    saveSnapshot: async (session, snapshot) => (await store())?.saveSnapshot(session, snapshot),
    all: async (session) => (await store())?.all(session) ?? [],
    close: async () => (await store())?.close(),
  }
}
