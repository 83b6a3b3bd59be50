import { randomUUID } from "node:crypto"
import { RequestClosed, RequestKindRefused, RequestLimited, RequestNotFound } from "../../schema/errors"
import { fail } from "../failure"
import { Schema } from "effect"
import {
  ACKNOWLEDGED_SHOWN_MS,
  REQUEST_WINDOW_MS,
  REQUESTS_PER_WINDOW,
  StaffRequestKind,
  type StaffRequest,
  type StaffRequestWithTable,
  type TableRequests,
} from "../../schema/staff-request"
import { requestsChannel, type LiveBus, type LiveEvent } from "../live/live-bus"
import type { Queryable, Transactional } from "../storage/db"
import type { Diner } from "./diner"

/**
 * Staff requests of a table: made by its diners, acknowledged by staff, closed when the table
 * is settled. A second press of a kind that is still open answers the same request; a table
 * opens at most REQUESTS_PER_WINDOW new ones per window. Every change is pushed live.
 */

interface RequestRow {
  id: string
  service_area_id: string
  kind: string
  label: string
  status: "open" | "acknowledged" | "closed"
  created_at: Date | string
  acknowledged_at: Date | string | null
}

const columns = "r.id, r.service_area_id, r.kind, r.label, r.status, r.created_at, r.acknowledged_at"

const toRequest = (row: RequestRow): StaffRequest => ({
  id: row.id,
  serviceAreaId: row.service_area_id,
  kind: row.kind,
  label: row.label,
  status: row.status,
  createdAt: new Date(row.created_at).getTime(),
  acknowledgedAt: row.acknowledged_at === null ? null : new Date(row.acknowledged_at).getTime(),
})

const decodeKinds = Schema.decodeUnknownSync(Schema.Array(StaffRequestKind))
const at = (ms: number) => new Date(ms).toISOString()

export const requestKindsOf = async (db: Queryable, venueId: string): Promise<ReadonlyArray<StaffRequestKind>> => {
  const [row] = await db.query<{ staff_request_kinds: unknown }>("select staff_request_kinds from venues where id = $1", [venueId])
  return row === undefined ? [] : decodeKinds(row.staff_request_kinds)
}

/** The table's requests a diner still sees: open ones, and those acknowledged lately. */
export const listTableRequests = async (db: Queryable, diner: Diner, now: number): Promise<TableRequests> => {
  const rows = await db.query<RequestRow>(
    `select ${columns} from staff_requests r
      where r.service_area_id = $1 and (r.status = 'open' or (r.status = 'acknowledged' and r.acknowledged_at > $2::timestamptz))
      order by r.created_at, r.id`,
    [diner.serviceArea.id, at(now - ACKNOWLEDGED_SHOWN_MS)],
  )
  return { kinds: await requestKindsOf(db, diner.serviceArea.venueId), requests: rows.map(toRequest) }
}

export const createRequest = async (db: Transactional, live: LiveBus, diner: Diner, kindId: string, now: number): Promise<StaffRequest> => {
  const kinds = await requestKindsOf(db, diner.serviceArea.venueId)
  const kind = kinds.find((candidate) => candidate.id === kindId)
  if (kind === undefined) {
    const offered = kinds.map((candidate) => candidate.id).join(", ")
    throw fail(RequestKindRefused, `This venue takes no '${kindId}' requests${offered === "" ? "" : `; it takes: ${offered}`}.`, "kind")
  }
  const area = diner.serviceArea
  const { request, event } = await db.transaction(async (tx): Promise<{ request: StaffRequest; event: LiveEvent | null }> => {
    // One writer per table at a time: the open-request check and the count cannot race.
    await tx.query("select id from service_areas where id = $1 for update", [area.id])
    const [open] = await tx.query<RequestRow>(`select ${columns} from staff_requests r where r.service_area_id = $1 and r.kind = $2 and r.status = 'open'`, [area.id, kind.id])
    if (open !== undefined) return { request: toRequest(open), event: null }
    const [recent] = await tx.query<{ n: string | number }>("select count(*) as n from staff_requests where service_area_id = $1 and created_at > $2::timestamptz", [area.id, at(now - REQUEST_WINDOW_MS)])
    if (Number(recent?.n ?? 0) >= REQUESTS_PER_WINDOW) {
      throw fail(RequestLimited, `This table has called the staff ${REQUESTS_PER_WINDOW} times in the last 10 minutes. Someone will come soon; please wait a moment before asking again.`, "kind")
    }
    const [row] = await tx.query<RequestRow>(
      `insert into staff_requests as r (id, tenant_id, service_area_id, kind, label, status, created_at) values ($1, $2, $3, $4, $5, 'open', $6::timestamptz) returning ${columns}`,
      [randomUUID(), area.tenantId, area.id, kind.id, kind.label, at(now)],
    )
    if (row === undefined) throw new Error("insert returned no request")
    const created = toRequest(row)
    return { request: created, event: await live.record(tx, requestsChannel(area.tenantId, area.id), "request", created) }
  })
  if (event !== null) live.announce(event)
  return request
}

/** Staff: the requests of every table, open ones unless `all`, oldest first. */
export const listAllRequests = async (db: Queryable, all: boolean): Promise<ReadonlyArray<StaffRequestWithTable>> => {
  const rows = await db.query<RequestRow & { area_name: string; qr_code: string }>(
    `select ${columns}, a.name as area_name, a.qr_code from staff_requests r join service_areas a on a.id = r.service_area_id
      where $1 or r.status = 'open' order by r.created_at, r.id limit 500`,
    [all],
  )
  return rows.map((row) => ({ request: toRequest(row), serviceAreaName: row.area_name, qrCode: row.qr_code }))
}

/** Staff: "on the way". Acknowledging twice answers the request as it is; a closed one is refused. */
export const acknowledgeRequest = async (db: Transactional, live: LiveBus, requestId: string, now: number): Promise<StaffRequest> => {
  const { request, event } = await db.transaction(async (tx): Promise<{ request: StaffRequest; event: LiveEvent | null }> => {
    const [row] = await tx.query<RequestRow & { tenant_id: string }>(`select ${columns}, r.tenant_id from staff_requests r where r.id = $1 for update`, [requestId])
    if (row === undefined) throw fail(RequestNotFound, `No staff request has the id '${requestId}'.`, "requestId")
    if (row.status === "closed") throw fail(RequestClosed, "This request was closed when its table was settled.", "requestId")
    if (row.status === "acknowledged") return { request: toRequest(row), event: null }
    const [updated] = await tx.query<RequestRow>(`update staff_requests r set status = 'acknowledged', acknowledged_at = $2::timestamptz where r.id = $1 returning ${columns}`, [requestId, at(now)])
    if (updated === undefined) throw new Error("request vanished inside its own transaction")
    const acknowledged = toRequest(updated)
    return { request: acknowledged, event: await live.record(tx, requestsChannel(row.tenant_id, row.service_area_id), "request", acknowledged) }
  })
  if (event !== null) live.announce(event)
  return request
}

/** Closes a table's requests inside the caller's transaction (settling it); answers their live events. */
export const closeTableRequests = async (tx: Queryable, live: LiveBus, tenantId: string, serviceAreaId: string): Promise<ReadonlyArray<LiveEvent>> => {
  const rows = await tx.query<RequestRow>(`update staff_requests r set status = 'closed' where r.service_area_id = $1 and r.status <> 'closed' returning ${columns}`, [serviceAreaId])
  const events: LiveEvent[] = []
  for (const row of rows) events.push(await live.record(tx, requestsChannel(tenantId, serviceAreaId), "request", toRequest(row)))
  return events
}
