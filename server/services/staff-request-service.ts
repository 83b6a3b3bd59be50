import { randomUUID } from "node:crypto"
import { RequestClosed, RequestKindRefused, RequestLimited, RequestNotFound } from "../../schema/errors"
import { fail } from "../failure"
import { ACKNOWLEDGED_SHOWN_MS, REQUEST_WINDOW_MS, REQUESTS_PER_WINDOW, type StaffRequest, type TableRequests } from "../../schema/staff-request"
import { requestsChannel, type LiveBus, type LiveEvent } from "../live/live-bus"
import type { Queryable, Transactional } from "../storage/db"
import {
  closeRequestsOfTable,
  countRequestsSince,
  findOpenRequest,
  findRequestKinds,
  insertRequest,
  listRequestsOfTable,
  lockRequest,
  lockTableForRequests,
  markAcknowledged,
} from "../storage/staff-requests-repo"
import type { Diner } from "./diner"

export { listAllRequests } from "../storage/staff-requests-repo"

/**
 * Staff requests of a table: made by its diners, acknowledged by staff, closed when the table
 * is settled. A second press of a kind that is still open answers the same request; a table
 * opens at most REQUESTS_PER_WINDOW new ones per window. Every change is pushed live.
 */

/** The table's requests a diner still sees: open ones, and those acknowledged lately. */
export const listTableRequests = async (db: Queryable, diner: Diner, now: number): Promise<TableRequests> => {
  const requests = await listRequestsOfTable(db, diner.serviceArea.id, now - ACKNOWLEDGED_SHOWN_MS)
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
  const { request, event } = await db.transaction(async (tx): Promise<{ request: StaffRequest; event: LiveEvent | null }> => {
    // One writer per table at a time: the open-request check and the count cannot race.
    await lockTableForRequests(tx, area.id)
    const open = await findOpenRequest(tx, area.id, kind.id)
    if (open !== null) return { request: open, event: null }
    if ((await countRequestsSince(tx, area.id, now - REQUEST_WINDOW_MS)) >= REQUESTS_PER_WINDOW) {
      throw fail(RequestLimited, `This table has called the staff ${REQUESTS_PER_WINDOW} times in the last 10 minutes. Someone will come soon; please wait a moment before asking again.`, "kind")
    }
    const created = await insertRequest(tx, { id: randomUUID(), tenantId: area.tenantId, serviceAreaId: area.id, kind, createdAt: now })
    return { request: created, event: await live.record(tx, requestsChannel(area.tenantId, area.id), "request", created) }
  })
  if (event !== null) live.announce(event)
  return request
}

/** Staff: "on the way". Acknowledging twice answers the request as it is; a closed one is refused. */
export const acknowledgeRequest = async (db: Transactional, live: LiveBus, requestId: string, now: number): Promise<StaffRequest> => {
  const { request, event } = await db.transaction(async (tx): Promise<{ request: StaffRequest; event: LiveEvent | null }> => {
    const locked = await lockRequest(tx, requestId)
    if (locked === null) throw fail(RequestNotFound, `No staff request has the id '${requestId}'.`, "requestId")
    const { request: current, tenantId } = locked
    if (current.status === "closed") throw fail(RequestClosed, "This request was closed when its table was settled.", "requestId")
    if (current.status === "acknowledged") return { request: current, event: null }
    const acknowledged = await markAcknowledged(tx, requestId, now)
    return { request: acknowledged, event: await live.record(tx, requestsChannel(tenantId, current.serviceAreaId), "request", acknowledged) }
  })
  if (event !== null) live.announce(event)
  return request
}

/** Closes a table's requests inside the caller's transaction (settling it); answers their live events. */
export const closeTableRequests = async (tx: Queryable, live: LiveBus, tenantId: string, serviceAreaId: string): Promise<ReadonlyArray<LiveEvent>> => {
  const closed = await closeRequestsOfTable(tx, serviceAreaId)
  const events: LiveEvent[] = []
  for (const request of closed) events.push(await live.record(tx, requestsChannel(tenantId, serviceAreaId), "request", request))
  return events
}
