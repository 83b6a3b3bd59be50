import { Result } from "effect"
import type { LoggedEvent } from "../../schema/events"
import { decodeStoredState } from "../../src/domain/state-schema"
import type { EventStore, StoredSnapshot } from "../../streams/event-store-interface"

/**
 * An EventStore in memory for unit and property tests. Like the RxDB one it keeps a snapshot
 * as JSON text and reads it back through the state's schema (a snapshot that does not decode
 * is dropped and the log folded from the start), so what is restored went through storage.
 */
export const memoryEventStore = (): EventStore => {
  const events = new Map<string, LoggedEvent[]>()
  const snapshots = new Map<string, { readonly seq: number; readonly json: string }>()
  const after = (session: string, seq: number) =>
    (events.get(session) ?? []).filter((entry) => entry.seq > seq).sort((a, b) => a.seq - b.seq)
  return {
    load: async (session) => {
      const stored = snapshots.get(session)
      const state = stored === undefined ? null : decodeStoredState(stored.json)
      const snapshot: StoredSnapshot | null =
        stored === undefined || state === null || Result.isFailure(state) ? null : { seq: stored.seq, state: state.success }
      return { snapshot, events: after(session, snapshot?.seq ?? -1) }
    },
    append: async (session, logged) => {
      events.set(session, [...(events.get(session) ?? []), ...logged])
    },
    saveSnapshot: async (session, snapshot) => {
      snapshots.set(session, { seq: snapshot.seq, json: JSON.stringify(snapshot.state) })
    },
    all: async (session) => after(session, -1),
    close: async () => undefined,
  }
}
