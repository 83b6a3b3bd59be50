import { NEVER, Subject } from "rxjs"
import type { SyncTimestamp } from "../../schema/availability"
import type { Connection } from "../../schema/events"
import type { Order } from "../../schema/order"
import type { PaymentMade } from "../../schema/payment"
import type { StaffRequest } from "../../schema/staff-request"
import type { TableCartChanged } from "../../schema/table-cart"
import type { LiveSource } from "../../streams/live"

/**
 * The live feeds (streams/live.ts) for unit tests: each feed a Subject the test feeds by hand;
 * the connection's heartbeat stays silent unless the test speaks for it.
 */
export const fakeLive = () => {
  const orders = new Subject<Order>()
  const requests = new Subject<StaffRequest>()
  const tableCart = new Subject<TableCartChanged>()
  const payments = new Subject<PaymentMade>()
  const availability = new Subject<{ readonly updatedAt: SyncTimestamp; readonly type: string }>()
  const connection = new Subject<Connection>()
  const live: LiveSource = {
    orders$: () => orders,
    requests$: () => requests,
    availability$: () => availability,
    tableCart$: () => tableCart,
    payments$: () => payments,
    connection$: () => connection,
  }
  return { live, orders, requests, availability, tableCart, payments, connection }
}

/** Feeds that never speak. */
export const silentLive: LiveSource = {
  orders$: () => NEVER,
  requests$: () => NEVER,
  availability$: () => NEVER,
  tableCart$: () => NEVER,
  payments$: () => NEVER,
  connection$: () => NEVER,
}
