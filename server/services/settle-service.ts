import type { Order } from "../../schema/order"
import { NoSettledState, TableNotFound } from "../../schema/errors"
import { fail } from "../failure"
import { ordersChannel, type LiveBus, type LiveEvent } from "../live/live-bus"
import type { Queryable, Transactional } from "../storage/db"
import { findOrder, listOpenVisitOrders, moveOrdersStillOpen } from "../storage/orders-repo"
import { lockTableForPayment, settlePayments } from "../storage/payments-repo"
import { findTableToSettle } from "../storage/venue-repo"
import { clearTableCart } from "../storage/table-cart-repo"
import { endVisitIfPaid, findOpenVisit } from "../storage/visits-repo"
import { committedThenAnnounced } from "./announced"
import { closeTableRequests } from "./staff-request-service"
import { actsAt, recordAction, type Actor } from "./staff-actions"

/**
 * Staff settle a table (the party has paid, at the counter or however the venue takes it):
 * every open order of its visit moves to the venue's settled state, and its staff requests
 * close, in one transaction, and the visit ends. The next party begins a visit of its own. The
 * settle is recorded with its actor (a table of another venue than a staff member's is not found).
 */
export const settleTable = async (
  db: Transactional,
  live: LiveBus,
  qrCode: string,
  actor: Actor,
): Promise<{ settled: ReadonlyArray<Order>; closedRequests: number }> =>
  committedThenAnnounced(db, live, async (tx) => {
    const table = await findTableToSettle(tx, qrCode)
    if (table === null || !actsAt(actor, table.venueId)) throw fail(TableNotFound, `No table has the code '${qrCode}'.`, "qrCode")
    if (table.settledStateId === null)
      throw fail(NoSettledState, "This venue has no settled state configured, so its tables cannot be settled here.", "qrCode")
    await lockTableForPayment(tx, table.id)
    const visit = await findOpenVisit(tx, table.id)
    const venue = { id: table.venueId, tenantId: table.tenantId }
    // No one at the table since it was last settled: nothing to settle (the tap is recorded all the same).
    if (visit === null)
      return {
        answer: { settled: [], closedRequests: 0 },
        events: [await recordAction(tx, live, actor, venue, "settle", qrCode, "0 orders")],
      }
    const open = await listOpenVisitOrders(tx, visit.id)
    const { settled, events, closedRequests } = await settleInTransaction(
      tx,
      live,
      { ...table, settledStateId: table.settledStateId },
      visit.id,
      open.map((order) => order.id),
    )
    const recorded = await recordAction(
      tx,
      live,
      actor,
      venue,
      "settle",
      qrCode,
      `${settled.length} order${settled.length === 1 ? "" : "s"}`,
    )
    return { answer: { settled, closedRequests }, events: [...events, recorded] }
  })

/**
 * Settles a visit inside the caller's transaction (staff's settle, or the payment that left
 * nothing to pay), the table's payment lock already held: the orders the caller read on the bill
 * (and only those: an order sent since is still owed) move to the settled state, its requests
 * close, its cart and payments start afresh, and the visit ends once nothing of it is left open.
 * Answers the live events to announce after the commit, all on the visit's own feed.
 */
export const settleInTransaction = async (
  tx: Queryable,
  live: LiveBus,
  table: { readonly id: string; readonly tenantId: string; readonly settledStateId: string },
  visitId: string,
  orderIds: ReadonlyArray<string>,
): Promise<{ settled: ReadonlyArray<Order>; events: ReadonlyArray<LiveEvent>; closedRequests: number }> => {
  const moved = await moveOrdersStillOpen(tx, orderIds, table.settledStateId)
  const orders: Order[] = []
  const pushed: LiveEvent[] = []
  for (const id of moved) {
    const order = await findOrder(tx, id)
    if (order === null) throw new Error("order vanished inside its own transaction")
    orders.push(order)
    pushed.push(await live.record(tx, ordersChannel(table.tenantId, table.id, visitId), "order", order))
  }
  const closed = await closeTableRequests(tx, live, table.tenantId, table.id, visitId)
  // No one has joined the next order together yet, and nothing is paid of what is still open.
  await clearTableCart(tx, table.id)
  await settlePayments(tx, visitId)
  await endVisitIfPaid(tx, visitId)
  return { settled: orders, events: [...pushed, ...closed], closedRequests: closed.length }
}
