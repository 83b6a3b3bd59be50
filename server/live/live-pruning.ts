import type { Queryable } from "../storage/db"
import { pruneLiveEvents } from "../storage/live-events-repo"

/** How long live events are kept for streams to resume from: a long service, and a night. */
const LIVE_EVENTS_KEPT_SECONDS = 24 * 60 * 60

const EVERY_MS = 10 * 60 * 1000

/**
 * Drops live events older than a day, every ten minutes (each instance: the delete is the
 * same whoever runs it). Without it live_events only grows.
 */
export const pruneLiveEventsDaily = (db: Queryable, log: (message: string) => void): { stop(): void } => {
  const timer = setInterval(() => {
    pruneLiveEvents(db, LIVE_EVENTS_KEPT_SECONDS).catch((error: unknown) =>
      log(`live events: pruning failed (${error instanceof Error ? error.message : String(error)})`),
    )
  }, EVERY_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
