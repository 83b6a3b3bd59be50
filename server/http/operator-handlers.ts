import type { OperatorApi } from "../../schema/operator-api"
import type { StaffAdmissions } from "../live/firestore-staff"
import type { LiveBus } from "../live/live-bus"
import { setItemAvailability, setItemPrice } from "../services/availability-service"
import { advanceOrder, ordersForStaff } from "../services/order-service"
import { settleTable } from "../services/settle-service"
import { staffFeedback } from "../services/feedback-service"
import { refundPayment, staffPayments } from "../services/payment-service"
import type { PaymentProvider } from "../payments/payment-provider"
import { acknowledgeRequest, listAllRequests } from "../services/staff-request-service"
import type { Db } from "../storage/db"
import { operatorActor } from "../services/staff-actions"
import { addStaff, removeStaff, setLateAfter, staffListOf } from "../services/staff-list-service"
import type { Handlers } from "./routes"

/** What the operator's and the staff screen's calls act with. */
export interface StaffCallDeps {
  readonly db: Db
  readonly live: LiveBus
  readonly now: () => number
  readonly payments: PaymentProvider
  /** Staff admissions in Firestore (production): withdrawn when an e-mail is taken off a list. */
  readonly staffAdmissions?: StaffAdmissions
}

/**
 * The operator's calls of the reference server (the command line): the same services, the same
 * live push as the staff screen's calls (staff-handlers.ts), each change recorded as the operator's.
 */
export const operatorHandlers = ({ db, live, now, payments, staffAdmissions }: StaffCallDeps): Handlers<OperatorApi> => ({
  // One query for the whole list (storage/orders-repo.ts), not one per order.
  operatorOrders: async ({ query }) => ordersForStaff(db, query.all === "1"),
  operatorAdvance: async ({ params, payload }) => advanceOrder(db, live, params.orderId, payload.toStateId, operatorActor),
  operatorAvailability: async ({ params, payload }) =>
    setItemAvailability(db, live, params.itemId, payload.available, now(), operatorActor),
  operatorPrice: async ({ params, payload }) => setItemPrice(db, live, { itemId: params.itemId, ...payload }, now(), operatorActor),
  operatorRequests: async ({ query }) => listAllRequests(db, query.all === "1"),
  operatorAcknowledge: async ({ params }) => acknowledgeRequest(db, live, params.requestId, now(), operatorActor),
  operatorSettle: async ({ params }) => settleTable(db, live, params.qrCode, operatorActor),
  operatorPayments: async ({ query }) => staffPayments(db, query.qrCode ?? null),
  operatorRefund: async ({ params }) => refundPayment({ db, live, provider: payments, now }, params.receiptNumber, operatorActor),
  operatorFeedback: async ({ query }) => staffFeedback(db, query.venueId ?? null),
  operatorStaffList: async ({ params }) => staffListOf(db, params.venueId),
  operatorStaffAdd: async ({ params, payload }) => addStaff(db, params.venueId, payload.email),
  operatorStaffRemove: async ({ params, payload }) => removeStaff(db, params.venueId, payload.email, staffAdmissions?.dismissEmail),
  operatorLateAfter: async ({ params, payload }) => setLateAfter(db, params.venueId, payload.minutes),
})
