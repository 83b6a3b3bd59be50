import type { OperatorApi } from "../../schema/operator-api"
import type { LiveBus } from "../live/live-bus"
import { setItemAvailability, setItemPrice } from "../services/availability-service"
import { advanceOrder, ordersForStaff } from "../services/order-service"
import { settleTable } from "../services/settle-service"
import { staffFeedback } from "../services/feedback-service"
import { refundPayment, staffPayments } from "../services/payment-service"
import type { PaymentProvider } from "../payments/payment-provider"
import { acknowledgeRequest, listAllRequests } from "../services/staff-request-service"
import type { Db } from "../storage/db"
import type { Handlers } from "./routes"

/** Staff calls of the reference server: the same services, the same live push as production. */
export const operatorHandlers = ({
  db,
  live,
  now,
  payments,
}: {
  readonly db: Db
  readonly live: LiveBus
  readonly now: () => number
  readonly payments: PaymentProvider
}): Handlers<OperatorApi> => ({
  // One query for the whole list (storage/orders-repo.ts), not one per order.
  operatorOrders: async ({ query }) => ordersForStaff(db, query.all === "1"),
  operatorAdvance: async ({ params, payload }) => advanceOrder(db, live, params.orderId, payload.toStateId),
  operatorAvailability: async ({ params, payload }) => setItemAvailability(db, live, params.itemId, payload.available, now()),
  operatorPrice: async ({ params, payload }) => setItemPrice(db, live, { itemId: params.itemId, ...payload }, now()),
  operatorRequests: async ({ query }) => listAllRequests(db, query.all === "1"),
  operatorAcknowledge: async ({ params }) => acknowledgeRequest(db, live, params.requestId, now()),
  operatorSettle: async ({ params }) => settleTable(db, live, params.qrCode),
  operatorPayments: async ({ query }) => staffPayments(db, query.qrCode ?? null),
  operatorRefund: async ({ params }) => refundPayment({ db, live, provider: payments, now }, params.receiptNumber),
  operatorFeedback: async ({ query }) => staffFeedback(db, query.venueId ?? null),
})
