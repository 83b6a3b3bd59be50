import { Schema } from "effect"
import { StaffRequestKind, type StaffRequest, type StaffRequestWithTable } from "../../schema/staff-request"
import type { Queryable } from "./db"

/** Staff requests as stored, read as the wire's StaffRequest (schema/staff-request.ts) here. */

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

/** The kinds of request a venue takes; none for an unknown venue. */
export const findRequestKinds = async (db: Queryable, venueId: string): Promise<ReadonlyArray<StaffRequestKind>> => {
  const [row] = await db.query<{ staff_request_kinds: unknown }>("select staff_request_kinds from venues where id = $1", [venueId])
  return row === undefined ? [] : decodeKinds(row.staff_request_kinds)
}

/** A visit's open requests, and those acknowledged after `acknowledgedSince`, oldest first. */
export const listRequestsOfVisit = async (
  db: Queryable,
  visitId: string,
  acknowledgedSince: number,
): Promise<ReadonlyArray<StaffRequest>> =>
  (
    await db.query<RequestRow>(
      `select ${columns} from staff_requests r
      where r.visit_id = $1 and (r.status = 'open' or (r.status = 'acknowledged' and r.acknowledged_at > $2::timestamptz))
      order by r.created_at, r.id`,
      [visitId, at(acknowledgedSince)],
    )
  ).map(toRequest)

/** Locks the table's row until commit: one writer of its requests at a time. */
export const lockTableForRequests = async (tx: Queryable, serviceAreaId: string): Promise<void> => {
  await tx.query("select id from service_areas where id = $1 for update", [serviceAreaId])
}

export const findOpenRequest = async (tx: Queryable, serviceAreaId: string, kindId: string): Promise<StaffRequest | null> => {
  const [open] = await tx.query<RequestRow>(
    `select ${columns} from staff_requests r where r.service_area_id = $1 and r.kind = $2 and r.status = 'open'`,
    [serviceAreaId, kindId],
  )
  return open === undefined ? null : toRequest(open)
}

/** How many requests the table has opened since `since`, and how many of them this diner. */
export const countRequestsSince = async (
  tx: Queryable,
  serviceAreaId: string,
  uid: string,
  since: number,
): Promise<{ readonly table: number; readonly diner: number }> => {
  const [recent] = await tx.query<{ n: string | number; mine: string | number }>(
    "select count(*) as n, count(*) filter (where uid = $3) as mine from staff_requests where service_area_id = $1 and created_at > $2::timestamptz",
    [serviceAreaId, at(since), uid],
  )
  return { table: Number(recent?.n ?? 0), diner: Number(recent?.mine ?? 0) }
}

/**
 * Records that the diner had the table's screens open now (the table's requests read): a pass
 * to call staff there. A pass renewed in the last 10 minutes is left as it is (no write per screen).
 */
export const recordTablePass = async (db: Queryable, uid: string, serviceAreaId: string): Promise<void> => {
  await db.query(
    `insert into table_passes as p (uid, service_area_id, seen_at) values ($1, $2, now())
      on conflict (uid, service_area_id) do update set seen_at = excluded.seen_at where p.seen_at < now() - interval '10 minutes'`,
    [uid, serviceAreaId],
  )
}

/** Whether the diner had a cart, an order or a pass at the table in the last `hours` (the database's clock, as carts and orders are stamped). */
export const isAtTable = async (db: Queryable, uid: string, serviceAreaId: string, hours: number): Promise<boolean> => {
  const [row] = await db.query<{ present: boolean }>(
    `select exists (select 1 from carts where uid = $1 and service_area_id = $2 and updated_at > now() - make_interval(hours => $3))
        or exists (select 1 from orders where uid = $1 and service_area_id = $2 and created_at > now() - make_interval(hours => $3))
        or exists (select 1 from table_passes where uid = $1 and service_area_id = $2 and seen_at > now() - make_interval(hours => $3)) as present`,
    [uid, serviceAreaId, hours],
  )
  return row?.present === true
}

export interface NewRequest {
  readonly id: string
  /** Who asked: each diner has a quota of their own within the table's. */
  readonly uid: string
  readonly tenantId: string
  readonly serviceAreaId: string
  readonly visitId: string
  readonly kind: StaffRequestKind
  readonly createdAt: number
}

export const insertRequest = async (tx: Queryable, request: NewRequest): Promise<StaffRequest> => {
  const [row] = await tx.query<RequestRow>(
    `insert into staff_requests as r (id, tenant_id, service_area_id, kind, label, status, created_at, uid, visit_id)
     values ($1, $2, $3, $4, $5, 'open', $6::timestamptz, $7, $8) returning ${columns}`,
    [
      request.id,
      request.tenantId,
      request.serviceAreaId,
      request.kind.id,
      request.kind.label,
      at(request.createdAt),
      request.uid,
      request.visitId,
    ],
  )
  if (row === undefined) throw new Error("insert returned no request")
  return toRequest(row)
}

/** Every table's requests for staff, open ones unless `all`, oldest first, at most 500. */
export const listAllRequests = async (
  db: Queryable,
  all: boolean,
  venueId: string | null = null,
): Promise<ReadonlyArray<StaffRequestWithTable>> => {
  const rows = await db.query<RequestRow & { area_name: string; qr_code: string }>(
    `select ${columns}, a.name as area_name, a.qr_code from staff_requests r join service_areas a on a.id = r.service_area_id
      where ($1 or r.status = 'open') and ($2::text is null or a.venue_id = $2) order by r.created_at, r.id limit 500`,
    [all, venueId],
  )
  return rows.map((row) => ({ request: toRequest(row), serviceAreaName: row.area_name, qrCode: row.qr_code }))
}

/** The request, its tenant and its visit, its row locked until commit; null: no such request. */
export const lockRequest = async (
  tx: Queryable,
  requestId: string,
): Promise<{ request: StaffRequest; tenantId: string; visitId: string | null } | null> => {
  const [row] = await tx.query<RequestRow & { tenant_id: string; visit_id: string | null }>(
    `select ${columns}, r.tenant_id, r.visit_id from staff_requests r where r.id = $1 for update`,
    [requestId],
  )
  return row === undefined ? null : { request: toRequest(row), tenantId: row.tenant_id, visitId: row.visit_id }
}

export const markAcknowledged = async (tx: Queryable, requestId: string, now: number): Promise<StaffRequest> => {
  const [updated] = await tx.query<RequestRow>(
    `update staff_requests r set status = 'acknowledged', acknowledged_at = $2::timestamptz where r.id = $1 returning ${columns}`,
    [requestId, at(now)],
  )
  if (updated === undefined) throw new Error("request vanished inside its own transaction")
  return toRequest(updated)
}

/** Closes every request of a table that is not closed yet; answers them as closed. */
export const closeRequestsOfTable = async (tx: Queryable, serviceAreaId: string): Promise<ReadonlyArray<StaffRequest>> =>
  (
    await tx.query<RequestRow>(
      `update staff_requests r set status = 'closed' where r.service_area_id = $1 and r.status <> 'closed' returning ${columns}`,
      [serviceAreaId],
    )
  ).map(toRequest)
