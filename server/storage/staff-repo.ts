import { randomUUID } from "node:crypto"
import type { StaffAction, StaffActionKind } from "../../schema/staff"
import type { Queryable } from "./db"

/** A venue's staff list, its "late after" setting, and the staff actions with who took them. */

/** A venue as the staff access check needs it. */
export interface StaffVenueRef {
  readonly id: string
  readonly tenantId: string
}

/** The venue, when this (lowercased) e-mail is on its staff list; null: not listed, or no such venue (the caller cannot tell which). */
export const findListedVenue = async (db: Queryable, venueId: string, email: string): Promise<StaffVenueRef | null> => {
  const [row] = await db.query<{ id: string; tenant_id: string }>(
    "select v.id, v.tenant_id from venue_staff s join venues v on v.id = s.venue_id where s.venue_id = $1 and s.email = $2",
    [venueId, email],
  )
  return row === undefined ? null : { id: row.id, tenantId: row.tenant_id }
}

/** The venues whose list holds this e-mail (of one tenant, when given), with what the staff screen shows of each. */
export const listVenuesOfStaff = async (
  db: Queryable,
  email: string,
  tenantId: string | null,
): Promise<ReadonlyArray<{ id: string; name: string; tenantId: string; currency: string | null; lateAfterMinutes: number }>> =>
  (
    await db.query<{ id: string; name: string; tenant_id: string; currency: string | null; late_after_minutes: number }>(
      `select v.id, v.name, v.tenant_id, t.currency, v.late_after_minutes
         from venue_staff s join venues v on v.id = s.venue_id join tenants t on t.id = v.tenant_id
        where s.email = $1 and ($2::text is null or v.tenant_id = $2) order by v.name, v.id`,
      [email, tenantId],
    )
  ).map((row) => ({
    id: row.id,
    name: row.name,
    tenantId: row.tenant_id,
    currency: row.currency,
    lateAfterMinutes: row.late_after_minutes,
  }))

/** The venue and its tenant, whoever is on its list; null: no such venue. */
export const findVenueRef = async (db: Queryable, venueId: string): Promise<StaffVenueRef | null> => {
  const [row] = await db.query<{ id: string; tenant_id: string }>("select id, tenant_id from venues where id = $1", [venueId])
  return row === undefined ? null : { id: row.id, tenantId: row.tenant_id }
}

/** Lists an e-mail as the venue's staff; answers false when it was listed already. */
export const addStaffEmail = async (db: Queryable, venueId: string, email: string): Promise<boolean> =>
  (await db.query("insert into venue_staff (venue_id, email) values ($1, $2) on conflict do nothing returning 1", [venueId, email]))
    .length > 0

/** Takes an e-mail off the venue's list; answers false when it was not on it. */
export const removeStaffEmail = async (db: Queryable, venueId: string, email: string): Promise<boolean> =>
  (await db.query("delete from venue_staff where venue_id = $1 and email = $2 returning 1", [venueId, email])).length > 0

export const listStaffEmails = async (
  db: Queryable,
  venueId: string,
): Promise<ReadonlyArray<{ readonly email: string; readonly addedAt: number }>> =>
  (
    await db.query<{ email: string; added_at: Date | string }>(
      "select email, added_at from venue_staff where venue_id = $1 order by email",
      [venueId],
    )
  ).map((row) => ({ email: row.email, addedAt: new Date(row.added_at).getTime() }))

/**
 * Lists the e-mails when the venue lists no one yet (the demo seed, at every start: an address
 * removed stays removed while anyone else is listed).
 */
export const seedStaffEmails = async (db: Queryable, venueId: string, emails: ReadonlyArray<string>): Promise<void> => {
  await db.query(
    `insert into venue_staff (venue_id, email) select $1, lower(e) from unnest($2::text[]) as e
      where not exists (select 1 from venue_staff where venue_id = $1) on conflict do nothing`,
    [venueId, [...emails]],
  )
}

/** Sets after how many minutes the venue's orders are late; false: no such venue. */
export const setLateAfterMinutes = async (db: Queryable, venueId: string, minutes: number): Promise<boolean> =>
  (await db.query("update venues set late_after_minutes = $2 where id = $1 returning 1", [venueId, minutes])).length > 0

/** The venue and tenant a table belongs to; null: no such table. */
export const findVenueOfArea = async (db: Queryable, serviceAreaId: string): Promise<StaffVenueRef | null> => {
  const [row] = await db.query<{ id: string; tenant_id: string }>(
    "select v.id, v.tenant_id from service_areas a join venues v on v.id = a.venue_id where a.id = $1",
    [serviceAreaId],
  )
  return row === undefined ? null : { id: row.id, tenantId: row.tenant_id }
}

export interface NewStaffAction {
  readonly venueId: string
  readonly actor: string
  readonly action: StaffActionKind
  readonly target: string
  readonly detail: string
}

export const insertStaffAction = async (tx: Queryable, action: NewStaffAction): Promise<StaffAction> => {
  const [row] = await tx.query<ActionRow>(
    `insert into staff_actions (id, venue_id, actor, action, target, detail) values ($1, $2, $3, $4, $5, $6) returning ${actionColumns}`,
    [randomUUID(), action.venueId, action.actor, action.action, action.target, action.detail],
  )
  if (row === undefined) throw new Error("staff_actions: the insert returned no row")
  return toAction(row)
}

/** The venue's latest actions, newest first, at most 200. */
export const listStaffActions = async (db: Queryable, venueId: string): Promise<ReadonlyArray<StaffAction>> =>
  (
    await db.query<ActionRow>(`select ${actionColumns} from staff_actions where venue_id = $1 order by at desc, id limit 200`, [venueId])
  ).map(toAction)

interface ActionRow {
  readonly id: string
  readonly actor: string
  readonly action: StaffActionKind
  readonly target: string
  readonly detail: string
  readonly at: Date | string
}

const actionColumns = "id, actor, action, target, detail, at"

const toAction = (row: ActionRow): StaffAction => ({
  id: row.id,
  at: new Date(row.at).getTime(),
  actor: row.actor,
  action: row.action,
  target: row.target,
  detail: row.detail,
})
