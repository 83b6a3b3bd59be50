import { randomUUID } from "node:crypto"
import type { SelectedChoices } from "../../schema/cart"
import type { Queryable } from "./db"

/**
 * Carts and their lines as stored: what the diner picked, never a price (the cart service
 * prices every read from the current menu). Picks passed here are already normalized.
 */

export interface CartLineRow {
  readonly id: string
  readonly item_id: string
  readonly variant_id: string
  readonly selected_choices: SelectedChoices
  readonly quantity: number
}

export const findCartId = async (db: Queryable, uid: string, serviceAreaId: string): Promise<string | null> => {
  const [row] = await db.query<{ id: string }>("select id from carts where uid = $1 and service_area_id = $2", [uid, serviceAreaId])
  return row?.id ?? null
}

/** The cart's id, its row locked until commit; null: no cart. */
export const lockCart = async (tx: Queryable, uid: string, serviceAreaId: string): Promise<string | null> => {
  const [locked] = await tx.query<{ id: string }>("select id from carts where uid = $1 and service_area_id = $2 for update", [uid, serviceAreaId])
  return locked?.id ?? null
}

/** The user's cart here, made if need be, and marked as just changed: one statement. */
export const ensureCart = async (tx: Queryable, uid: string, serviceAreaId: string): Promise<string> => {
  const [row] = await tx.query<{ id: string }>(
    "insert into carts (id, uid, service_area_id) values ($1, $2, $3) on conflict (uid, service_area_id) do update set updated_at = now() returning id",
    [randomUUID(), uid, serviceAreaId],
  )
  if (row === undefined) throw new Error("the cart upsert returned no row")
  return row.id
}

export const touchCart = async (tx: Queryable, cartId: string): Promise<void> => {
  await tx.query("update carts set updated_at = now() where id = $1", [cartId])
}

export const listCartLines = (db: Queryable, cartId: string): Promise<ReadonlyArray<CartLineRow>> =>
  db.query<CartLineRow>("select id, item_id, variant_id, selected_choices, quantity from cart_lines where cart_id = $1 order by position", [cartId])

/** How many lines the cart holds, and whether one of them is this dish, variant and picks. */
export const countCartLines = async (tx: Queryable, cartId: string, itemId: string, variantId: string, selected: SelectedChoices): Promise<{ lines: number; same: boolean }> => {
  const [counted] = await tx.query<{ lines: string | number; same: boolean }>(
    "select count(*) as lines, coalesce(bool_or(item_id = $2 and variant_id = $3 and selected_choices = $4::jsonb), false) as same from cart_lines where cart_id = $1",
    [cartId, itemId, variantId, JSON.stringify(selected)],
  )
  return { lines: Number(counted?.lines ?? 0), same: counted?.same === true }
}

export interface LineToAdd {
  readonly cartId: string
  readonly itemId: string
  readonly variantId: string
  readonly selected: SelectedChoices
  readonly quantity: number
}

/**
 * Adds a line at the end of the cart; the same dish, variant and picks already there get
 * their quantity raised instead, unless that passes `maxQuantity`. Answers the line's new
 * quantity; null: refused for the cap.
 */
export const addCartLine = async (tx: Queryable, line: LineToAdd, maxQuantity: number): Promise<number | null> => {
  const [row] = await tx.query<{ quantity: number }>(
    `insert into cart_lines (id, cart_id, item_id, variant_id, selected_choices, quantity, position)
       values ($1, $2, $3, $4, $5::jsonb, $6, (select coalesce(max(position), 0) + 1 from cart_lines where cart_id = $2))
     on conflict (cart_id, item_id, variant_id, selected_choices) do update set quantity = cart_lines.quantity + excluded.quantity
       where cart_lines.quantity + excluded.quantity <= $7
     returning quantity`,
    [randomUUID(), line.cartId, line.itemId, line.variantId, JSON.stringify(line.selected), line.quantity, maxQuantity],
  )
  return row?.quantity ?? null
}

/** Another line of the cart with the same dish, variant and picks as line `exceptLineId` would have. */
export const findTwinLine = async (tx: Queryable, cartId: string, itemId: string, variantId: string, selected: SelectedChoices, exceptLineId: string): Promise<{ id: string; quantity: number } | null> => {
  const [twin] = await tx.query<{ id: string; quantity: number }>(
    "select id, quantity from cart_lines where cart_id = $1 and item_id = $2 and variant_id = $3 and selected_choices = $4::jsonb and id <> $5",
    [cartId, itemId, variantId, JSON.stringify(selected), exceptLineId],
  )
  return twin ?? null
}

export const setCartLine = async (tx: Queryable, lineId: string, selected: SelectedChoices, quantity: number): Promise<void> => {
  await tx.query("update cart_lines set selected_choices = $2::jsonb, quantity = $3 where id = $1", [lineId, JSON.stringify(selected), quantity])
}

export const setCartLineQuantity = async (tx: Queryable, lineId: string, quantity: number): Promise<void> => {
  await tx.query("update cart_lines set quantity = $2 where id = $1", [lineId, quantity])
}

export const deleteCartLine = async (tx: Queryable, lineId: string): Promise<void> => {
  await tx.query("delete from cart_lines where id = $1", [lineId])
}

export const deleteCartLines = async (tx: Queryable, cartId: string): Promise<void> => {
  await tx.query("delete from cart_lines where cart_id = $1", [cartId])
}
