import type { EventStore } from "../../streams/event-store-interface"

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
