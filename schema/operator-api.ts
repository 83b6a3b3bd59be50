import { Schema } from "effect"
import { defineCall, NoParams, NoPayload, NoQuery } from "./api"
import { Id, QrCode } from "./ids"
import { Money } from "./money"
import { Order } from "./order"
import { AvailabilitySync } from "./availability"
import {
  ItemNotFound,
  MoveRefused,
  NoSettledState,
  OperatorCallErrors,
  OrderNotFound,
  RequestClosed,
  RequestNotFound,
  TableNotFound,
  PaymentNotFound,
  PaymentPending,
  NotRefundable,
  VenueNotFound,
} from "./errors"
import { Payment } from "./payment"
import { StaffFeedback } from "./feedback"
import { PhoneNumber } from "./phone"
import { StaffRequest, StaffRequestWithTable } from "./staff-request"
import { LateAfterMinutes, StaffEmail } from "./staff"

/**
 * The venue staff's calls on the reference server, used by the operator CLI
 * (`npm run venue -- ...`) and by tests. Staff features are not part of the diner's spec; these
 * exist so an order can move and an item can sell out through the same code path and the
 * same live push as in production. They need the header `x-operator-key`.
 */

/** The highest price staff may set for a variant, in minor units (Rs. 100,000.00). */
export const PRICE_MAX = 10_000_000

export const OrderWithArea = Schema.Struct({ order: Order, serviceAreaName: Schema.String, stateIsEnd: Schema.Boolean })
export type OrderWithArea = typeof OrderWithArea.Type

/**
 * A payment as staff see it: its receipt, its table, whether its table was settled since, and why
 * it was refunded: `late` when its provider took the money after its share was paid by others or
 * its table settled (the server gave it back), `staff` for a staff refund.
 */
export const StaffPayment = Schema.Struct({
  payment: Payment,
  qrCode: QrCode,
  settled: Schema.Boolean,
  refundReason: Schema.NullOr(Schema.Literals(["late", "staff"])),
})
export type StaffPayment = typeof StaffPayment.Type

const AtVenue = Schema.Struct({ venueId: Id })

/** A change to a staff list: the address as kept (lowercased), and whether the list changed. */
export const StaffListChange = Schema.Struct({ email: StaffEmail, changed: Schema.Boolean })

/** What adding an e-mail to a venue's staff list and taking it off share: all but the path and summary. */
const staffListChange = {
  method: "POST",
  params: AtVenue,
  query: NoQuery,
  payload: Schema.Struct({ email: StaffEmail }),
  answer: StaffListChange,
  access: "operator",
  idempotent: false,
  errors: [...OperatorCallErrors, VenueNotFound],
} as const

