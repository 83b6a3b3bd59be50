import { randomUUID } from "node:crypto"
import type { SelectedChoices } from "../../schema/cart"
import { lineRowOf, type CartLineRow, type CartLineWithDish } from "./carts-repo"
import type { Queryable } from "./db"
import { orderableItemOf, type OrderableItem, type OrderableItemColumns } from "./venue-repo"

/**
 * The table carts of "Order together" as stored: per table, whether it is offered, its cart
 * row (version and last send), its members for this visit, and its lines with who added each.
 * Lines keep only what was picked, never a price (the service prices every read).
 */

export interface TableCartRow {
  readonly version: number
  readonly lastOrderId: string | null
  readonly lastSentBy: string | null
  readonly lastSentVersion: number | null
  readonly lastSentAt: number | null
}

/** A line with its adder's uid and the first name they chose (null: none). */
export interface TableCartLineWithDish extends CartLineWithDish {
  readonly uid: string
  readonly firstName: string | null
}

/** Whether the venue offers "Order together" at this table (venue configuration per table). */
export const tableCartOffered = async (db: Queryable, serviceAreaId: string): Promise<boolean> => {
  const [row] = await db.query<{ table_cart: boolean }>("select table_cart from service_areas where id = $1", [serviceAreaId])
  return row?.table_cart === true
}

/** Joins (or, joined already, renames) a member of the table's cart. */
export const upsertMember = async (tx: Queryable, serviceAreaId: string, uid: string, firstName: string | null): Promise<void> => {
  await tx.query(
    `insert into table_cart_members (service_area_id, uid, first_name) values ($1, $2, $3)
     on conflict (service_area_id, uid) do update set first_name = coalesce(excluded.first_name, table_cart_members.first_name)`,
    [serviceAreaId, uid, firstName],
  )
}

export const isMember = async (db: Queryable, serviceAreaId: string, uid: string): Promise<boolean> =>
  (await db.query("select 1 from table_cart_members where service_area_id = $1 and uid = $2", [serviceAreaId, uid])).length > 0

export const countMembers = async (db: Queryable, serviceAreaId: string): Promise<number> => {
  const [row] = await db.query<{ count: number }>("select count(*)::int as count from table_cart_members where service_area_id = $1", [
    serviceAreaId,
  ])
  return row?.count ?? 0
}

/**
 * The table's cart row, made if missing, its version raised and the row locked until commit:
 * every change and every send of one table's cart runs one after the other, on one database
 * however many instances share it. Answers the row after the raise.
 */
export const bumpTableCart = async (tx: Queryable, serviceAreaId: string): Promise<TableCartRow> => {
  const [row] = await tx.query<RawCartRow>(
    `insert into table_carts (service_area_id, version) values ($1, 1)
     on conflict (service_area_id) do update set version = table_carts.version + 1
     returning ${cartColumns}`,
    [serviceAreaId],
  )
  if (row === undefined) throw new Error("the table cart upsert returned no row")
  return cartRowOf(row)
}

/** The table's cart row as it is (a version 0 cart with no send when there is none yet). */
export const findTableCart = async (db: Queryable, serviceAreaId: string): Promise<TableCartRow> => {
  const [row] = await db.query<RawCartRow>(`select ${cartColumns} from table_carts where service_area_id = $1`, [serviceAreaId])
  return row === undefined ? { version: 0, lastOrderId: null, lastSentBy: null, lastSentVersion: null, lastSentAt: null } : cartRowOf(row)
}

export const markSent = async (
  tx: Queryable,
  serviceAreaId: string,
  send: { orderId: string; uid: string; version: number },
): Promise<void> => {
  await tx.query(
    "update table_carts set last_order_id = $2, last_sent_by = $3, last_sent_version = $4, last_sent_at = now() where service_area_id = $1",
    [serviceAreaId, send.orderId, send.uid, send.version],
  )
}

/** The first name a member chose (null: none, or not a member any more). */
export const findFirstName = async (db: Queryable, serviceAreaId: string, uid: string): Promise<string | null> => {
  const [row] = await db.query<{ first_name: string | null }>(
    "select first_name from table_cart_members where service_area_id = $1 and uid = $2",
    [serviceAreaId, uid],
  )
  return row?.first_name ?? null
}

