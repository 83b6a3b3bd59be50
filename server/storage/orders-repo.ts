import { Schema } from "effect"
import type { OrderWithArea } from "../../schema/operator-api"
import { Order as OrderSchema, type Order } from "../../schema/order"
import { noteField } from "../../src/domain/note"
import type { Queryable } from "./db"

/** Orders: their rows, read as the wire's Order (schema/order.ts) here and only here. */

interface OrderRow {
  id: string
  order_number: string
  service_area_id: string
  state_id: string
  state_name: string
  state_color: string
  /** The state's names for diners in other languages; null: none given. */
  state_translations: unknown
  lines: unknown
  price: number
  summery: unknown
  /** The diner's note on the order, trimmed; '' for none. */
  note: string
  created_at: Date | string
}

const orderColumns = `o.id, o.order_number, o.service_area_id, o.state_id, s.name as state_name, s.color as state_color,
  s.translations as state_translations, o.lines, o.price, o.summery, o.note, o.created_at`

const decodeOrder = Schema.decodeUnknownSync(OrderSchema)

const toOrder = (row: OrderRow): Order =>
  decodeOrder({
    id: row.id,
    orderNumber: row.order_number,
    serviceAreaId: row.service_area_id,
    orderState: {
      id: row.state_id,
      stateName: row.state_name,
      color: row.state_color,
      ...(row.state_translations === null ? {} : { translations: row.state_translations }),
    },
    items: row.lines,
    price: row.price,
    summery: row.summery,
    createdAt: new Date(row.created_at).getTime(),
    ...noteField(row.note),
  })

export const findOrder = async (db: Queryable, orderId: string): Promise<Order | null> => {
  const [row] = await db.query<OrderRow>(`select ${orderColumns} from orders o join order_states s on s.id = o.state_id where o.id = $1`, [
    orderId,
  ])
  return row === undefined ? null : toOrder(row)
}

/**
 * The staff's list (of one venue, or of all with null), newest first, at most `limit`: one query, each order's lines travelling in
 * its own row (they are a jsonb column), so there is no query per order.
 */
export const listOrdersForStaff = async (
  db: Queryable,
  includeEnded: boolean,
  venueId: string | null,
  limit: number,
): Promise<ReadonlyArray<OrderWithArea>> => {
  const rows = await db.query<OrderRow & { area_name: string; is_end: boolean }>(
    `select ${orderColumns}, a.name as area_name, s.is_end from orders o join service_areas a on a.id = o.service_area_id join order_states s on s.id = o.state_id
      where ($1 or not s.is_end) and ($2::text is null or a.venue_id = $2) order by o.created_at desc limit $3`,
    [includeEnded, venueId, limit],
  )
  return rows.map((row) => ({ order: toOrder(row), serviceAreaName: row.area_name, stateIsEnd: row.is_end }))
}

/** Orders of one visit of a table, newest first, at most 200, without those in the excluded states; each with who placed it. */
export const listVisitOrders = async (
  db: Queryable,
  visitId: string,
  excludeStateIds: ReadonlyArray<string>,
): Promise<ReadonlyArray<{ order: Order; uid: string }>> => {
  const rows = await db.query<OrderRow & { uid: string }>(
    `select ${orderColumns}, o.uid from orders o join order_states s on s.id = o.state_id
      where o.visit_id = $1 and not (o.state_id = any($2::text[]))
      order by o.created_at desc, o.order_number desc limit 200`,
    [visitId, [...excludeStateIds]],
  )
  return rows.map((row) => ({ order: toOrder(row), uid: row.uid }))
}

/** The open orders of a visit (not in an end state), oldest first: its bill (src/domain/split-bill.ts tableBill). */
export const listOpenVisitOrders = async (db: Queryable, visitId: string | null): Promise<ReadonlyArray<Order>> =>
  (
    await db.query<OrderRow>(
      `select ${orderColumns} from orders o join order_states s on s.id = o.state_id
        where o.visit_id = $1 and not s.is_end order by o.created_at, o.order_number`,
      [visitId],
    )
  ).map(toOrder)

