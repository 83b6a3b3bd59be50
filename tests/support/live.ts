import type { SseEvent } from "../../streams/sse"
import { openEventStream } from "../../streams/sse"

/** A live feed opened for a test: collects events and lets the test wait for one. */
export const listen = (url: string, headers: Record<string, string>, lastEventId: string | null = null) => {
  const controller = new AbortController()
  const events: SseEvent[] = []
  const waiters: Array<{ test: (event: SseEvent) => boolean; resolve: (event: SseEvent) => void }> = []
  const done = (async () => {
    try {
      for await (const event of openEventStream({ fetch, url, headers, lastEventId, signal: controller.signal })) {
        events.push(event)
        for (const waiter of waiters.filter((candidate) => candidate.test(event))) {
          waiters.splice(waiters.indexOf(waiter), 1)
          waiter.resolve(event)
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error
    }
  })()
  return {
    events,
    /** Settles when the stream ends (the server went away): with its error, or null. */
    ended: done.then(
      () => null,
      (error: unknown) => error,
    ),
    next: (test: (event: SseEvent) => boolean, timeoutMs = 10_000): Promise<SseEvent> => {
      const seen = events.find(test)
      if (seen !== undefined) return Promise.resolve(seen)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching live event within ${timeoutMs} ms; saw ${JSON.stringify(events)}`)),
          timeoutMs,
        )
        waiters.push({
          test,
          resolve: (event) => {
            clearTimeout(timer)
            resolve(event)
          },
        })
      })
    },
    close: async () => {
      controller.abort()
      await done
    },
  }
}

/**
 * A live feed followed as the app follows it: when the stream ends it is opened again with
 * the last event id seen, so `events` holds what the diner received across every connection.
 */
export const follow = (url: string, headers: () => Record<string, string>) => {
  const events: SseEvent[] = []
  let current: ReturnType<typeof listen> | null = null
  let stopped = false
  let reconnects = 0
  const lastId = () => [...events].reverse().find((event) => event.id !== null)?.id ?? null
  const running = (async () => {
    while (!stopped) {
      const feed = listen(url, headers(), lastId())
      current = feed
      const seenBefore = events.length
      await feed.ended
      events.push(...feed.events)
      current = null
      if (events.length === seenBefore && !stopped) await new Promise((resolve) => setTimeout(resolve, 200))
      if (!stopped) reconnects++
    }
  })()
  return {
    /** Every event received so far, the open connection's included. */
    events: () => [...events, ...(current?.events ?? [])],
    reconnects: () => reconnects,
    /** Drops the open connection, as a phone losing its network does; the feed opens again by itself. */
    drop: async () => {
      await current?.close()
    },
    stop: async () => {
      stopped = true
      await current?.close()
      await running
    },
  }
}
