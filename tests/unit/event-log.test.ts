import { randomUUID } from "node:crypto"
import { getRxStorageMemory } from "rxdb/plugins/storage-memory"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { DomainEvent } from "../../schema/events"
import type { EventStore } from "../../streams/event-store"
import { createRxdbEventStore } from "../../src/store/rxdb-event-store"
import { fold } from "../../src/domain/venue-state"
import { createEventLog } from "../../streams/event-log"

const stores: EventStore[] = []
const newStore = async (log: (message: string) => void = () => undefined) => {
  const store = await createRxdbEventStore(getRxStorageMemory(), `log${randomUUID().replace(/-/g, "").slice(0, 12)}`, log)
  stores.push(store)
  return store
}
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()))
})

const typing = (text: string): DomainEvent[] => [...text].map((_, i) => ({ _tag: "v1.SearchTextChanged", text: text.slice(0, i + 1) }))
/** Taps on the drawer's quantity: choices, each stored at once. */
const taps = (count: number): DomainEvent[] => Array.from({ length: count }, (_, i) => ({ _tag: "v1.DrawerQuantityChanged", quantity: i + 2 }))

describe("the event log", () => {
  it("folds each event at once and stores them in order", async () => {
    const store = await newStore()
    const log = createEventLog({ store, session: "s1", now: () => 42, log: () => undefined })
    for (const event of taps(5)) log.append(event, "intent")
    expect(log.getState().drawer.quantity).toBe(6)
    await log.flush()
    const stored = await store.all("s1")
    expect(stored.map((entry) => entry.seq)).toEqual([0, 1, 2, 3, 4])
    expect(stored[4]).toEqual({ seq: 4, at: 42, source: "intent", event: { _tag: "v1.DrawerQuantityChanged", quantity: 6 } })
  })

  it("shows every keystroke and scroll at once, stores the search text after a pause and no section the scroll passes", async () => {
    const store = await newStore()
    const log = createEventLog({ store, session: "s5", now: () => 1, log: () => undefined, pauseMs: 20 })
    for (const event of typing("kot")) log.append(event, "intent")
    log.append({ _tag: "v1.SectionSelected", sectionId: "section-rice", forced: false }, "intent")
    expect(log.getState()).toMatchObject({ searchText: "kot", selectedSection: "section-rice" })
    for (const event of typing("kottu").slice(3)) log.append(event, "intent")
    await vi.waitFor(async () => expect((await store.all("s5")).map((entry) => entry.seq)).toEqual([2, 5]))
    log.append({ _tag: "v1.SectionSelected", sectionId: "section-kottu", forced: true }, "intent") // a tapped tab
    log.append({ _tag: "v1.SearchTextChanged", text: "kottu r" }, "intent")
    log.append({ _tag: "v1.SearchToggled", open: false }, "intent") // the waiting text goes first
    await log.flush()
    const stored = await store.all("s5")
    expect(stored.map(({ seq, event }) => [seq, event._tag === "v1.SearchTextChanged" ? event.text : event._tag])).toEqual([
      [2, "kot"],
      [5, "kottu"],
      [6, "v1.SectionSelected"],
      [7, "kottu r"],
      [8, "v1.SearchToggled"],
    ])
  })

  it("restores a session to the same state, from a snapshot plus the tail, and goes on numbering", async () => {
    const store = await newStore()
    const first = createEventLog({ store, session: "s2", now: () => 1, log: () => undefined, snapshotEvery: 4 })
    for (const event of [...typing("hoppers"), { _tag: "v1.SectionSelected", sectionId: "section-kottu", forced: true } as const]) first.append(event, "intent")
    await first.flush()
    const { snapshot, events } = await store.load("s2")
    expect(snapshot?.seq).toBe(7)
    expect(events).toEqual([])

    const second = createEventLog({ store, session: "s2", now: () => 2, log: () => undefined, snapshotEvery: 4 })
    expect(await second.restore(5000)).toBe("restored")
    expect(second.getState()).toEqual(first.getState())
    expect(second.append({ _tag: "v1.SearchToggled", open: true }, "intent").seq).toBe(8)
  })

  it("folds the whole log when the stored snapshot does not decode, and goes on from there", async () => {
    const warnings: string[] = []
    const store = await newStore((message) => warnings.push(message))
    const first = createEventLog({ store, session: "s4", now: () => 1, log: () => undefined, snapshotEvery: 1000 })
    const events: DomainEvent[] = [...typing("rice"), { _tag: "v1.AvailabilitySyncSeen", key: "t/v", updatedAt: 10, type: "menu", acted: false }]
    for (const event of events) first.append(event, "intent")
    await first.flush()
    // A snapshot that does not survive storage: JSON has no NaN, it comes back as null, which
    // is no number. (An older version's shape, or damaged storage, fails the same decode.)
    await store.saveSnapshot("s4", { seq: 3, state: { ...fold(events.slice(0, 4)), searchText: "stale", availabilitySeen: { "t/v": Number.NaN } } })

    const second = createEventLog({ store, session: "s4", now: () => 2, log: () => undefined })
    expect(await second.restore(5000)).toBe("restored")
    expect(second.getState()).toEqual(fold(events))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/^the stored snapshot \(at event 3\) does not decode, so the whole log is folded instead: .*availabilitySeen/s)
    expect(second.append({ _tag: "v1.SearchToggled", open: true }, "intent").seq).toBe(5)
    expect(second.getState()).toMatchObject({ searchText: "rice", isSearchOpen: true, availabilitySeen: { "t/v": 10 } })
  })

  it("starts a session of another tab clean", async () => {
    const store = await newStore()
    const tab = createEventLog({ store, session: "tab-a", now: () => 1, log: () => undefined })
    tab.append({ _tag: "v1.SearchTextChanged", text: "tea" }, "intent")
    await tab.flush()
    const other = createEventLog({ store, session: "tab-b", now: () => 1, log: () => undefined })
    expect(await other.restore(5000)).toBe("fresh")
    expect(other.getState().searchText).toBe("")
  })

  it("gives up restoring after the timeout, and starts fresh under a new session", async () => {
    const hanging: EventStore = {
      load: () => new Promise(() => undefined),
      append: async () => undefined,
      saveSnapshot: async () => undefined,
      all: async () => [],
      close: async () => undefined,
    }
    const messages: string[] = []
    const log = createEventLog({ store: hanging, session: "s3", now: () => 99, log: (message) => messages.push(message) })
    expect(await log.restore(30)).toBe("timed-out")
    expect(log.session()).toBe("s3.99")
    expect(messages).toEqual(["restoring the session took over 30 ms: starting fresh"])
    expect(log.append({ _tag: "v1.SearchToggled", open: true }, "intent").seq).toBe(0)
  })
})

describe("the lazily opened store", () => {
  it("opens once, on first use, and keeps the order of what was written meanwhile", async () => {
    const { lazyEventStore } = await import("../../src/store/event-store")
    let opened = 0
    const real = await newStore()
    const lazy = lazyEventStore(async () => {
      opened++
      return real
    })
    expect(opened).toBe(0)
    const log = createEventLog({ store: lazy, session: "lazy", now: () => 5, log: () => undefined })
    for (const event of taps(3)) log.append(event, "intent")
    await log.flush()
    expect(opened).toBe(1)
    expect((await real.all("lazy")).map((entry) => entry.seq)).toEqual([0, 1, 2])
  })

  it("keeps the log in memory when the store cannot open", async () => {
    const { lazyEventStore } = await import("../../src/store/event-store")
    const log = createEventLog({ store: lazyEventStore(async () => null), session: "none", now: () => 5, log: () => undefined })
    log.append({ _tag: "v1.SearchToggled", open: true }, "intent")
    expect(await log.restore(100)).toBe("fresh")
    expect(log.getState().isSearchOpen).toBe(true)
  })
})
