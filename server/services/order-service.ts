import { randomUUID } from "node:crypto"
import { MoveRefused, OrderNotFound, WrongTable } from "../../schema/errors"
import { fail } from "../failure"
import type { Order } from "../../schema/order"
import { Order as OrderSchema } from "../../schema/order"
import { ordersChannel, type LiveBus, type LiveEvent } from "../live/live-bus"
import type { Queryable, Transactional } from "../storage/db"
import { findFirstOrderStateId, listMovesFrom } from "../storage/order-states-repo"
import {
  findOrder,
  insertOrder,
  listAreaOrders,
  listOrdersForStaff,
  lockOrderToMove,
  nextOrderNumber,
  setOrderState,
} from "../storage/orders-repo"
import { emptyCart, linesToOrder } from "./cart-service"
import { exactlyOnce, keyReused, keyScopeOf } from "./exactly-once"
import { markOwnLines } from "./table-cart-service"
import type { Diner } from "./diner"

/**
 * Orders: created from a cart (exactly once per idempotency key), read by service area, and
 * moved only along the tenant's configured transitions. Every change is pushed live.
 */

/**
 * Submits the diner's cart, exactly once per Idempotency-Key (server/services/exactly-once.ts):
 * the same key answers the order it made the first time, however often it is repeated or raced.
 * Without a key it is one new submit; the cart's lock (linesToOrder) still makes at most one
 * order of one cart.
 */
export const submitCart = async (db: Transactional, live: LiveBus, diner: Diner, idempotencyKey: string | undefined): Promise<Order> => {
  let event: LiveEvent | null = null
  const { answer: order, fresh } = await exactlyOnce(
    db,
    { scope: keyScopeOf(diner), key: idempotencyKey, call: "cartSubmit", body: null },
    OrderSchema,
    async (tx) => {
      const { cartId, cart } = await linesToOrder(tx, diner)
      const firstStateId = await findFirstOrderStateId(tx, diner.serviceArea.tenantId)
      if (firstStateId === null) throw new Error(`tenant ${diner.serviceArea.tenantId} has no order states configured`)
      const orderNumber = await nextOrderNumber(tx)
      const orderId = randomUUID()
      await insertOrder(tx, {
        id: orderId,
        orderNumber,
        uid: diner.identity.uid,
        tenantId: diner.serviceArea.tenantId,
        serviceAreaId: diner.serviceArea.id,
        stateId: firstStateId,
        lines: cart.items,
        price: cart.price,
        summery: cart.summery,
      })
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
  // Not for an earlier request's order, nor for a change undone because its key was used already.
  if (fresh && event !== null) live.announce(event)
  return order
}

/**
 * Orders of the diner's service area, from every diner there, newest first, without those in
 * the excluded states. A diner asks for their own table's only (`qr`, else WrongTable). Each is
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
    (await listAreaOrders(db, diner.serviceArea.id, excludeStateIds)).map(({ order, uid }) => ({
      ...order,
      isMine: uid === diner.identity.uid,
    })),
  )
}

/** Every table's orders for the staff, in one query: the open ones, or all with `includeEnded`. */
export const ordersForStaff = (db: Queryable, includeEnded: boolean) => listOrdersForStaff(db, includeEnded)

/**
 * Moves an order along a configured transition: to `toStateId`, or else to the nearest later
 * state (placed → accepted, not → cancelled). Anything not configured is refused (409).
 */
export const advanceOrder = async (db: Transactional, live: LiveBus, orderId: string, toStateId: string | undefined): Promise<Order> => {
  const { order, event } = await db.transaction(async (tx) => {
    const current = await lockOrderToMove(tx, orderId)
    if (current === null) throw fail(OrderNotFound, `No order has the id '${orderId}'.`, "orderId")
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
    return { order: moved, event: await live.record(tx, ordersChannel(current.tenantId, current.serviceAreaId), "order", moved) }
  })
  live.announce(event)
  return order
}
