import { isDeepStrictEqual } from "node:util"
import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { keepingOf } from "../../schema/event-kinds"
import { DomainEvent, EventSource } from "../../schema/events"
import { fold } from "../../src/domain/app-state"
import { decodeStoredState } from "../../src/domain/state-schema"
import { createEventLog } from "../../streams/event-log"
import { decodeKeptTail } from "../../streams/log-tail-decoder"
import { sessionLogTail } from "../../streams/log-tail"
import { arbitraryOf } from "../support/arbitrary"
import { memoryEventStore } from "../support/memory-event-store"

// Events as storage gives them back (JSON has no -0): what a restore could ever see.
const events = arbitraryOf(DomainEvent, { maxArray: 2, maxString: 5 }).filter((event) =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(event)), event),
)
/** Several sources, each emitting its events in its own order. */
const sources = fc.array(fc.record({ source: arbitraryOf(EventSource), events: fc.array(events, { maxLength: 8 }) }), {
  minLength: 1,
  maxLength: 4,
})
/** Which source emits next, and whether the writer gets to store before it (batches of any size). */
const schedule = fc.array(fc.record({ pick: fc.nat(), storeFirst: fc.boolean() }), { maxLength: 40 })

describe("the event log under any interleaving of its sources (property)", () => {
  it("is one ordered log, and folding it at once equals folding from any snapshot onwards", async () => {
    await fc.assert(
      fc.asyncProperty(sources, schedule, fc.integer({ min: 1, max: 6 }), async (inputs, turns, snapshotEvery) => {
        const store = memoryEventStore()
        const log = createEventLog({ store, session: "p", now: () => 0, log: () => undefined, snapshotEvery, pauseMs: 60_000 })
        // Its twin is only written at the idle moments the schedule gives, and the page closes
        // before the rest is: what it kept in the tab's storage completes the log on reload.
        const idleMoments: Array<() => void> = []
        const tabStorage = new Map<string, string>()
        const tail = sessionLogTail(
          {
            getItem: (key) => tabStorage.get(key) ?? null,
            setItem: (key, value) => void tabStorage.set(key, value),
            removeItem: (key) => void tabStorage.delete(key),
          },
          () => undefined,
          decodeKeptTail,
        )
        const twinStore = memoryEventStore()
        const twin = createEventLog({
          store: twinStore,
          session: "p",
          now: () => 0,
          log: () => undefined,
          snapshotEvery,
          pauseMs: 60_000,
          scheduleWrite: (write) => void idleMoments.push(write),
          tail,
        })
        const queues = inputs.map((input) => ({ source: input.source, waiting: [...input.events] }))
        const appended: DomainEvent[] = []
        const emit = async (pick: number, storeFirst: boolean) => {
          const live = queues.filter((queue) => queue.waiting.length > 0)
          const queue = live[pick % Math.max(1, live.length)]
          const event = queue?.waiting.shift()
          if (queue === undefined || event === undefined) return false
          if (storeFirst) {
            await log.flush()
            idleMoments.splice(0).forEach((write) => write())
          }
          log.append(event, queue.source)
          twin.append(event, queue.source)
          appended.push(event)
          return true
        }
        for (const { pick, storeFirst } of turns) await emit(pick, storeFirst)
        while (await emit(0, false));
        await log.flush()

        // The screens saw every event at once, in the order the sources emitted them.
        expect(log.getState()).toEqual(fold(appended))
        // One log: seq strictly increasing; view state only folded is absent, and a search text kept only as its last value.
        const stored = await store.all("p")
        const seqs = stored.map((entry) => entry.seq)
        expect(seqs).toEqual([...seqs].sort((a, b) => a - b))
        expect(new Set(seqs).size).toBe(seqs.length)
        expect(stored.every(({ event }) => keepingOf(event) !== "skip")).toBe(true)
        const whole = fold(stored.map((entry) => entry.event))

        // From every point of the stored log: a snapshot stored (as JSON) and decoded, then the rest.
        for (let cut = 0; cut <= stored.length; cut++) {
          const snapshot = decodeStoredState(JSON.stringify(fold(stored.slice(0, cut).map((entry) => entry.event))))
          expect(Result.isSuccess(snapshot)).toBe(true)
          if (Result.isSuccess(snapshot))
            expect(
              fold(
                stored.slice(cut).map((entry) => entry.event),
                snapshot.success,
              ),
            ).toEqual(whole)
        }
        // And as a reload does it: the writer's own snapshot and the tail after it.
        const reloaded = createEventLog({ store, session: "p", now: () => 0, log: () => undefined })
        await reloaded.restore(5000)
        if (stored.length > 0) expect(reloaded.getState()).toEqual(whole)

        twin.keepTail()
        const twinReloaded = createEventLog({ store: twinStore, session: "p", now: () => 0, log: () => undefined, tail })
        await twinReloaded.restore(5000)
        expect(twinReloaded.getState()).toEqual(whole)
        await twinReloaded.flush()
        // The same stored facts. A search text typed on either side of a flush of the first log
        // is stored twice there, while the twin (never flushed) keeps only the later one.
        const facts = (entries: ReadonlyArray<{ readonly event: DomainEvent }>) =>
          entries.filter(({ event }) => keepingOf(event) === "store")
        const twinStored = await twinStore.all("p")
        expect(facts(twinStored)).toEqual(facts(stored))
        expect(twinStored.filter(({ event }) => keepingOf(event) === "coalesce").at(-1)).toEqual(
          stored.filter(({ event }) => keepingOf(event) === "coalesce").at(-1),
        )
      }),
      { numRuns: 60 },
    )
  })
})
