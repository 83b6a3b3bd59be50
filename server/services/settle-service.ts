import type { Order } from "../../schema/order"
import { NoSettledState, TableNotFound } from "../../schema/errors"
import { fail } from "../failure"
import { ordersChannel, type LiveBus, type LiveEvent } from "../live/live-bus"
import type { Transactional } from "../storage/db"
import { findOrder } from "./order-service"
import { closeTableRequests } from "./staff-request-service"

/**
 * Staff settle a table (the party has paid, at the counter or however the venue takes it):
 * every open order there moves to the venue's settled state, and its staff requests close,
 * in one transaction. The next party at the table starts with an empty bill.
 */
export const settleTable = async (db: Transactional, live: LiveBus, qrCode: string): Promise<{ settled: ReadonlyArray<Order>; closedRequests: number }> => {
  const { settled, events, closedRequests } = await db.transaction(async (tx) => {
    const [table] = await tx.query<{ id: string; tenant_id: string; settled_state_id: string | null }>(
      "select a.id, v.tenant_id, v.settled_state_id from service_areas a join venues v on v.id = a.venue_id where a.qr_code = $1",
      [qrCode],
    )
    if (table === undefined) throw fail(TableNotFound, `No table has the code '${qrCode}'.`, "qrCode")
    if (table.settled_state_id === null) throw fail(NoSettledState, "This venue has no settled state configured, so its tables cannot be settled here.", "qrCode")
    const moved = await tx.query<{ id: string }>(
      `update orders o set state_id = $2 from order_states s
        where s.id = o.state_id and o.service_area_id = $1 and not s.is_end returning o.id`,
      [table.id, table.settled_state_id],
    )
    const orders: Order[] = []
    const pushed: LiveEvent[] = []
    for (const { id } of moved) {
      const order = await findOrder(tx, id)
      if (order === null) throw new Error("order vanished inside its own transaction")
      orders.push(order)
      pushed.push(await live.record(tx, ordersChannel(table.tenant_id, table.id), "order", order))
    }
    const closed = await closeTableRequests(tx, live, table.tenant_id, table.id)
    return { settled: orders, events: [...pushed, ...closed], closedRequests: closed.length }
  })
  for (const event of events) live.announce(event)
  return { settled, closedRequests }
}
