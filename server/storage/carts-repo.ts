import { randomUUID } from "node:crypto"
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

/**
 * The user's cart here, made if need be, marked as just changed and locked until commit (two
 * adds racing for its last free line are counted one after the other), with the dish `itemId`
 * of its venue as the menu has it now (undefined: not on it): one statement.
 */
export const openCartFor = async (
  tx: Queryable,
  uid: string,
  serviceAreaId: string,
  venueId: string,
  itemId: string,
): Promise<{ cartId: string; item: OrderableItem | undefined }> => {
  const [row] = await tx.query<{ cart_id: string } & OrderableItemColumns>(
    `with cart as (
       insert into carts (id, uid, service_area_id) values ($1, $2, $3)
       on conflict (uid, service_area_id) do update set updated_at = now() returning id
     )
     select cart.id as cart_id, $5::text as id, i.name, i.available, i.variants from cart left join items i on i.venue_id = $4 and i.id = $5`,
    [randomUUID(), uid, serviceAreaId, venueId, itemId],
  )
  if (row === undefined) throw new Error("the cart upsert returned no row")
  return { cartId: row.cart_id, item: orderableItemOf(row) }
}

export const touchCart = async (tx: Queryable, cartId: string): Promise<void> => {
  await tx.query("update carts set updated_at = now() where id = $1", [cartId])
}

/** The cart's lines in the order they were added, each with its dish as the venue's menu has it now. */
export const listCartLines = async (db: Queryable, cartId: string, venueId: string): Promise<ReadonlyArray<CartLineWithDish>> =>
  (
    await db.query<LineWithItemColumns>(
      `select l.id, l.item_id, l.variant_id, l.selected_choices, l.quantity, i.name, i.available, i.variants
         from cart_lines l left join items i on i.id = l.item_id and i.venue_id = $2
        where l.cart_id = $1 order by l.position`,
      [cartId, venueId],
    )
  ).map(lineWithDish)

export interface LineToAdd {
  readonly cartId: string
  readonly venueId: string
  /** The dish, as `openCartFor` read it. */
  readonly item: OrderableItem
  readonly variantId: string
  readonly selected: SelectedChoices
  readonly quantity: number
}

export interface CartLimits {
  /** Most of one dish, variant and picks in a cart. */
  readonly maxQuantity: number
  /** Most different lines in a cart. */
  readonly maxLines: number
}

/** What an add did: the cart's lines after it (the added one with the dish it was given), or refused for a limit. */
export type AddOutcome = { readonly lines: ReadonlyArray<CartLineWithDish> } | { readonly refused: "full" | "quantity" }

/**
 * Adds a line at the end of a cart locked by `openCartFor`; the same dish, variant and picks
 * already there get their quantity raised instead, unless that passes `maxQuantity`. A new
 * line for a cart holding `maxLines` is refused; more of a line it has is not. One statement,
 * run after the lock is held, that also reads the cart's lines with their dishes to price the
 * answer: a statement sees the rows as they were when it began (those it counted), so the
 * line it added or raised is merged in from its RETURNING row.
 */
export const addCartLine = async (tx: Queryable, line: LineToAdd, limits: CartLimits): Promise<AddOutcome> => {
  const rows = await tx.query<{ same: boolean; added_id: string | null; added_quantity: number | null } & Nullable<LineWithItemColumns>>(
    `with room as (
       select count(*) as lines, coalesce(max(position), 0) + 1 as next_position,
              coalesce(bool_or(item_id = $3 and variant_id = $4 and selected_choices = $5::jsonb), false) as same
         from cart_lines where cart_id = $2
     ), added as (
       insert into cart_lines (id, cart_id, item_id, variant_id, selected_choices, quantity, position)
       select $1, $2, $3, $4, $5::jsonb, $6, next_position from room where same or lines < $8
       on conflict (cart_id, item_id, variant_id, selected_choices) do update set quantity = cart_lines.quantity + excluded.quantity
         where cart_lines.quantity + excluded.quantity <= $7
       returning id, quantity
     )
     select room.same, a.id as added_id, a.quantity as added_quantity,
            l.id, l.item_id, l.variant_id, l.selected_choices, l.quantity, i.name, i.available, i.variants
       from room
       left join added a on true
       left join cart_lines l on l.cart_id = $2
       left join items i on i.id = l.item_id and i.venue_id = $9
      order by l.position`,
    [
      randomUUID(),
      line.cartId,
      line.item.id,
      line.variantId,
      JSON.stringify(line.selected),
      line.quantity,
      limits.maxQuantity,
      limits.maxLines,
      line.venueId,
    ],
  )
  const [first] = rows
  if (first === undefined) throw new Error("a cart line add answered nothing")
  if (first.added_id === null || first.added_quantity === null) return { refused: first.same ? "quantity" : "full" }
  const { added_id: id, added_quantity: quantity } = first
  const before = rows.flatMap((row) => (isLine(row) ? [lineWithDish(row)] : []))
  const raised = before.some((old) => old.line.id === id)
  const added: CartLineWithDish = {
    line: { id, item_id: line.item.id, variant_id: line.variantId, selected_choices: line.selected, quantity },
    item: line.item,
  }
  return {
    lines: raised ? before.map((old) => (old.line.id === id ? { ...old, line: { ...old.line, quantity } } : old)) : [...before, added],
  }
}

/** Another line of the cart with the same dish, variant and picks as line `exceptLineId` would have. */
export const findTwinLine = async (
  tx: Queryable,
  cartId: string,
  itemId: string,
  variantId: string,
  selected: SelectedChoices,
  exceptLineId: string,
): Promise<{ id: string; quantity: number } | null> => {
  const [twin] = await tx.query<{ id: string; quantity: number }>(
    "select id, quantity from cart_lines where cart_id = $1 and item_id = $2 and variant_id = $3 and selected_choices = $4::jsonb and id <> $5",
    [cartId, itemId, variantId, JSON.stringify(selected), exceptLineId],
  )
  return twin ?? null
}

export const setCartLine = async (tx: Queryable, lineId: string, selected: SelectedChoices, quantity: number): Promise<void> => {
  await tx.query("update cart_lines set selected_choices = $2::jsonb, quantity = $3 where id = $1", [
    lineId,
    JSON.stringify(selected),
    quantity,
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

type LineWithItemColumns = CartLineRow & Omit<OrderableItemColumns, "id">
type Nullable<T> = { readonly [K in keyof T]: T[K] | null }

/** A row of a left join that found a line. */
const isLine = (row: Nullable<LineWithItemColumns>): row is LineWithItemColumns => row.id !== null

const lineWithDish = (row: LineWithItemColumns): CartLineWithDish => ({
  line: { id: row.id, item_id: row.item_id, variant_id: row.variant_id, selected_choices: row.selected_choices, quantity: row.quantity },
  item: orderableItemOf({ id: row.item_id, name: row.name, available: row.available, variants: row.variants }),
})