/** The next order number, as diners and staff see it: "#001", "#002", … */
export const nextOrderNumber = async (tx: Queryable): Promise<string> => {
  const [number] = await tx.query<{ n: string | number }>("select nextval('order_numbers') as n")
  return `#${String(number?.n ?? 0).padStart(3, "0")}`
}

export interface NewOrder {
  readonly id: string
  readonly orderNumber: string
  readonly uid: string
  readonly tenantId: string
  readonly serviceAreaId: string
  readonly visitId: string
  readonly stateId: string
  readonly lines: unknown
  readonly price: number
  readonly summery: unknown
  /** The diner's note on the order, trimmed; '' for none. */
  readonly note: string
  /** Who added each line (line id to uid) of an order sent together, kept beside it and never sent; null for others. */
  readonly lineAdders: Readonly<Record<string, string>> | null
}

export const insertOrder = async (tx: Queryable, order: NewOrder): Promise<void> => {
  await tx.query(
    `insert into orders (id, order_number, uid, tenant_id, service_area_id, state_id, lines, price, summery, line_adders, visit_id, note)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9::jsonb, $10::jsonb, $11, $12)`,
    [
      order.id,
      order.orderNumber,
      order.uid,
      order.tenantId,
      order.serviceAreaId,
      order.stateId,
      JSON.stringify(order.lines),
      order.price,
      JSON.stringify(order.summery),
      order.lineAdders === null ? null : JSON.stringify(order.lineAdders),
      order.visitId,
      order.note,
    ],
  )
}

/** Who added each line of the orders (those sent together; others are absent). */
export const findOrderLineAdders = async (
  db: Queryable,
  orderIds: ReadonlyArray<string>,
): Promise<ReadonlyMap<string, Readonly<Record<string, string>>>> => {
  if (orderIds.length === 0) return new Map()
  const rows = await db.query<{ id: string; line_adders: Record<string, string> }>(
    "select id, line_adders from orders where id = any($1::text[]) and line_adders is not null",
    [[...orderIds]],
  )
  return new Map(rows.map((row) => [row.id, row.line_adders]))
}

export interface OrderToMove {
  readonly stateId: string
  readonly tenantId: string
  readonly serviceAreaId: string
  /** Its visit (null: placed before visits were kept). */
  readonly visitId: string | null
  /** The current state's position and name. */
  readonly position: number
  readonly name: string
}

/** The order and its current state, the order's row locked until commit; null: no such order. */
export const lockOrderToMove = async (tx: Queryable, orderId: string): Promise<OrderToMove | null> => {
  const [current] = await tx.query<{
    state_id: string
    tenant_id: string
    service_area_id: string
    visit_id: string | null
    position: number
    name: string
  }>(
    "select o.state_id, o.tenant_id, o.service_area_id, o.visit_id, s.position, s.name from orders o join order_states s on s.id = o.state_id where o.id = $1 for update of o",
    [orderId],
  )
  return current === undefined
    ? null
    : {
        stateId: current.state_id,
        tenantId: current.tenant_id,
        serviceAreaId: current.service_area_id,
        visitId: current.visit_id,
        position: current.position,
        name: current.name,
      }
}

export const setOrderState = async (tx: Queryable, orderId: string, stateId: string): Promise<void> => {
  await tx.query("update orders set state_id = $2 where id = $1", [orderId, stateId])
}

/** Moves these orders, those of them still open (state not an end), to `stateId`; answers the ids moved. */
export const moveOrdersStillOpen = async (
  tx: Queryable,
  orderIds: ReadonlyArray<string>,
  stateId: string,
): Promise<ReadonlyArray<string>> =>
  (
    await tx.query<{ id: string }>(
      `update orders o set state_id = $2 from order_states s
        where s.id = o.state_id and o.id in (select jsonb_array_elements_text($1::jsonb)) and not s.is_end returning o.id`,
      [JSON.stringify(orderIds), stateId],
    )
  ).map((row) => row.id)
