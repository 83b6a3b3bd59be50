import { randomUUID } from "node:crypto"
import type { CartLine, CartSubmitPayload } from "../../schema/cart"
import { CartEmpty, DishUnavailable, MoveRefused, OrderNotFound, WrongTable } from "../../schema/errors"
import { fail } from "../failure"
import { announcing, committedThenAnnounced } from "./announced"
import type { Order } from "../../schema/order"
import { Order as OrderSchema } from "../../schema/order"
import { ordersChannel, type LiveBus, type LiveEvent } from "../live/live-bus"
import type { Queryable, Transactional } from "../storage/db"
import { findFirstOrderStateId, listMovesFrom } from "../storage/order-states-repo"
import {
  findOrder,
  findOrderLineAdders,
  insertOrder,
  listOrdersForStaff,
  listVisitOrders,
  lockOrderToMove,
  nextOrderNumber,
  setOrderState,
} from "../storage/orders-repo"
import { noteOf } from "../../src/domain/note"
import { summaryOf } from "../../src/domain/pricing"
import { emptyCart, lockCartToOrder } from "./cart-service"
import { exactlyOnceAnnounced, keyReused, keyedCall } from "./exactly-once"
import type { Diner } from "./diner"
import { openVisitFor, visitOf } from "./visit-service"
import { findVenueOfArea } from "../storage/staff-repo"
import { actsAt, recordAction, type Actor } from "./staff-actions"

/**
 * Orders: created from the diner's own cart or the table's cart (placeOrder, exactly once per
 * idempotency key), read by service area, and moved only along the tenant's configured
 * transitions. Every change is pushed live.
 */

/**
 * Submits the diner's cart, exactly once per Idempotency-Key (server/services/exactly-once.ts):
 * the same key answers the order it made the first time, however often it is repeated or raced.
 * Without a key it is one new submit; the cart's lock (lockCartToOrder) still makes at most one
 * order of one cart.
 */
export const submitCart = async (
  db: Transactional,
  live: LiveBus,
  diner: Diner,
  payload: CartSubmitPayload,
  idempotencyKey: string | undefined,
): Promise<Order> =>
  exactlyOnceAnnounced(
    db,
    live,
    keyedCall(diner, "cartSubmit", payload, idempotencyKey),
    OrderSchema,
    async (tx) => {
      const cart = await lockCartToOrder(tx, diner)
      const placed = await placeOrder(
        tx,
        live,
        diner,
        "Your cart",
        cart.items.map((line) => ({ line })),
        noteOf(payload?.note),
      )
      await emptyCart(tx, cart.id)
      return { answer: placed.order, events: [placed.event] }
    },
    // A key kept from before answers were stored: the order it made, if it was a submit's.
    async (used) => {
      const earlier = used.orderId === null ? null : await findOrder(db, used.orderId)
      if (earlier === null) throw keyReused()
      return earlier
    },
  )

/** A line of a new order, with who added it when the table's cart sends it. */
export interface LineToOrder {
  readonly line: CartLine
  readonly adder?: { readonly uid: string; readonly name: string | null }
}

/**
 * The one way an order is made, for the own cart's submit and the table cart's send, inside
 * their transaction: no lines, or a dish no longer available, is refused (`cartName` says whose
 * cart). The lines come priced now by the rule of every cart read (priceLine), so the order's
 * prices are today's menu's; the order takes the next number and the tenant's first state, each attributed
 * line its adder's first name (who added it is kept beside the order, never sent). The order is
 * recorded on its table's feed: announce the event after the commit.
 */
export const placeOrder = async (
  tx: Queryable,
  live: LiveBus,
  diner: Diner,
  cartName: string,
  lines: ReadonlyArray<LineToOrder>,
  /** The diner's note on the order, trimmed; '' for none. */
  note = "",
): Promise<{ order: Order; event: LiveEvent; visitId: string }> => {
  const area = diner.serviceArea
  if (lines.length === 0) throw fail(CartEmpty, `${cartName} is empty. Add a dish to order.`)
  const gone = lines.filter(({ line }) => !line.available)
  if (gone.length > 0)
    throw fail(
      DishUnavailable,
      `Some dishes are no longer available: ${gone.map(({ line }) => line.name).join(", ")}. Remove them to order.`,
    )
  // An order belongs to the sender's visit, which must still be open (a settled table's diner starts a new order first).
  const visit = await openVisitFor(tx, diner)
  const firstStateId = await findFirstOrderStateId(tx, area.tenantId)
  if (firstStateId === null) throw new Error(`tenant ${area.tenantId} has no order states configured`)
  const items = lines.map(({ line, adder }) => (adder === undefined ? line : { ...line, addedBy: { name: adder.name } }))
  const adders = lines.flatMap(({ line, adder }) => (adder === undefined ? [] : [[line.id, adder.uid] as const]))
  const summery = summaryOf(items, area.serviceChargePercent)
  const orderId = randomUUID()
  await insertOrder(tx, {
    id: orderId,
    orderNumber: await nextOrderNumber(tx),
    uid: diner.identity.uid,
    tenantId: area.tenantId,
    serviceAreaId: area.id,
    visitId: visit.id,
    stateId: firstStateId,
    lines: items,
    price: summery.subtotal,
    summery,
    lineAdders: adders.length === 0 ? null : Object.fromEntries(adders),
    note,
  })
  const order = await findOrder(tx, orderId)
  if (order === null) throw new Error("order vanished inside its own transaction")
  return { order, event: await live.record(tx, ordersChannel(area.tenantId, area.id, visit.id), "order", order), visitId: visit.id }
}

