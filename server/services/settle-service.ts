import type { Order } from "../../schema/order"
import { NoSettledState, TableNotFound } from "../../schema/errors"
import { fail } from "../failure"
import { ordersChannel, type LiveBus, type LiveEvent } from "../live/live-bus"
import type { Queryable, Transactional } from "../storage/db"
import { findOrder, moveOpenOrders } from "../storage/orders-repo"
import { lockTableForPayment, settlePayments } from "../storage/payments-repo"
import { findTableToSettle } from "../storage/venue-repo"
import { clearTableCart } from "../storage/table-cart-repo"
import { closeTableRequests } from "./staff-request-service"

/**
 * Staff settle a table (the party has paid, at the counter or however the venue takes it):
 * every open order there moves to the venue's settled state, and its staff requests close,
 * in one transaction. The next party at the table starts with an empty bill.
 */
export const settleTable = async (
  db: Transactional,
  live: LiveBus,
  qrCode: string,
): Promise<{ settled: ReadonlyArray<Order>; closedRequests: number }> => {
  const { settled, events, closedRequests } = await db.transaction(async (tx) => {
    const table = await findTableToSettle(tx, qrCode)
    if (table === null) throw fail(TableNotFound, `No table has the code '${qrCode}'.`, "qrCode")
    if (table.settledStateId === null)
      throw fail(NoSettledState, "This venue has no settled state configured, so its tables cannot be settled here.", "qrCode")
    await lockTableForPayment(tx, table.id)
    return settleInTransaction(tx, live, { ...table, settledStateId: table.settledStateId })
  })
  for (const event of events) live.announce(event)
  return { settled, closedRequests }
}

/**
 * Settles the table inside the caller's transaction (staff's settle, or the payment that left
 * nothing to pay), the table's payment lock already held: its open orders move to the settled
 * state, its requests close, its cart and payments start afresh for the next party. Answers the
 * live events to announce after the commit.
 */
export const settleInTransaction = async (
  tx: Queryable,
  live: LiveBus,
  table: { readonly id: string; readonly tenantId: string; readonly settledStateId: string },
): Promise<{ settled: ReadonlyArray<Order>; events: ReadonlyArray<LiveEvent>; closedRequests: number }> => {
  const moved = await moveOpenOrders(tx, table.id, table.settledStateId)
  const orders: Order[] = []
  const pushed: LiveEvent[] = []
  for (const id of moved) {
    const order = await findOrder(tx, id)
    if (order === null) throw new Error("order vanished inside its own transaction")
    orders.push(order)
    pushed.push(await live.record(tx, ordersChannel(table.tenantId, table.id), "order", order))
  }
  const closed = await closeTableRequests(tx, live, table.tenantId, table.id)
  // The next party starts a new visit: no one has joined its order together yet, nothing is paid.
  await clearTableCart(tx, table.id)
  await settlePayments(tx, table.id)
  return { settled: orders, events: [...pushed, ...closed], closedRequests: closed.length }
}
