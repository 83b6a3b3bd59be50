import { Result, Schema } from "effect"
import { createRxDatabase, type RxJsonSchema, type RxStorage } from "rxdb"
import { LoggedEvent } from "../../schema/events"
import { decodeStoredState } from "../domain/state-schema"
import type { EventStore, StoredSnapshot } from "../../streams/event-store-interface"

/**
 * The event log in RxDB: one collection of events (session, seq), one of snapshots (one per
 * session, overwritten). Documents read back are decoded with the event schema: a log written
 * by an older or broken version cannot slip an untyped value into the fold.
 */

interface EventDoc {
  id: string
  session: string
  seq: number
  at: number
  source: string
  event: object
}

interface SnapshotDoc {
  id: string
  seq: number
  /** The state as JSON text: stored as one string, a state holding a 2,000-dish menu costs a
   * few milliseconds to write instead of a walk over every field of it. */
  json: string
}

const eventSchema: RxJsonSchema<EventDoc> = {
  version: 0,
  primaryKey: "id",
  type: "object",
  properties: {
    id: { type: "string", maxLength: 120 },
    session: { type: "string", maxLength: 64 },
    seq: { type: "integer", minimum: 0, maximum: 1e12, multipleOf: 1 },
    at: { type: "number" },
    source: { type: "string" },
    event: { type: "object" },
  },
  required: ["id", "session", "seq", "at", "source", "event"],
  indexes: [["session", "seq"]],
}

const snapshotSchema: RxJsonSchema<SnapshotDoc> = {
  version: 0,
  primaryKey: "id",
  type: "object",
  properties: {
    id: { type: "string", maxLength: 64 },
    seq: { type: "integer", minimum: 0, maximum: 1e12, multipleOf: 1 },
    json: { type: "string" },
  },
  required: ["id", "seq", "json"],
}

const decodeEvent = Schema.decodeUnknownResult(LoggedEvent)

/**
 * One snapshot per session. It is read back through the state's schema: one written by an
 * older version, or damaged, does not decode and the log is folded from its start instead
 * (the events are the truth; a snapshot only saves time), so no version needs bumping by hand.
 */
const snapshotId = (session: string) => session

export const createRxdbEventStore = async (
  storage: RxStorage<unknown, unknown>,
  name: string,
  log: (message: string) => void,
): Promise<EventStore> => {
  const db = await createRxDatabase({ name, storage, multiInstance: false, eventReduce: false, closeDuplicates: true })
  // "statesnapshots": the first version's "snapshots" held the state as an object (see SnapshotDoc).
  const { events, statesnapshots: snapshots } = await db.addCollections({
    events: { schema: eventSchema },
    statesnapshots: { schema: snapshotSchema },
  })

  const read = async (session: string, afterSeq: number) => {
    const docs = await events.find({ selector: { session, seq: { $gt: afterSeq } }, sort: [{ seq: "asc" }] }).exec()
    const decoded: LoggedEvent[] = []
    for (const doc of docs) {
      const result = decodeEvent({ seq: doc.seq, at: doc.at, source: doc.source, event: doc.event })
      if (Result.isSuccess(result)) decoded.push(result.success)
      else log(`event ${doc.seq} of the stored log does not decode and is skipped: ${result.failure.message}`)
    }
    return decoded
  }

  return {
    load: async (session) => {
      const stored = await snapshots.findOne(snapshotId(session)).exec()
      const snapshot = stored === null ? null : decodedSnapshot(stored, log)
      return { snapshot, events: await read(session, snapshot?.seq ?? -1) }
    },
    append: async (session, logged) => {
      const result = await events.bulkInsert(
        logged.map((entry) => ({
          id: `${session}:${entry.seq}`,
          session,
          seq: entry.seq,
          at: entry.at,
          source: entry.source,
          event: entry.event,
        })),
      )
      if (result.error.length > 0) log(`${result.error.length} events could not be stored`)
    },
    saveSnapshot: async (session, snapshot) => {
      await snapshots.upsert({ id: snapshotId(session), seq: snapshot.seq, json: JSON.stringify(snapshot.state) })
    },
    all: (session) => read(session, -1),
    close: async () => {
      await db.close()
    },
  }
}

const decodedSnapshot = (
  stored: { readonly seq: number; readonly json: string },
  log: (message: string) => void,
): StoredSnapshot | null => {
  const state = decodeStoredState(stored.json)
  if (Result.isSuccess(state)) return { seq: stored.seq, state: state.success }
  log(`the stored snapshot (at event ${stored.seq}) does not decode, so the whole log is folded instead: ${state.failure}`)
  return null
}
