import type { StaffApi } from "../../schema/staff-api"
import { setItemAvailability, setItemPrice } from "../services/availability-service"
import { staffFeedback } from "../services/feedback-service"
import { floorOf } from "../services/floor-service"
import { advanceOrder, ordersForStaff } from "../services/order-service"
import { refundPayment, staffPayments } from "../services/payment-service"
import { settleTable } from "../services/settle-service"
import { staffActor } from "../services/staff-actions"
import { dishesOf, requestsOnFloor, venuesOfStaff } from "../services/staff-service"
import { acknowledgeRequest } from "../services/staff-request-service"
import { listStaffActions } from "../storage/staff-repo"
import type { StaffCallDeps } from "./operator-handlers"
import type { Handlers } from "./routes"

/**
 * The staff screen's calls (schema/staff-api.ts): the operator's services (operator-handlers.ts),
 * scoped to the venue of the call's path and acted as the signed-in staff member, whom each
 * change records. Access (server/http/access.ts) has put the member on the venue's list first.
 */
export const staffHandlers = ({ db, live, now, payments }: StaffCallDeps): Handlers<StaffApi> => ({
  staffVenues: async ({ staff }) => venuesOfStaff(db, staff),
  staffOrders: async ({ staff, query }) => ordersForStaff(db, query.all === "1", staff.venue.id),
  staffAdvance: async ({ staff, params, payload }) =>
    advanceOrder(db, live, params.orderId, payload.toStateId, staffActor(staff.email, staff.venue.id)),
  staffRequests: async ({ staff, query }) => requestsOnFloor(db, staff.venue.id, query.all === "1", now()),
  staffAcknowledge: async ({ staff, params }) =>
    acknowledgeRequest(db, live, params.requestId, now(), staffActor(staff.email, staff.venue.id)),
  staffMenu: async ({ staff }) => dishesOf(db, staff.venue.id),
  staffAvailability: async ({ staff, params, payload }) =>
    setItemAvailability(db, live, params.itemId, payload.available, now(), staffActor(staff.email, staff.venue.id)),
  staffPrice: async ({ staff, params, payload }) =>
    setItemPrice(db, live, { itemId: params.itemId, ...payload }, now(), staffActor(staff.email, staff.venue.id)),
  staffTables: async ({ staff }) => floorOf(db, staff.venue.id),
  staffSettle: async ({ staff, params }) => settleTable(db, live, params.qrCode, staffActor(staff.email, staff.venue.id)),
  staffPayments: async ({ staff, query }) => staffPayments(db, query.qrCode ?? null, staff.venue.id),
  staffRefund: async ({ staff, params }) =>
    refundPayment({ db, live, provider: payments, now }, params.receiptNumber, staffActor(staff.email, staff.venue.id)),
  staffFeedback: async ({ staff }) => staffFeedback(db, staff.venue.id),
  staffActions: async ({ staff }) => listStaffActions(db, staff.venue.id),
})
