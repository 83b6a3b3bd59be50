import pg from "pg"
import { listenForLiveEvents } from "../storage/live-events-repo"
import type { LiveBus } from "./live-bus"

export interface CrossInstanceFeed {
  stop(): Promise<void>
}

/** How the LISTEN connection names itself to PostgreSQL (pg_stat_activity). */
export const LISTENER_NAME = "tableside-live-listener"

/** Waits between reconnects of the LISTEN connection: doubling from the first to the last. */
const BACK_OFF_MS = { first: 100, last: 5_000 }

/** Wait before reading the new events again after a read failed. */
const RETRY_READ_MS = 500

/**
 * Makes several instances on one PostgreSQL one server for live subscribers. A dedicated
 * connection LISTENs for the NOTIFY each writing transaction sends on commit; on each, and
 * when this instance's own writes `announce`, it reads every event after the last one it
 * delivered, in position order (live-events-repo.ts hands positions out in commit order), and
 * delivers them to this instance's subscribers. When the connection drops it reconnects with
 * back-off and catches up from the table, so a drop delays events but loses none.
 */
export const feedAcrossInstances = async (url: string, live: LiveBus, log: (message: string) => void): Promise<CrossInstanceFeed> => {
  let delivered = await live.latestSeq()
  let stopped = false
  let client: pg.Client | null = null
  let reconnectTimer: NodeJS.Timeout | null = null
  let backOff = BACK_OFF_MS.first

  // One catch-up at a time; a wake during one asks for another pass after it.
  let reading: Promise<void> | null = null
  let again = false
  let retryTimer: NodeJS.Timeout | null = null
  const catchUp = (): Promise<void> => {
    if (reading !== null) {
      again = true
      return reading
    }
    reading = (async () => {
      do {
        again = false
        for await (const event of live.since(null, delivered)) {
          delivered = event.seq
          live.deliver(event)
        }
      } while (again && !stopped)
    })()
      .catch((error: unknown) => {
        // The database is away (a restart, a failover): read again shortly, whatever asked for
        // this pass, so an event committed before the drop whose notice was lost still arrives.
        log(`live events: reading the new ones failed (${message(error)}); trying again in ${RETRY_READ_MS} ms`)
        if (!stopped && retryTimer === null) {
          retryTimer = setTimeout(() => {
            retryTimer = null
            void catchUp()
          }, RETRY_READ_MS)
        }
      })
      .finally(() => {
        reading = null
      })
    return reading
  }

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: LISTENER_NAME })
    next.on("notification", () => void catchUp())
    next.on("error", (error) => dropped(next, error))
    next.on("end", () => dropped(next, new Error("connection ended")))
    await next.connect()
    await listenForLiveEvents(next)
    client = next
    backOff = BACK_OFF_MS.first
    // What was committed while no one listened.
    await catchUp()
  }

  const dropped = (which: pg.Client, error: Error) => {
    if (stopped || client !== which) return
    client = null
    void which.end().catch(() => undefined)
    log(`live events: the LISTEN connection dropped (${error.message}); reconnecting`)
    scheduleReconnect()
  }

  const scheduleReconnect = () => {
    if (stopped || reconnectTimer !== null) return
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null
      connect().catch((error: unknown) => {
        log(`live events: reconnecting failed (${message(error)}); trying again in ${backOff} ms`)
        scheduleReconnect()
      })
    }, backOff)
    backOff = Math.min(backOff * 2, BACK_OFF_MS.last)
  }

  live.deliverFromElsewhere(() => void catchUp())
  await connect()
  return {
    stop: async () => {
      stopped = true
      if (reconnectTimer !== null) clearTimeout(reconnectTimer)
      if (retryTimer !== null) clearTimeout(retryTimer)
      const open = client
      client = null
      await open?.end().catch(() => undefined)
      await reading
    },
  }
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error))