export const operatorApi = {
  operatorOrders: defineCall({
    method: "GET",
    path: "/api/operator/orders",
    params: NoParams,
    query: Schema.Struct({ all: Schema.optionalKey(Schema.Literals(["0", "1"])) }),
    payload: NoPayload,
    answer: Schema.Array(OrderWithArea),
    access: "operator",
    idempotent: false,
    errors: OperatorCallErrors,
    summary: "Orders of every venue, open ones only unless all=1, newest first.",
  }),
  operatorAdvance: defineCall({
    method: "POST",
    path: "/api/operator/orders/:orderId/advance",
    params: Schema.Struct({ orderId: Id }),
    query: NoQuery,
    payload: Schema.Struct({ toStateId: Schema.optionalKey(Id) }),
    answer: Order,
    access: "operator",
    idempotent: false,
    errors: [...OperatorCallErrors, OrderNotFound, MoveRefused],
    summary: "Moves an order to the given state, or along its first configured move; other moves are refused (409).",
  }),
  operatorAvailability: defineCall({
    method: "POST",
    path: "/api/operator/items/:itemId/availability",
    params: Schema.Struct({ itemId: Id }),
    query: NoQuery,
    payload: Schema.Struct({ available: Schema.Boolean }),
    answer: AvailabilitySync,
    access: "operator",
    idempotent: false,
    errors: [...OperatorCallErrors, ItemNotFound],
    summary: "Takes an item off the menu or puts it back, and touches the venue's availability sync document.",
  }),
  operatorPrice: defineCall({
    method: "POST",
    path: "/api/operator/items/:itemId/price",
    params: Schema.Struct({ itemId: Id }),
    query: NoQuery,
    // At most Rs. 100,000.00 (minor units): 99 of it, with its options, still fit an order's integer price.
    payload: Schema.Struct({ variantId: Id, price: Money.check(Schema.isLessThanOrEqualTo(PRICE_MAX)) }),
    answer: AvailabilitySync,
    access: "operator",
    idempotent: false,
    errors: [...OperatorCallErrors, ItemNotFound],
    summary:
      "Sets the price of one of a dish's variants (minor units), and touches the venue's availability sync document (type changed): diners' menus are read again; orders keep what they were priced at.",
  }),
  operatorRequests: defineCall({
    method: "GET",
    path: "/api/operator/requests",
    params: NoParams,
    query: Schema.Struct({ all: Schema.optionalKey(Schema.Literals(["0", "1"])) }),
    payload: NoPayload,
    answer: Schema.Array(StaffRequestWithTable),
    access: "operator",
    idempotent: false,
    errors: OperatorCallErrors,
    summary: "Staff requests of every table, open ones only unless all=1, oldest first.",
  }),
  operatorAcknowledge: defineCall({
    method: "POST",
    path: "/api/operator/requests/:requestId/ack",
    params: Schema.Struct({ requestId: Id }),
    query: NoQuery,
    payload: NoPayload,
    answer: StaffRequest,
    access: "operator",
    idempotent: false,
    errors: [...OperatorCallErrors, RequestNotFound, RequestClosed],
    summary:
      "Acknowledges a staff request (the diner sees 'On the way'); acknowledging it again answers it as it is; a closed one is refused (409).",
  }),
  operatorSettle: defineCall({
    method: "POST",
    path: "/api/operator/tables/:qrCode/settle",
    params: Schema.Struct({ qrCode: QrCode }),
    query: NoQuery,
    payload: NoPayload,
    answer: Schema.Struct({ settled: Schema.Array(Order), closedRequests: Schema.Number.check(Schema.isInt()) }),
    access: "operator",
    idempotent: false,
    errors: [...OperatorCallErrors, TableNotFound, NoSettledState],
    summary:
      "Settles a table: its open orders move to the venue's settled state (Paid) and its requests close, so the next party starts with an empty bill.",
  }),
  operatorPayments: defineCall({
    method: "GET",
    path: "/api/operator/payments",
    params: NoParams,
    query: Schema.Struct({ qrCode: Schema.optionalKey(QrCode) }),
    payload: NoPayload,
    answer: Schema.Array(StaffPayment),
    access: "operator",
    idempotent: false,
    errors: OperatorCallErrors,
    summary:
      "The latest payments made at the venues' tables (at one table with qrCode), newest first, at most 200: each receipt with its status, whether its table was settled since, and why it was refunded (late: the provider took the money after the share was paid or the table settled, and the server gave it back; staff).",
  }),
  operatorRefund: defineCall({
    method: "POST",
    path: "/api/operator/payments/:receiptNumber/refund",
    params: Schema.Struct({ receiptNumber: Schema.String.check(Schema.isPattern(/^R-[0-9]{6,}$/u)) }),
    query: NoQuery,
    payload: NoPayload,
    answer: Payment,
    access: "operator",
    idempotent: false,
    errors: [...OperatorCallErrors, PaymentNotFound, NotRefundable, PaymentPending],
    summary:
      "Refunds a payment at a table, by its receipt number, through its provider, once: refunding it again is refused (409). While the table is not settled, the share is owed again.",
  }),
  operatorFeedback: defineCall({
    method: "GET",
    path: "/api/operator/feedback",
    params: NoParams,
    query: Schema.Struct({ venueId: Schema.optionalKey(Id) }),
    payload: NoPayload,
    answer: Schema.Array(StaffFeedback),
    access: "operator",
    idempotent: false,
    errors: OperatorCallErrors,
    summary:
      "The latest feedback diners gave after paying (at one venue with venueId), newest first, at most 200: each with its venue, table and receipt number.",
  }),
  // The staff screen's list of who may use it (schema/staff-api.ts), and when its orders are late.
  operatorStaffList: defineCall({
    method: "GET",
    path: "/api/operator/venues/:venueId/staff",
    params: AtVenue,
    query: NoQuery,
    payload: NoPayload,
    answer: Schema.Array(Schema.Struct({ email: StaffEmail, addedAt: Schema.Number.check(Schema.isInt()) })),
    access: "operator",
    idempotent: false,
    errors: [...OperatorCallErrors, VenueNotFound],
    summary: "The e-mails on the venue's staff list (who may sign in to its staff screen), by address.",
  }),
  operatorStaffAdd: defineCall({
    ...staffListChange,
    path: "/api/operator/venues/:venueId/staff",
    summary:
      "Lists an e-mail (kept lowercased) as the venue's staff: its Google account may then use the staff screen. Listed already: changed is false.",
  }),
  operatorStaffRemove: defineCall({
    ...staffListChange,
    path: "/api/operator/venues/:venueId/staff/remove",
    summary:
      "Takes an e-mail off the venue's staff list: its next staff call is refused (and, with the Firestore mirror, its admission to the venue's staff feed there is withdrawn). Not listed: changed is false.",
  }),
  operatorLateAfter: defineCall({
    method: "POST",
    path: "/api/operator/venues/:venueId/late",
    params: AtVenue,
    query: NoQuery,
    payload: Schema.Struct({ minutes: LateAfterMinutes }),
    answer: Schema.Struct({ venueId: Id, lateAfterMinutes: LateAfterMinutes }),
    access: "operator",
    idempotent: false,
    errors: [...OperatorCallErrors, VenueNotFound],
    summary: "Sets after how many minutes (1 to 240) an order waiting on the venue's staff screen is shown late.",
  }),
} as const

export type OperatorApi = typeof operatorApi

/**
 * Local-only: the SMS outbox of the reference server on a demo project, where the demo's (and
 * the tests') verification codes arrive instead of a phone. Behind the operator key, since a
 * code read here verifies a phone; messages go once their code has expired.
 */
export const devApi = {
  devSmsOutbox: defineCall({
    method: "GET",
    path: "/api/dev/sms-outbox",
    params: NoParams,
    query: Schema.Struct({ phone: PhoneNumber }),
    payload: NoPayload,
    answer: Schema.Array(Schema.Struct({ phoneNumber: PhoneNumber, body: Schema.String, createdAt: Schema.Number })),
    access: "operator",
    idempotent: false,
    errors: OperatorCallErrors,
    summary: "The SMS sent to a phone number whose codes are still valid, newest first (local demo only).",
  }),
} as const
