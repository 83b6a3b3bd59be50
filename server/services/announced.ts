import type { LiveBus, LiveEvent } from "../live/live-bus"
import type { Queryable, Transactional } from "../storage/db"

/** What a change the live feeds hear of answers: its answer, and the events it recorded (LiveBus.record) in its transaction. */
export interface Announced<A> {
  readonly answer: A
  readonly events: ReadonlyArray<LiveEvent>
}

/**
 * The one "commit, then announce" of every service: `work` runs in one transaction and records
 * its live events there; they are announced only once that transaction is committed, so no
 * feed ever hears of a change that was rolled back. (A keyed change announces through
 * exactlyOnceAnnounced, which also stays silent for a repeated key.)
 */
export const committedThenAnnounced = async <A>(
  db: Transactional,
  live: LiveBus,
  work: (tx: Queryable) => Promise<Announced<A>>,
): Promise<A> => {
  const { answer, events } = await db.transaction(work)
  for (const event of events) live.announce(event)
  return answer
}

/** A change with nothing to announce, or with its one event. */
export const announcing = <A>(answer: A, ...events: ReadonlyArray<LiveEvent | null>): Announced<A> => ({
  answer,
  events: events.filter((event): event is LiveEvent => event !== null),
})
