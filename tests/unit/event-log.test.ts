import { randomUUID } from "node:crypto"
import { getRxStorageMemory } from "rxdb/plugins/storage-memory"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { DomainEvent } from "../../schema/events"
import type { EventStore } from "../../streams/event-store-interface"
import { createRxdbEventStore } from "../../src/store/rxdb-event-store"
import { fold } from "../../src/domain/app-state"
import { createEventLog } from "../../streams/event-log"
import { decodeKeptTail } from "../../streams/log-tail-decoder"
import { sessionLogTail, type TabStorage } from "../../streams/log-tail"
import { memoryEventStore } from "../support/memory-event-store"

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
const taps = (count: number): DomainEvent[] =>
  Array.from({ length: count }, (_, i) => ({ _tag: "v1.DrawerQuantityChanged", quantity: i + 2 }))

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
    for (const event of [...typing("hoppers"), { _tag: "v1.SectionSelected", sectionId: "section-kottu", forced: true } as const])
      first.append(event, "intent")
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
    const events: DomainEvent[] = [
      ...typing("rice"),
      { _tag: "v1.AvailabilitySyncSeen", key: "t/v", updatedAt: 10, type: "menu", acted: false },
    ]
    for (const event of events) first.append(event, "intent")
    await first.flush()
    // A snapshot that does not survive storage: JSON has no NaN, it comes back as null, which
    // is no number. (An older version's shape, or damaged storage, fails the same decode.)
    await store.saveSnapshot("s4", {
      seq: 3,
      state: { ...fold(events.slice(0, 4)), searchText: "stale", availabilitySeen: { "t/v": Number.NaN } },
    })

    const second = createEventLog({ store, session: "s4", now: () => 2, log: () => undefined })
    expect(await second.restore(5000)).toBe("restored")
    expect(second.getState()).toEqual(fold(events))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(
      /^the stored snapshot \(at event 3\) does not decode, so the whole log is folded instead: .*availabilitySeen/s,
    )
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

/** The browser's idle moments, run by hand: writes wait for them. */
const idleMoments = () => {
  const waiting: Array<() => void> = []
  return { scheduleWrite: (write: () => void) => void waiting.push(write), runAll: () => waiting.splice(0).forEach((write) => write()) }
}

/** A store that counts its writes. */
const countingStore = () => {
  const store = memoryEventStore()
  const writes: number[][] = []
  const counting: EventStore = {
    ...store,
    append: (session, events) => {
      writes.push(events.map((entry) => entry.seq))
      return store.append(session, events)
    },
  }
  return { store: counting, writes }
}

