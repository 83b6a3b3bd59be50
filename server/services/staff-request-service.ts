import { randomUUID } from "node:crypto"
import { NotAtTable, RequestClosed, RequestKindRefused, RequestLimited, RequestNotFound } from "../../schema/errors"
import { fail } from "../failure"
import { announcing, committedThenAnnounced, type Announced } from "./announced"
import {
  ACKNOWLEDGED_SHOWN_MS,
  PRESENCE_HOURS,
  REQUEST_WINDOW_MS,
  REQUESTS_PER_DINER,
  REQUESTS_PER_WINDOW,
  type StaffRequest,
  type TableRequests,
} from "../../schema/staff-request"
import { requestsChannel, type LiveBus, type LiveEvent } from "../live/live-bus"
import type { Queryable, Transactional } from "../storage/db"
import {
  closeRequestsOfTable,
  countRequestsSince,
  findOpenRequest,
  findRequestKinds,
  insertRequest,
  isAtTable,
  listRequestsOfVisit,
  lockRequest,
  lockTableForRequests,
  markAcknowledged,
  recordTablePass,
} from "../storage/staff-requests-repo"
import type { Diner } from "./diner"
import { openVisitFor, visitOf } from "./visit-service"
import { findVenueOfArea } from "../storage/staff-repo"
import { actsAt, recordAction, type Actor } from "./staff-actions"

export { listAllRequests } from "../storage/staff-requests-repo"

/**
 * Staff requests of a table: made by its diners, acknowledged by staff, closed when the table
 * is settled. A second press of a kind that is still open answers the same request; a table
 * opens at most REQUESTS_PER_WINDOW new ones per window, one diner REQUESTS_PER_DINER of them.
 * Only a diner with a cart, an order or a pass at the table lately may call (NotAtTable): the
 * pass is given as the app reads the table's requests, on every screen with the "Call staff"
 * button, so an account cannot call staff at a table it never opened. It proves no more than
 * the QR code does (anyone holding the code can open the table). Every change is pushed live.
 */

/** The requests of the diner's visit they still see: open ones, and those acknowledged lately. Reading them is the diner's pass to call staff here. */
export const listTableRequests = async (db: Queryable, diner: Diner, now: number): Promise<TableRequests> => {
  await recordTablePass(db, diner.identity.uid, diner.serviceArea.id)
  const requests = await listRequestsOfVisit(db, (await visitOf(db, diner)).id, now - ACKNOWLEDGED_SHOWN_MS)
  return { kinds: await findRequestKinds(db, diner.serviceArea.venueId), requests }
}

export const createRequest = async (db: Transactional, live: LiveBus, diner: Diner, kindId: string, now: number): Promise<StaffRequest> => {
  const kinds = await findRequestKinds(db, diner.serviceArea.venueId)
  const kind = kinds.find((candidate) => candidate.id === kindId)
  if (kind === undefined) {
    const offered = kinds.map((candidate) => candidate.id).join(", ")
    throw fail(RequestKindRefused, `This venue takes no '${kindId}' requests${offered === "" ? "" : `; it takes: ${offered}`}.`, "kind")
  }
  const area = diner.serviceArea
  const uid = diner.identity.uid
  if (!(await isAtTable(db, uid, area.id, PRESENCE_HOURS))) {
    throw fail(NotAtTable, `Staff are called from this table's menu, cart or bill: please open the table's page (scan its QR code) first.`)
  }
  return committedThenAnnounced(db, live, async (tx): Promise<Announced<StaffRequest>> => {
    // One writer per table at a time: the open-request check and the count cannot race.
    await lockTableForRequests(tx, area.id)
    // A settled table's diner calls staff for a new visit once they start a new order.
    const visit = await openVisitFor(tx, diner)
    const open = await findOpenRequest(tx, area.id, kind.id)
    if (open !== null) return announcing(open)
    const recent = await countRequestsSince(tx, area.id, uid, now - REQUEST_WINDOW_MS)
    if (recent.table >= REQUESTS_PER_WINDOW) {
      throw fail(
        RequestLimited,
        `This table has called the staff ${REQUESTS_PER_WINDOW} times in the last 10 minutes. Someone will come soon; please wait a moment before asking again.`,
        "kind",
      )
    }
    if (recent.diner >= REQUESTS_PER_DINER) {
      throw fail(
        RequestLimited,
        `You have called the staff ${REQUESTS_PER_DINER} times in the last 10 minutes. Someone will come soon; please wait a moment before asking again.`,
        "kind",
      )
    }
    const created = await insertRequest(tx, {
      id: randomUUID(),
      uid,
      tenantId: area.tenantId,
      serviceAreaId: area.id,
      visitId: visit.id,
      kind,
      createdAt: now,
    })
    return announcing(created, await live.record(tx, requestsChannel(area.tenantId, area.id, visit.id), "request", created))
  })
}

/**
 * Staff: "on the way". Acknowledging twice answers the request as it is; a closed one is refused.
 * The acknowledgement is recorded with its actor (a request of another venue than a staff
 * member's is not found).
 */
export const acknowledgeRequest = async (
  db: Transactional,
  live: LiveBus,
  requestId: string,
  now: number,
  actor: Actor,
): Promise<StaffRequest> => {
  return committedThenAnnounced(db, live, async (tx): Promise<Announced<StaffRequest>> => {
    const locked = await lockRequest(tx, requestId)
    const venue = locked === null ? null : await findVenueOfArea(tx, locked.request.serviceAreaId)
    if (locked === null || venue === null || !actsAt(actor, venue.id))
      throw fail(RequestNotFound, `No staff request has the id '${requestId}'.`, "requestId")
    const { request: current, tenantId, visitId } = locked
    if (current.status === "closed") throw fail(RequestClosed, "This request was closed when its table was settled.", "requestId")
    if (current.status === "acknowledged") return announcing(current)
    const acknowledged = await markAcknowledged(tx, requestId, now)
    return announcing(
      acknowledged,
      await live.record(tx, requestsChannel(tenantId, current.serviceAreaId, visitId), "request", acknowledged),
      await recordAction(tx, live, actor, venue, "acknowledge", requestId, current.label),
    )
  })
}

/** Closes a table's requests inside the caller's transaction (settling its visit); answers their live events, on that visit's feed. */
export const closeTableRequests = async (
  tx: Queryable,
  live: LiveBus,
  tenantId: string,
  serviceAreaId: string,
  visitId: string,
): Promise<ReadonlyArray<LiveEvent>> => {
  const closed = await closeRequestsOfTable(tx, serviceAreaId)
  const events: LiveEvent[] = []
  for (const request of closed) events.push(await live.record(tx, requestsChannel(tenantId, serviceAreaId, visitId), "request", request))
  return events
}
