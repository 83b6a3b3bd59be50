import { randomUUID } from "node:crypto"
import { MoveRefused, OrderNotFound } from "../../schema/errors"
import { fail } from "../failure"
import type { Order, OrderState, OrderTransition } from "../../schema/order"
import { Order as OrderSchema } from "../../schema/order"
import { Schema } from "effect"
import { ordersChannel, type LiveBus, type LiveEvent } from "../live/live-bus"
import type { Queryable, Transactional } from "../storage/db"
import { emptyCart, linesToOrder } from "./cart-service"
import { exactlyOnce, keyReused } from "./exactly-once"
import type { Diner } from "./diner"

/**
 * Orders: created from a cart (exactly once per idempotency key), read by service area, and
 * moved only along the tenant's configured transitions. Every change is pushed live.
 */

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
  created_at: Date | string
}

const orderColumns = `o.id, o.order_number, o.service_area_id, o.state_id, s.name as state_name, s.color as state_color,
  s.translations as state_translations, o.lines, o.price, o.summery, o.created_at`

const decodeOrder = Schema.decodeUnknownSync(OrderSchema)

const toOrder = (row: OrderRow): Order =>
  decodeOrder({
    id: row.id,
    orderNumber: row.order_number,
    serviceAreaId: row.service_area_id,
    orderState: { id: row.state_id, stateName: row.state_name, color: row.state_color, ...(row.state_translations === null ? {} : { translations: row.state_translations }) },
    items: row.lines,
    price: row.price,
    summery: row.summery,
    createdAt: new Date(row.created_at).getTime(),
  })

export const findOrder = async (db: Queryable, orderId: string): Promise<Order | null> => {
  const [row] = await db.query<OrderRow>(`select ${orderColumns} from orders o join order_states s on s.id = o.state_id where o.id = $1`, [orderId])
  return row === undefined ? null : toOrder(row)
}

/**
 * Submits the diner's cart, exactly once per Idempotency-Key (server/services/exactly-once.ts):
 * the same key answers the order it made the first time, however often it is repeated or raced.
 */
export const submitCart = async (db: Transactional, live: LiveBus, diner: Diner, idempotencyKey: string): Promise<Order> => {
  let event: LiveEvent | null = null
  const order = await exactlyOnce(
    db,
    { uid: diner.identity.uid, key: idempotencyKey, call: "cartSubmit", body: null },
    OrderSchema,
    async (tx) => {
      const { cartId, cart } = await linesToOrder(tx, diner)
      const [first] = await tx.query<{ id: string }>("select id from order_states where tenant_id = $1 order by position limit 1", [diner.serviceArea.tenantId])
      if (first === undefined) throw new Error(`tenant ${diner.serviceArea.tenantId} has no order states configured`)
      const [number] = await tx.query<{ n: string | number }>("select nextval('order_numbers') as n")
      const orderId = randomUUID()
      await tx.query(
        `insert into orders (id, order_number, uid, tenant_id, service_area_id, state_id, lines, price, summery)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9::jsonb)`,
        [orderId, `#${String(number?.n ?? 0).padStart(3, "0")}`, diner.identity.uid, diner.serviceArea.tenantId, diner.serviceArea.id, first.id, JSON.stringify(cart.items), cart.price, JSON.stringify(cart.summery)],
      )
      await emptyCart(tx, cartId)
      const created = await findOrder(tx, orderId)
      if (created === null) throw new Error("order vanished inside its own transaction")
      event = await live.record(tx, ordersChannel(diner.serviceArea.tenantId, diner.serviceArea.id), "order", created)
      return created
    },
    // A key kept from before answers were stored: the order it made, if it was a submit's.
    async (used) => {
      const earlier = used.orderId === null ? null : await findOrder(db, used.orderId)
      if (earlier === null) throw keyReused()
      return earlier
    },
  )
  if (event !== null) live.announce(event)
  return order
}

/**
 * Orders of the diner's service area, from every diner there, newest first, without those in
 * the excluded states. Each is marked `isMine` for the asking diner; who placed the others is
 * never sent.
 */
export const searchOrders = async (db: Queryable, diner: Diner, excludeStateIds: ReadonlyArray<string>): Promise<ReadonlyArray<Order>> => {
  const rows = await db.query<OrderRow & { uid: string }>(
    `select ${orderColumns}, o.uid from orders o join order_states s on s.id = o.state_id
      where o.service_area_id = $1 and not (o.state_id = any($2::text[]))
      order by o.created_at desc, o.order_number desc limit 200`,
    [diner.serviceArea.id, [...excludeStateIds]],
  )
  return rows.map((row) => ({ ...toOrder(row), isMine: row.uid === diner.identity.uid }))
}

export const listOrderStates = async (db: Queryable, tenantId: string): Promise<ReadonlyArray<OrderState>> =>
  (await db.query<{ id: string; name: string; color: string; is_end: boolean; position: number }>("select id, name, color, is_end, position from order_states where tenant_id = $1 order by position", [tenantId])).map(
    (row) => ({ id: row.id, name: row.name, color: row.color, isEnd: row.is_end, position: row.position }),
  )

export const listOrderTransitions = async (db: Queryable, tenantId: string): Promise<ReadonlyArray<OrderTransition>> =>
  (await db.query<{ id: string; name: string; from_state_id: string; to_state_id: string }>("select id, name, from_state_id, to_state_id from order_transitions where tenant_id = $1 order by id", [tenantId])).map(
    (row) => ({ id: row.id, name: row.name, fromStateId: row.from_state_id, toStateId: row.to_state_id }),
  )

/**
 * Moves an order along a configured transition: to `toStateId`, or else to the nearest later
 * state (placed → accepted, not → cancelled). Anything not configured is refused (409).
 */
export const advanceOrder = async (db: Transactional, live: LiveBus, orderId: string, toStateId: string | undefined): Promise<Order> => {
  const { order, event } = await db.transaction(async (tx) => {
    const [current] = await tx.query<{ state_id: string; tenant_id: string; service_area_id: string; position: number; name: string }>(
      "select o.state_id, o.tenant_id, o.service_area_id, s.position, s.name from orders o join order_states s on s.id = o.state_id where o.id = $1 for update of o",
      [orderId],
    )
    if (current === undefined) throw fail(OrderNotFound, `No order has the id '${orderId}'.`, "orderId")
    const moves = await tx.query<{ to_state_id: string; position: number; name: string }>(
      "select t.to_state_id, s.position, s.name from order_transitions t join order_states s on s.id = t.to_state_id where t.from_state_id = $1 order by s.position",
      [current.state_id],
    )
    const move = toStateId === undefined ? (moves.find((candidate) => candidate.position > current.position) ?? moves[0]) : moves.find((candidate) => candidate.to_state_id === toStateId)
    if (move === undefined) {
      throw fail(MoveRefused, toStateId === undefined ? `An order that is ${current.name} cannot move on.` : `No move from ${current.name} to '${toStateId}' is configured.`, "toStateId")
    }
    await tx.query("update orders set state_id = $2 where id = $1", [orderId, move.to_state_id])
    const moved = await findOrder(tx, orderId)
    if (moved === null) throw new Error("order vanished inside its own transaction")
    return { order: moved, event: await live.record(tx, ordersChannel(current.tenant_id, current.service_area_id), "order", moved) }
  })
  live.announce(event)
  return order
}
