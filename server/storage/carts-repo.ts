import type { SelectedChoices } from "../../schema/cart"
import type { Queryable } from "./db"
import { orderableItemOf, type OrderableItem, type OrderableItemColumns } from "./venue-repo"

/**
 * Carts and their lines as stored: what the diner picked, never a price (the cart service
 * prices every read from the current menu). Picks passed here are already normalized.
 */

export interface CartLineRow {
  readonly id: string
  readonly item_id: string
  readonly variant_id: string
  readonly selected_choices: SelectedChoices
  /** Trimmed; '' for none. Absent only in a cart add's answer kept before migration 21. */
  readonly note?: string
  readonly quantity: number
}

/** A line with its dish as the venue's menu has it now (undefined: no longer on it). */
export interface CartLineWithDish {
  readonly line: CartLineRow
  readonly item: OrderableItem | undefined
}

export const findCartId = async (db: Queryable, uid: string, serviceAreaId: string): Promise<string | null> => {
  const [row] = await db.query<{ id: string }>("select id from carts where uid = $1 and service_area_id = $2", [uid, serviceAreaId])
  return row?.id ?? null
}

/** The cart's id, its row locked until commit; null: no cart. */
export const lockCart = async (tx: Queryable, uid: string, serviceAreaId: string): Promise<string | null> => {
  const [locked] = await tx.query<{ id: string }>("select id from carts where uid = $1 and service_area_id = $2 for update", [
    uid,
    serviceAreaId,
  ])
  return locked?.id ?? null
}

export const touchCart = async (tx: Queryable, cartId: string): Promise<void> => {
  await tx.query("update carts set updated_at = now() where id = $1", [cartId])
}

/** The cart's lines in the order they were added, each with its dish as the venue's menu has it now. */
export const listCartLines = async (db: Queryable, cartId: string, venueId: string): Promise<ReadonlyArray<CartLineWithDish>> =>
  (
    await db.query<LineWithItemColumns>(
      `select l.id, l.item_id, l.variant_id, l.selected_choices, l.note, l.quantity, i.name, i.available, i.variants
         from cart_lines l left join items i on i.id = l.item_id and i.venue_id = $2
        where l.cart_id = $1 order by l.position`,
      [cartId, venueId],
    )
  ).map(lineWithDish)

/** What a line is told apart by: its dish, variant, picks (normalized) and note (trimmed). */
export interface LineIdentity {
  readonly itemId: string
  readonly variantId: string
  readonly selected: SelectedChoices
  readonly note: string
}

/** Another line of the cart with the same dish, variant, picks and note as line `exceptLineId` would have. */
export const findTwinLine = async (
  tx: Queryable,
  cartId: string,
  line: LineIdentity,
  exceptLineId: string,
): Promise<{ id: string; quantity: number } | null> => {
  const [twin] = await tx.query<{ id: string; quantity: number }>(
    `select id, quantity from cart_lines
      where cart_id = $1 and item_id = $2 and variant_id = $3 and selected_choices = $4::jsonb and note = $5 and id <> $6`,
    [cartId, line.itemId, line.variantId, JSON.stringify(line.selected), line.note, exceptLineId],
  )
  return twin ?? null
}

export const setCartLine = async (tx: Queryable, lineId: string, change: { selected: SelectedChoices; note: string; quantity: number }) => {
  await tx.query("update cart_lines set selected_choices = $2::jsonb, note = $3, quantity = $4 where id = $1", [
    lineId,
    JSON.stringify(change.selected),
    change.note,
    change.quantity,
  ])
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

export type LineWithItemColumns = CartLineRow & Omit<OrderableItemColumns, "id">

/** A line row joined to its dish (null columns: the dish is no longer on the menu). */
export const lineWithDish = (row: LineWithItemColumns): CartLineWithDish => ({
  line: lineRowOf(row),
  item: orderableItemOf({ id: row.item_id, name: row.name, available: row.available, variants: row.variants }),
})

/** The line's own columns of a row that holds more. */
export const lineRowOf = (row: CartLineRow): CartLineRow => ({
  id: row.id,
  item_id: row.item_id,
  variant_id: row.variant_id,
  selected_choices: row.selected_choices,
  note: row.note ?? "",
  quantity: row.quantity,
})
