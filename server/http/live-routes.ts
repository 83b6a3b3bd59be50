import type { FastifyInstance, FastifyReply } from "fastify"
import { liveFeeds, READY_EVENT, type LiveMessage } from "../../schema/live"
import { availabilityChannel, ordersChannel, requestsChannel, type LiveBus, type LiveEvent } from "../live/live-bus"
import { readAvailabilitySync } from "../storage/availability-repo"
import { LiveStreamsLimited } from "../../schema/errors"
import type { Diner } from "../services/diner"
import { fail, Failure } from "../failure"
import type { Queryable } from "../storage/db"
import { refuse, type AccessChecks } from "./routes"

export interface LiveRouteDeps {
  readonly db: Queryable
  readonly live: LiveBus
  readonly access: AccessChecks
  /** How often an idle stream gets a comment line, so proxies keep it open. */
  readonly keepAliveMs: number
  /** Streams open at once per signed-in user and per client address; the next is refused (429). */
  readonly perUser: number
  readonly perAddress: number
}

/** The SSE feeds of schema/live.ts: a table's orders and staff requests, and its venue's availability. */
export const registerLiveRoutes = (app: FastifyInstance, deps: LiveRouteDeps): void => {
  const open = openStreams(deps)
  app.get(liveFeeds.orders.path, (request, reply) =>
    stream(deps, request.headers["last-event-id"], reply, () => open.admit(request.ip, deps.access.diner(request)), (diner) => ({ channel: ordersChannel(diner.serviceArea.tenantId, diner.serviceArea.id), initial: null })),
  )
  app.get(liveFeeds.requests.path, (request, reply) =>
    stream(deps, request.headers["last-event-id"], reply, () => open.admit(request.ip, deps.access.diner(request)), (diner) => ({ channel: requestsChannel(diner.serviceArea.tenantId, diner.serviceArea.id), initial: null })),
  )
  app.get(liveFeeds.availability.path, (request, reply) =>
    stream(deps, request.headers["last-event-id"], reply, () => open.admit(request.ip, deps.access.diner(request)), async (diner) => {
      const current = await readAvailabilitySync(deps.db, diner.serviceArea.tenantId, diner.serviceArea.venueId)
      return {
        channel: availabilityChannel(diner.serviceArea.tenantId, diner.serviceArea.venueId),
        // The current document is the feed's first snapshot, as a Firestore listener's would be.
        initial: current === null ? null : { kind: liveFeeds.availability.event, payload: current },
      }
    }),
  )
}

/**
 * Open streams counted per user and per address: each holds a socket and a subscription for
 * as long as the client likes, so one client (or one script) may not hold them all.
 */
const openStreams = (deps: LiveRouteDeps) => {
  const byUser = new Map<string, number>()
  const byAddress = new Map<string, number>()
  const change = (counts: Map<string, number>, key: string, by: number) => {
    const next = (counts.get(key) ?? 0) + by
    if (next <= 0) counts.delete(key)
    else counts.set(key, next)
  }
  return {
    /** The diner, once counted; the stream's socket gives the place back when it closes. */
    admit: async (address: string, signedIn: Promise<Diner>): Promise<Admitted> => {
      const diner = await signedIn
      const user = diner.identity.uid
      if ((byUser.get(user) ?? 0) >= deps.perUser) throw fail(LiveStreamsLimited, `You already have ${deps.perUser} live updates open. Close another tab of this venue, or try again in a moment.`)
      if ((byAddress.get(address) ?? 0) >= deps.perAddress) throw fail(LiveStreamsLimited, `Too many live updates are open from your network (${deps.perAddress}). Please try again in a moment.`)
      change(byUser, user, 1)
      change(byAddress, address, 1)
      let released = false
      const release = () => {
        if (released) return
        released = true
        change(byUser, user, -1)
        change(byAddress, address, -1)
      }
      return { diner, release }
    },
  }
}

interface Admitted {
  readonly diner: Diner
  /** Gives the stream's place back (once). */
  readonly release: () => void
}

interface Feed {
  readonly channel: string
  readonly initial: LiveMessage | null
}

const stream = async (
  deps: LiveRouteDeps,
  lastEventIdHeader: string | string[] | undefined,
  reply: FastifyReply,
  authorize: () => Promise<Admitted>,
  feedOf: (diner: Diner) => Promise<Feed> | Feed,
) => {
  let admitted: Admitted
  try {
    admitted = await authorize()
  } catch (error) {
    if (error instanceof Failure) return refuse(reply, error.error)
    throw error
  }
  const { diner, release } = admitted
  const raw = reply.raw
  raw.once("close", release)
  let feed: Feed
  try {
    feed = await feedOf(diner)
  } catch (error) {
    release()
    throw error
  }
  const { channel, initial } = feed
  const lastEventId = Number(typeof lastEventIdHeader === "string" ? lastEventIdHeader : NaN)
  reply.hijack()
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  })
  // Events arriving while the missed ones are read are held, then sent in order, once each.
  let sentSeq = Number.isFinite(lastEventId) ? lastEventId : -1
  let catchingUp = true
  const held: LiveEvent[] = []
  const send = (event: LiveEvent) => {
    if (event.seq <= sentSeq) return
    sentSeq = event.seq
    raw.write(`id: ${event.seq}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.payload)}\n\n`)
  }
  const unsubscribe = deps.live.subscribe(channel, (event) => (catchingUp ? held.push(event) : send(event)))
  const keepAlive = setInterval(() => raw.write(": keep-alive\n\n"), deps.keepAliveMs)
  raw.on("close", () => {
    clearInterval(keepAlive)
    unsubscribe()
  })
  if (sentSeq >= 0) {
    // However long the absence: every kept event after the resume point, a page at a time.
    for await (const event of deps.live.since(channel, sentSeq)) send(event)
  } else {
    sentSeq = await deps.live.latestSeq()
  }
  raw.write(`id: ${sentSeq}\nevent: ${READY_EVENT}\ndata: {}\n\n`)
  if (initial !== null) raw.write(`event: ${initial.kind}\ndata: ${JSON.stringify(initial.payload)}\n\n`)
  catchingUp = false
  for (const event of held.splice(0)) send(event)
}
