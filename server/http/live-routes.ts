import type { FastifyInstance, FastifyReply } from "fastify"
import { liveFeed, READY_EVENT, type LiveMessage } from "../../schema/live"
import {
  availabilityChannel,
  ordersChannel,
  requestsChannel,
  staffChannel,
  tableChannelPrefixes,
  type LiveBus,
  type LiveEvent,
} from "../live/live-bus"
import { staffLiveFeed } from "../../schema/staff-api"
import type { StaffAccount, StaffAtVenue } from "../services/staff"
import { listFloorTables } from "../storage/floor-repo"
import { readAvailabilitySync } from "../storage/availability-repo"
import { BadRequest, LiveStreamsLimited } from "../../schema/errors"
import { visitOf } from "../services/visit-service"
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

/**
 * The SSE feeds: the diners' of schema/live.ts, one connection per tab carrying the table's orders
 * and staff requests and its venue's availability (three channels of the live bus, one position
 * order); and the staff screen's of schema/staff-api.ts, carrying every table of the venue, of
 * every visit, and the venue's own channels. Both are authenticated as their calls are, with the
 * Authorization header (the apps read them with fetch, streams/sse.ts, not EventSource).
 */
export const registerLiveRoutes = (app: FastifyInstance, deps: LiveRouteDeps): void => {
  const open = openStreams(deps)
  app.get(liveFeed.path, (request, reply) =>
    stream(
      deps,
      request.headers["last-event-id"],
      reply,
      () => open.admit(request.ip, deps.access.diner(request), (diner) => diner.identity.uid),
      async (diner) => {
        const { serviceArea } = diner
        const current = await readAvailabilitySync(deps.db, serviceArea.tenantId, serviceArea.venueId)
        // The table's feeds of the diner's own visit: nothing of an earlier or a later party's.
        const visit = await visitOf(deps.db, diner)
        return {
          channels: [
            ordersChannel(serviceArea.tenantId, serviceArea.id, visit.id),
            requestsChannel(serviceArea.tenantId, serviceArea.id, visit.id),
            availabilityChannel(serviceArea.tenantId, serviceArea.venueId),
          ],
          // The current document is the first availability snapshot, as a Firestore listener's would be.
          initial: current === null ? null : { kind: "availability", payload: current },
        }
      },
    ),
  )
  app.get(staffLiveFeed.path, (request, reply) =>
    stream(
      deps,
      request.headers["last-event-id"],
      reply,
      () => open.admit(request.ip, atVenue(deps.access.staff(request)), (staff) => staff.uid),
      async ({ venue }) => {
        // The venue's tables are read once, as the stream opens: a table added later is heard after a reconnect.
        const tables = await listFloorTables(deps.db, venue.id)
        return {
          channels: [availabilityChannel(venue.tenantId, venue.id), staffChannel(venue.tenantId, venue.id)],
          prefixes: tables.flatMap((table) => tableChannelPrefixes(venue.tenantId, table.id)),
          initial: null,
        }
      },
    ),
  )
}

/** The staff member at the path's venue: the feed's path names one, so access has put the member on its list. */
const atVenue = async (signedIn: Promise<StaffAccount | StaffAtVenue>): Promise<StaffAtVenue> => {
  const staff = await signedIn
  if (!("venue" in staff)) throw new Error("the staff feed's path names no venue")
  return staff
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
    /** Who signed in (a diner, a staff member), once counted; the stream's socket gives the place back when it closes. */
    admit: async <Who>(address: string, signedIn: Promise<Who>, userOf: (who: Who) => string): Promise<Admitted<Who>> => {
      const who = await signedIn
      const user = userOf(who)
      if ((byUser.get(user) ?? 0) >= deps.perUser)
        throw fail(
          LiveStreamsLimited,
          `You already have ${deps.perUser} live updates open. Close another tab of this venue, or try again in a moment.`,
        )
      if ((byAddress.get(address) ?? 0) >= deps.perAddress)
        throw fail(
          LiveStreamsLimited,
          `Too many live updates are open from your network (${deps.perAddress}). Please try again in a moment.`,
        )
      change(byUser, user, 1)
      change(byAddress, address, 1)
      let released = false
      const release = () => {
        if (released) return
        released = true
        change(byUser, user, -1)
        change(byAddress, address, -1)
      }
      return { who, release }
    },
  }
}

interface Admitted<Who> {
  readonly who: Who
  /** Gives the stream's place back (once). */
  readonly release: () => void
}

interface Feed {
  /** The live bus channels the connection carries, merged in position order. */
  readonly channels: ReadonlyArray<string>
  /** And every channel starting with one of these (each table's every visit: tableChannelPrefixes). */
  readonly prefixes?: ReadonlyArray<string>
  readonly initial: LiveMessage | null
}

