import { randomUUID } from "node:crypto"
import type { Visit } from "../../schema/visit"
import type { Queryable } from "./db"

/**
 * Visits of a table (migration 20): at most one open per table, and the visit each diner
 * belongs to there. Every statement here is one round trip and safe to race: two first diners
 * begin one visit (the partial unique index), two joins of one diner leave one row.
 */

/** A visit with its table. */
export interface VisitRow extends Visit {
  readonly serviceAreaId: string
}

/** The visit a diner belongs to at a table; null: they have none there yet. */
export const findDinerVisit = async (db: Queryable, serviceAreaId: string, uid: string): Promise<VisitRow | null> => {
  const [row] = await db.query<RawVisit>(
    `select v.id, v.service_area_id, v.ended_at is not null as ended from visit_diners d join visits v on v.id = d.visit_id
      where d.service_area_id = $1 and d.uid = $2`,
    [serviceAreaId, uid],
  )
  return row === undefined ? null : visitOf(row)
}

/** The table's open visit, begun now when it has none. */
export const openVisitOf = async (db: Queryable, serviceAreaId: string): Promise<VisitRow> => {
  await db.query(
    "insert into visits (id, service_area_id) values ($1, $2) on conflict (service_area_id) where ended_at is null do nothing",
    [randomUUID(), serviceAreaId],
  )
  const [row] = await db.query<RawVisit>(
    "select id, service_area_id, false as ended from visits where service_area_id = $1 and ended_at is null",
    [serviceAreaId],
  )
  // A settle may end the visit between the two statements: the next call begins the next one.
  return row === undefined ? openVisitOf(db, serviceAreaId) : visitOf(row)
}

/** Places the diner in a visit: `move` leaves the one they were in; else a diner already placed stays where they are. */
export const placeDiner = async (db: Queryable, serviceAreaId: string, uid: string, visitId: string, move: boolean): Promise<void> => {
  await db.query(
    `insert into visit_diners (service_area_id, uid, visit_id) values ($1, $2, $3)
     on conflict (service_area_id, uid) do ${move ? "update set visit_id = excluded.visit_id" : "nothing"}`,
    [serviceAreaId, uid, visitId],
  )
}

/**
 * Whether the visit is still open, its row locked until commit (`for share`): a settle that ends
 * it (`endVisitIfPaid`, `for update`) waits for every order being placed in it, and an order
 * placed after that finds it ended.
 */
export const lockOpenVisit = async (tx: Queryable, visitId: string): Promise<boolean> => {
  const [row] = await tx.query<{ ended: boolean }>("select ended_at is not null as ended from visits where id = $1 for share", [visitId])
  return row?.ended === false
}

/** The table's open visit, if any (what a staff settle ends). */
export const findOpenVisit = async (db: Queryable, serviceAreaId: string): Promise<VisitRow | null> => {
  const [row] = await db.query<RawVisit>(
    "select id, service_area_id, false as ended from visits where service_area_id = $1 and ended_at is null",
    [serviceAreaId],
  )
  return row === undefined ? null : visitOf(row)
}

/**
 * Ends a visit once nothing of it is left open: its row locked first (`for update`, which waits
 * for orders being placed in it), then its orders read afresh. An order sent while its last
 * payment was charged keeps the visit open until that order is paid too. Answers whether it ended.
 */
export const endVisitIfPaid = async (tx: Queryable, visitId: string): Promise<boolean> => {
  await tx.query("select id from visits where id = $1 for update", [visitId])
  const ended = await tx.query<{ id: string }>(
    `update visits set ended_at = now() where id = $1 and ended_at is null
        and not exists (select 1 from orders o join order_states s on s.id = o.state_id where o.visit_id = $1 and not s.is_end)
      returning id`,
    [visitId],
  )
  return ended.length > 0
}

interface RawVisit {
  readonly id: string
  readonly service_area_id: string
  readonly ended: boolean
}

const visitOf = (row: RawVisit): VisitRow => ({ id: row.id, serviceAreaId: row.service_area_id, ended: row.ended })
