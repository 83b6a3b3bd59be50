import { VisitEnded } from "../../schema/errors"
import type { Visit } from "../../schema/visit"
import { fail, type Failure } from "../failure"
import type { Queryable } from "../storage/db"
import { findDinerVisit, lockOpenVisit, openVisitOf, placeDiner, type VisitRow } from "../storage/visits-repo"
import type { Diner } from "./diner"

/**
 * The visit boundary (schema/visit.ts): a diner belongs to the visit they joined at their table,
 * and every read and write of the table's shared things (bill, table cart, payments, staff
 * requests, live feed) is of that visit. A diner new at the table joins its current visit,
 * begun by them when it has none.
 */

/** `GET /api/visit`, and the scope of every read: the diner's visit at their table. */
export const visitOf = async (db: Queryable, diner: Diner): Promise<VisitRow> => {
  const { id: serviceAreaId } = diner.serviceArea
  const { uid } = diner.identity
  const found = await findDinerVisit(db, serviceAreaId, uid)
  if (found !== null) return found
  const open = await openVisitOf(db, serviceAreaId)
  await placeDiner(db, serviceAreaId, uid, open.id, false)
  // Two first calls of one diner race: both answer the visit that was placed.
  return (await findDinerVisit(db, serviceAreaId, uid)) ?? open
}

/** `POST /api/visit`: "start a new order", as a new scan does: the diner joins the table's current visit. */
export const joinCurrentVisit = async (db: Queryable, diner: Diner): Promise<Visit> => {
  const open = await openVisitOf(db, diner.serviceArea.id)
  await placeDiner(db, diner.serviceArea.id, diner.identity.uid, open.id, true)
  return { id: open.id, ended: false }
}

/**
 * The diner's visit for a change of the table's things, inside the change's transaction: still
 * open, its row held until commit so that a settle ending it waits for the change (and a change
 * after the settle is refused, saying why).
 */
export const openVisitFor = async (tx: Queryable, diner: Diner): Promise<VisitRow> => {
  const visit = await visitOf(tx, diner)
  if (visit.ended || !(await lockOpenVisit(tx, visit.id))) throw visitEnded()
  return visit
}

export const visitEnded = (): Failure =>
  fail(VisitEnded, 'Your table was settled, so this visit has ended. Tap "Start a new order" to order again.')

/** The wire's visit of a row. */
export const visitAnswer = ({ id, ended }: VisitRow): Visit => ({ id, ended })
