import type { LoggedEvent } from "../schema/events"
import type { AppState } from "../src/domain/app-state"

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
  readonly state: AppState
}