/** A tab's session storage, in memory. */
const tabStorage = (): TabStorage & { readonly items: Map<string, string> } => {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

describe("the log's writer", () => {
  it("writes when the page is idle, what gathered meanwhile in one batch, and everything at once on flush", async () => {
    const { store, writes } = countingStore()
    const idle = idleMoments()
    const log = createEventLog({ store, session: "w", now: () => 1, log: () => undefined, scheduleWrite: idle.scheduleWrite })
    for (const event of taps(3)) log.append(event, "intent")
    await Promise.resolve()
    expect(writes).toEqual([])
    idle.runAll()
    await vi.waitFor(() => expect(writes).toEqual([[0, 1, 2]]))
    for (const event of taps(2)) log.append(event, "intent")
    await log.flush() // no idle moment came: the flush writes them itself
    expect(writes).toEqual([
      [0, 1, 2],
      [3, 4],
    ])
    expect((await store.all("w")).map((entry) => entry.seq)).toEqual([0, 1, 2, 3, 4])
  })

  it("reports a write that fails and goes on writing", async () => {
    const messages: string[] = []
    const store = memoryEventStore()
    let failing = true
    const flaky: EventStore = {
      ...store,
      append: (session, events) => (failing ? Promise.reject(new Error("disk full")) : store.append(session, events)),
    }
    const log = createEventLog({ store: flaky, session: "f", now: () => 1, log: (message) => messages.push(message) })
    log.append({ _tag: "v1.SearchToggled", open: true }, "intent")
    await log.flush()
    failing = false
    log.append({ _tag: "v1.SearchToggled", open: false }, "intent")
    await log.flush()
    expect(messages).toEqual(["the event log could not be stored: disk full"])
    expect((await store.all("f")).map((entry) => entry.seq)).toEqual([1])
  })
})

describe("a reload before the idle write", () => {
  const closedBeforeIdle = async (store: EventStore, storage: TabStorage) => {
    const idle = idleMoments()
    const log = createEventLog({
      store,
      session: "r",
      now: () => 7,
      log: () => undefined,
      scheduleWrite: idle.scheduleWrite,
      tail: sessionLogTail(storage, () => undefined, decodeKeptTail),
    })
    for (const event of taps(2)) log.append(event, "intent")
    await log.flush() // stored: 0, 1
    log.append({ _tag: "v1.SearchTextChanged", text: "dhal" }, "intent") // still waiting for a pause in the typing
    for (const event of taps(3)) log.append(event, "http") // 2 (the text, released), 3, 4, 5: waiting for an idle moment
    log.keepTail() // pagehide: the page goes before the idle write
    return log
  }

  it("keeps the unwritten tail in the tab's storage, and the restore appends what the store lacks, then forgets it", async () => {
    const store = memoryEventStore()
    const storage = tabStorage()
    const closed = await closedBeforeIdle(store, storage)
    expect((await store.all("r")).map((entry) => entry.seq)).toEqual([0, 1])

    const reloaded = createEventLog({
      store,
      session: "r",
      now: () => 8,
      log: () => undefined,
      tail: sessionLogTail(storage, () => undefined, decodeKeptTail),
    })
    expect(await reloaded.restore(5000)).toBe("restored")
    expect(reloaded.getState()).toEqual(closed.getState())
    expect(storage.items.size).toBe(0)
    expect(reloaded.append({ _tag: "v1.SearchToggled", open: true }, "intent").seq).toBe(6)
    await reloaded.flush()
    const stored = await store.all("r")
    expect(stored.map(({ seq, at, source }) => [seq, at, source])).toEqual([
      [0, 7, "intent"],
      [1, 7, "intent"],
      [2, 7, "intent"],
      [3, 7, "http"],
      [4, 7, "http"],
      [5, 7, "http"],
      [6, 8, "intent"],
    ])
  })

  it("appends nothing twice when the store's own write finished after all", async () => {
    const store = memoryEventStore()
    const storage = tabStorage()
    const closed = await closedBeforeIdle(store, storage)
    await closed.flush() // the last write made it after pagehide
    const reloaded = createEventLog({
      store,
      session: "r",
      now: () => 8,
      log: () => undefined,
      tail: sessionLogTail(storage, () => undefined, decodeKeptTail),
    })
    await reloaded.restore(5000)
    await reloaded.flush()
    expect(reloaded.getState()).toEqual(closed.getState())
    expect((await store.all("r")).map((entry) => entry.seq)).toEqual([0, 1, 2, 3, 4, 5])
  })

  it("drops a kept tail that does not decode or belongs to another session, saying why for the first", async () => {
    const store = memoryEventStore()
    const storage = tabStorage()
    await closedBeforeIdle(store, storage)
    const [key, text] = [...storage.items][0] ?? ["", ""]
    const messages: string[] = []
    storage.setItem(key, text.replace('"seq":3', '"seq":"three"'))
    const damaged = createEventLog({
      store,
      session: "r",
      now: () => 8,
      log: () => undefined,
      tail: sessionLogTail(storage, (message) => messages.push(message), decodeKeptTail),
    })
    expect(await damaged.restore(5000)).toBe("restored")
    expect(damaged.getState().drawer.quantity).toBe(3) // the stored taps only
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/^the log's tail kept at the last reload does not decode and is dropped: .*seq/s)
    expect(storage.items.size).toBe(0)

    storage.setItem(key, text)
    const other = createEventLog({
      store,
      session: "another-tab",
      now: () => 8,
      log: () => undefined,
      tail: sessionLogTail(storage, () => undefined, decodeKeptTail),
    })
    expect(await other.restore(5000)).toBe("fresh")
  })
})

describe("the lazily opened store", () => {
  it("opens once, on first use, and keeps the order of what was written meanwhile", async () => {
    const { lazyEventStore } = await import("../../src/store/lazy-event-store")
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
    const { lazyEventStore } = await import("../../src/store/lazy-event-store")
    const log = createEventLog({ store: lazyEventStore(async () => null), session: "none", now: () => 5, log: () => undefined })
    log.append({ _tag: "v1.SearchToggled", open: true }, "intent")
    expect(await log.restore(100)).toBe("fresh")
    expect(log.getState().isSearchOpen).toBe(true)
  })
})