/** The table cart's lines in the order they were added, each with its dish as the menu has it now and its adder. */
export const listTableCartLines = async (
  db: Queryable,
  serviceAreaId: string,
  venueId: string,
): Promise<ReadonlyArray<TableCartLineWithDish>> =>
  (
    await db.query<CartLineRow & Omit<OrderableItemColumns, "id"> & { uid: string; first_name: string | null }>(
      `select l.id, l.item_id, l.variant_id, l.selected_choices, l.note, l.quantity, l.uid, m.first_name, i.name, i.available, i.variants
         from table_cart_lines l
         left join items i on i.id = l.item_id and i.venue_id = $2
         left join table_cart_members m on m.service_area_id = l.service_area_id and m.uid = l.uid
        where l.service_area_id = $1 order by l.position`,
      [serviceAreaId, venueId],
    )
  ).map((row) => ({
    line: lineRowOf(row),
    item: orderableItemOf({ id: row.item_id, name: row.name, available: row.available, variants: row.variants }),
    uid: row.uid,
    firstName: row.first_name,
  }))

/** A dish of the venue as the menu has it now; undefined: not on it. */
export const findOrderableItem = async (db: Queryable, venueId: string, itemId: string): Promise<OrderableItem | undefined> => {
  const [row] = await db.query<OrderableItemColumns>("select id, name, available, variants from items where venue_id = $1 and id = $2", [
    venueId,
    itemId,
  ])
  return row === undefined ? undefined : orderableItemOf(row)
}

export const countTableCartLines = async (tx: Queryable, serviceAreaId: string): Promise<number> => {
  const [row] = await tx.query<{ count: number }>("select count(*)::int as count from table_cart_lines where service_area_id = $1", [
    serviceAreaId,
  ])
  return row?.count ?? 0
}

/** Adds a line at the end of the table's cart (locked by `bumpTableCart`); answers its id. */
export const insertTableCartLine = async (
  tx: Queryable,
  line: {
    serviceAreaId: string
    uid: string
    itemId: string
    variantId: string
    selected: SelectedChoices
    note: string
    quantity: number
  },
): Promise<string> => {
  const id = randomUUID()
  await tx.query(
    `insert into table_cart_lines (id, service_area_id, uid, item_id, variant_id, selected_choices, note, quantity, position)
     select $1, $2, $3, $4, $5, $6::jsonb, $7, $8, coalesce(max(position), 0) + 1 from table_cart_lines where service_area_id = $2`,
    [id, line.serviceAreaId, line.uid, line.itemId, line.variantId, JSON.stringify(line.selected), line.note, line.quantity],
  )
  return id
}

export const setTableCartLine = async (
  tx: Queryable,
  lineId: string,
  change: { selected: SelectedChoices; note: string; quantity: number },
): Promise<void> => {
  await tx.query("update table_cart_lines set selected_choices = $2::jsonb, note = $3, quantity = $4 where id = $1", [
    lineId,
    JSON.stringify(change.selected),
    change.note,
    change.quantity,
  ])
}

export const deleteTableCartLine = async (tx: Queryable, lineId: string): Promise<void> => {
  await tx.query("delete from table_cart_lines where id = $1", [lineId])
}

/** Removes the lines a send took (by id: a line added after the send read them stays). */
export const deleteTableCartLines = async (tx: Queryable, lineIds: ReadonlyArray<string>): Promise<void> => {
  await tx.query("delete from table_cart_lines where id = any($1::text[])", [[...lineIds]])
}

/**
 * A settled table: the next party starts with no members, no lines and no last send (else a new
 * member's send that saw version 0 would be answered with the last party's order). The version
 * goes on rising, never back: a version names one state of this table's cart, whichever party.
 */
export const clearTableCart = async (tx: Queryable, serviceAreaId: string): Promise<void> => {
  await tx.query("delete from table_cart_lines where service_area_id = $1", [serviceAreaId])
  await tx.query("delete from table_cart_members where service_area_id = $1", [serviceAreaId])
  await tx.query(
    `update table_carts set last_order_id = null, last_sent_by = null, last_sent_version = null, last_sent_at = null
      where service_area_id = $1`,
    [serviceAreaId],
  )
}

/** Which tables of a venue offer "Order together" (the seed's configuration; the others do not). */
export const setTableCartAreas = async (db: Queryable, venueId: string, areaIds: ReadonlyArray<string>): Promise<void> => {
  await db.query("update service_areas set table_cart = (id = any($2::text[])) where venue_id = $1", [venueId, [...areaIds]])
}

interface RawCartRow {
  readonly version: string | number
  readonly last_order_id: string | null
  readonly last_sent_by: string | null
  readonly last_sent_version: string | number | null
  readonly last_sent_at: Date | string | null
}

const cartColumns = "version, last_order_id, last_sent_by, last_sent_version, last_sent_at"

const cartRowOf = (row: RawCartRow): TableCartRow => ({
  version: Number(row.version),
  lastOrderId: row.last_order_id,
  lastSentBy: row.last_sent_by,
  lastSentVersion: row.last_sent_version === null ? null : Number(row.last_sent_version),
  lastSentAt: row.last_sent_at === null ? null : new Date(row.last_sent_at).getTime(),
})