const stream = async <Who>(
  deps: LiveRouteDeps,
  lastEventIdHeader: string | string[] | undefined,
  reply: FastifyReply,
  authorize: () => Promise<Admitted<Who>>,
  feedOf: (who: Who) => Promise<Feed> | Feed,
) => {
  let admitted: Admitted<Who>
  try {
    admitted = await authorize()
  } catch (error) {
    if (error instanceof Failure) return refuse(reply, error.error)
    throw error
  }
  const { who, release } = admitted
  const raw = reply.raw
  raw.once("close", release)
  let feed: Feed
  let lastEventId: number | null
  try {
    // Checked before the stream starts: a bad resume point is a 400 that holds no stream's place.
    lastEventId = await resumePoint(lastEventIdHeader, () => deps.live.latestSeq())
    feed = await feedOf(who)
  } catch (error) {
    release()
    if (error instanceof Failure) return refuse(reply, error.error)
    throw error
  }
  const { channels, initial } = feed
  const prefixes = feed.prefixes ?? []
  reply.hijack()
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  })
  // Events arriving while the missed ones are read are held, then sent in order, once each.
  let sentSeq = lastEventId ?? -1
  let catchingUp = true
  const held: LiveEvent[] = []
  const send = (event: LiveEvent) => {
    if (event.seq <= sentSeq) return
    sentSeq = event.seq
    raw.write(frameOf(event))
  }
  // Positions are global, so one `sentSeq` orders and de-duplicates all the channels at once.
  const listener = (event: LiveEvent) => (catchingUp ? held.push(event) : send(event))
  const unsubscribes = [
    ...channels.map((channel) => deps.live.subscribe(channel, listener)),
    ...prefixes.map((prefix) => deps.live.subscribeEveryVisit(prefix, listener)),
  ]
  const keepAlive = setInterval(() => raw.write(": keep-alive\n\n"), deps.keepAliveMs)
  raw.on("close", () => {
    clearInterval(keepAlive)
    for (const unsubscribe of unsubscribes) unsubscribe()
  })
  try {
    if (sentSeq >= 0) {
      // However long the absence: every kept event after the resume point, a page at a time.
      const missed = prefixes.length === 0 ? deps.live.since(channels, sentSeq) : deps.live.sinceMatching(channels, prefixes, sentSeq)
      for await (const event of missed) send(event)
    } else {
      sentSeq = await deps.live.latestSeq()
    }
  } catch (error) {
    // The database went away while the missed events were read (a restart, a failover). The
    // stream ends rather than stay open holding every later event: the client opens it again
    // from the last id it received, as after any drop, and misses nothing.
    reply.log.warn({ error: error instanceof Error ? error.message : String(error) }, "a live stream's catch-up failed; ending it")
    raw.end()
    return
  }
  raw.write(`id: ${sentSeq}\nevent: ${READY_EVENT}\ndata: {}\n\n`)
  if (initial !== null) raw.write(`event: ${initial.kind}\ndata: ${JSON.stringify(initial.payload)}\n\n`)
  catchingUp = false
  // Held events of different channels arrived in delivery order, which is position order.
  for (const event of held.splice(0)) send(event)
}

/**
 * An event as a stream sends it, encoded once for all its subscribers: hundreds of diners may
 * share a table's feed, and each delivery hands every one of them the same event object.
 */
const frameOf = (event: LiveEvent): Buffer => {
  let frame = frames.get(event)
  if (frame === undefined) {
    frame = Buffer.from(`id: ${event.seq}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.payload)}\n\n`)
    frames.set(event, frame)
  }
  return frame
}

const frames = new WeakMap<LiveEvent, Buffer>()

/**
 * The position a stream resumes after: null without the header; else a whole number no larger
 * than the newest position (the `ready` event's id), since an id this feed gave is never beyond
 * it. Anything else (1.5, 1e20, -1, a word, a position not reached yet) is refused, naming the header.
 */
export const resumePoint = async (header: string | string[] | undefined, latest: () => Promise<number>): Promise<number | null> => {
  if (header === undefined) return null
  const refused = (why: string) => fail(BadRequest, `Bad header Last-Event-ID: ${why}.`, "Last-Event-ID")
  if (typeof header !== "string" || !/^\d{1,16}$/.test(header) || !Number.isSafeInteger(Number(header)))
    throw refused("expected the id of an event of this feed, a whole number")
  const position = Number(header)
  const newest = await latest()
  if (position > newest) throw refused(`no event of this feed has the id ${position} yet (the newest is ${newest})`)
  return position
}