/**
 * Orders as one diner sees them: each line of an order sent together marked "yours" when the
 * diner added it (the stored lines carry only the adder's first name).
 */
export const markOwnLines = async (db: Queryable, uid: string, orders: ReadonlyArray<Order>): Promise<ReadonlyArray<Order>> => {
  const adders = await findOrderLineAdders(
    db,
    orders.filter((order) => order.items.some((line) => line.addedBy !== undefined)).map((order) => order.id),
  )
  return orders.map((order) => {
    const byLine = adders.get(order.id)
    return byLine === undefined
      ? order
      : {
          ...order,
          items: order.items.map((line) =>
            line.addedBy === undefined ? line : { ...line, addedBy: { ...line.addedBy, yours: byLine[line.id] === uid } },
          ),
        }
  })
}

/**
 * Orders of the diner's visit at their table, from every diner of it, newest first, without those
 * in the excluded states (nothing of an earlier or a later visit). A diner asks for their own table's only (`qr`, else WrongTable). Each is
 * marked `isMine` for the asking diner; who placed the others is never sent.
 */
export const searchOrders = async (
  db: Queryable,
  diner: Diner,
  qr: string,
  excludeStateIds: ReadonlyArray<string>,
): Promise<ReadonlyArray<Order>> => {
  if (qr !== diner.serviceArea.qrCode) throw fail(WrongTable, "You can only see the orders of your own table.", "qr")
  // Lines of an order sent together are marked "yours" for the diner who added them.
  return markOwnLines(
    db,
    diner.identity.uid,
    (await listVisitOrders(db, (await visitOf(db, diner)).id, excludeStateIds)).map(({ order, uid }) => ({
      ...order,
      isMine: uid === diner.identity.uid,
    })),
  )
}

/**
 * Orders for the staff, in one query: the open ones, or all with `includeEnded`; of every venue
 * (the operator's 200 newest) or of one (its staff screen's 500 newest: a busy board fits).
 */
export const ordersForStaff = (db: Queryable, includeEnded: boolean, venueId: string | null = null) =>
  listOrdersForStaff(db, includeEnded, venueId, venueId === null ? 200 : 500)

/**
 * Moves an order along a configured transition: to `toStateId`, or else to the nearest later
 * state (placed → accepted, not → cancelled). Anything not configured is refused (409). The move
 * is recorded with its actor (an order of another venue than a staff member's is not found).
 */
export const advanceOrder = async (
  db: Transactional,
  live: LiveBus,
  orderId: string,
  toStateId: string | undefined,
  actor: Actor,
): Promise<Order> => {
  return committedThenAnnounced(db, live, async (tx) => {
    const current = await lockOrderToMove(tx, orderId)
    const venue = current === null ? null : await findVenueOfArea(tx, current.serviceAreaId)
    if (current === null || venue === null || !actsAt(actor, venue.id))
      throw fail(OrderNotFound, `No order has the id '${orderId}'.`, "orderId")
    const moves = await listMovesFrom(tx, current.stateId)
    const move =
      toStateId === undefined
        ? (moves.find((candidate) => candidate.position > current.position) ?? moves[0])
        : moves.find((candidate) => candidate.toStateId === toStateId)
    if (move === undefined) {
      throw fail(
        MoveRefused,
        toStateId === undefined
          ? `An order that is ${current.name} cannot move on.`
          : `No move from ${current.name} to '${toStateId}' is configured.`,
        "toStateId",
      )
    }
    await setOrderState(tx, orderId, move.toStateId)
    const moved = await findOrder(tx, orderId)
    if (moved === null) throw new Error("order vanished inside its own transaction")
    return announcing(
      moved,
      await live.record(tx, ordersChannel(current.tenantId, current.serviceAreaId, current.visitId), "order", moved),
      await recordAction(tx, live, actor, venue, "advance", orderId, move.name),
    )
  })
}
