import { Schema } from "effect"
import { defineCall, NoPayload, NoQuery, NoParams } from "./api"
import { AvailabilitySync } from "./availability"
import {
  ItemNotFound,
  LiveStreamsLimited,
  MoveRefused,
  NoSettledState,
  NotRefundable,
  OrderNotFound,
  PaymentNotFound,
  PaymentPending,
  RequestClosed,
  RequestNotFound,
  StaffCallErrors,
  TableNotFound,
} from "./errors"
import { StaffFeedback } from "./feedback"
import { Id, QrCode } from "./ids"
import { OrderWithArea, PRICE_MAX, StaffPayment } from "./operator-api"
import { Money } from "./money"
import { Order } from "./order"
import { Payment, PaymentMade } from "./payment"
import { StaffAction, StaffDish, StaffRequestOnFloor, StaffTable, StaffVenue } from "./staff"
import { StaffRequest } from "./staff-request"
import { TableCartChanged } from "./table-cart"

/**
 * The venue's staff screen (`/staff`): its calls, declared once. Access "staff": a Firebase ID
 * token (`Authorization: Bearer ...`) of an account whose e-mail is on the staff list of the
 * venue the path names (`npm run venue -- staff add <email>`), and, when the token names a
 * tenant (claim `tenant-id`), the venue's tenant. No token: 401 NotSignedIn; an anonymous
 * diner's token or an account not on the list: 403 NotStaff; another tenant's: 403 OtherTenant.
 *
 * The changes reach the same services as the operator's calls (schema/operator-api.ts), each
 * recorded with who took it (`staffActions`).
 */

const AtVenue = Schema.Struct({ venueId: Id })
const All = Schema.Struct({ all: Schema.optionalKey(Schema.Literals(["0", "1"])) })
const ReceiptNumber = Schema.String.check(Schema.isPattern(/^R-[0-9]{6,}$/u))

export const staffApi = {
  staffVenues: defineCall({
    method: "GET",
    path: "/api/staff/venues",
    params: NoParams,
    query: NoQuery,
    payload: NoPayload,
    answer: Schema.Array(StaffVenue),
    access: "staff",
    idempotent: false,
    errors: StaffCallErrors,
    summary:
      "The venues whose staff list holds the caller's e-mail (of the token's tenant, when it names one): each with its currency, its order states and the moves out of each, and after how many minutes an order is late.",
  }),
  staffOrders: defineCall({
    method: "GET",
    path: "/api/staff/venues/:venueId/orders",
    params: AtVenue,
    query: All,
    payload: NoPayload,
    answer: Schema.Array(OrderWithArea),
    access: "staff",
    idempotent: false,
    errors: StaffCallErrors,
    summary:
      "The venue's open orders (all with all=1), newest first, at most 500: each with its table, its state (end or not), when it was placed, its lines with their choices and notes, and its note.",
  }),
  staffAdvance: defineCall({
    method: "POST",
    path: "/api/staff/venues/:venueId/orders/:orderId/advance",
    params: Schema.Struct({ venueId: Id, orderId: Id }),
    query: NoQuery,
    payload: Schema.Struct({ toStateId: Schema.optionalKey(Id) }),
    answer: Order,
    access: "staff",
    idempotent: false,
    errors: [...StaffCallErrors, OrderNotFound, MoveRefused],
    summary:
      "Moves one of the venue's orders to the given state, or along its next configured move; other moves are refused (409). Recorded with who took it.",
  }),
  staffRequests: defineCall({
    method: "GET",
    path: "/api/staff/venues/:venueId/requests",
    params: AtVenue,
    query: All,
    payload: NoPayload,
    answer: Schema.Array(StaffRequestOnFloor),
    access: "staff",
    idempotent: false,
    errors: StaffCallErrors,
    summary: "The venue's staff requests, open ones only unless all=1, oldest first, each with its table and its age in seconds.",
  }),
  staffAcknowledge: defineCall({
    method: "POST",
    path: "/api/staff/venues/:venueId/requests/:requestId/ack",
    params: Schema.Struct({ venueId: Id, requestId: Id }),
    query: NoQuery,
    payload: NoPayload,
    answer: StaffRequest,
    access: "staff",
    idempotent: false,
    errors: [...StaffCallErrors, RequestNotFound, RequestClosed],
    summary:
      "Acknowledges one of the venue's staff requests (the diner sees 'On the way'); again answers it as it is; a closed one is refused (409). Recorded with who took it.",
  }),
  staffMenu: defineCall({
    method: "GET",
    path: "/api/staff/venues/:venueId/menu",
    params: AtVenue,
    query: NoQuery,
    payload: NoPayload,
    answer: Schema.Array(StaffDish),
    access: "staff",
    idempotent: false,
    errors: StaffCallErrors,
    summary: "The venue's dishes in menu order, sold-out ones included, each with whether it is available and its variants' prices.",
  }),
  staffAvailability: defineCall({
    method: "POST",
    path: "/api/staff/venues/:venueId/dishes/:itemId/availability",
    params: Schema.Struct({ venueId: Id, itemId: Id }),
    query: NoQuery,
    payload: Schema.Struct({ available: Schema.Boolean }),
    answer: AvailabilitySync,
    access: "staff",
    idempotent: false,
    errors: [...StaffCallErrors, ItemNotFound],
    summary: "Marks one of the venue's dishes sold out, or back: diners' menus and carts show it live. Recorded with who took it.",
  }),
  staffPrice: defineCall({
    method: "POST",
    path: "/api/staff/venues/:venueId/dishes/:itemId/price",
    params: Schema.Struct({ venueId: Id, itemId: Id }),
    query: NoQuery,
    payload: Schema.Struct({ variantId: Id, price: Money.check(Schema.isLessThanOrEqualTo(PRICE_MAX)) }),
    answer: AvailabilitySync,
    access: "staff",
    idempotent: false,
    errors: [...StaffCallErrors, ItemNotFound],
    summary: "Sets the price of one of a dish's variants (minor units); orders keep theirs. Recorded with who took it.",
  }),
  staffTables: defineCall({
    method: "GET",
    path: "/api/staff/venues/:venueId/tables",
    params: AtVenue,
    query: NoQuery,
    payload: NoPayload,
    answer: Schema.Array(StaffTable),
    access: "staff",
    idempotent: false,
    errors: StaffCallErrors,
    summary:
      "The floor: each table of the venue with its current visit, who is ordering together, its table cart, its bill (total, paid, tips, left) and its open requests.",
  }),
  staffSettle: defineCall({
    method: "POST",
    path: "/api/staff/venues/:venueId/tables/:qrCode/settle",
    params: Schema.Struct({ venueId: Id, qrCode: QrCode }),
    query: NoQuery,
    payload: NoPayload,
    answer: Schema.Struct({ settled: Schema.Array(Order), closedRequests: Schema.Number.check(Schema.isInt()) }),
    access: "staff",
    idempotent: false,
    errors: [...StaffCallErrors, TableNotFound, NoSettledState],
    summary:
      "Settles one of the venue's tables: its open orders move to the settled state and its requests close; the next party starts a new visit. Recorded with who took it.",
  }),
  staffPayments: defineCall({
    method: "GET",
    path: "/api/staff/venues/:venueId/payments",
    params: AtVenue,
    query: Schema.Struct({ qrCode: Schema.optionalKey(QrCode) }),
    payload: NoPayload,
    answer: Schema.Array(StaffPayment),
    access: "staff",
    idempotent: false,
    errors: StaffCallErrors,
    summary: "The latest payments at the venue's tables (at one table with qrCode), newest first, at most 200.",
  }),
  staffRefund: defineCall({
    method: "POST",
    path: "/api/staff/venues/:venueId/payments/:receiptNumber/refund",
    params: Schema.Struct({ venueId: Id, receiptNumber: ReceiptNumber }),
    query: NoQuery,
    payload: NoPayload,
    answer: Payment,
    access: "staff",
    idempotent: false,
    errors: [...StaffCallErrors, PaymentNotFound, NotRefundable, PaymentPending],
    summary:
      "Refunds a payment made at one of the venue's tables, by its receipt number, once (again: 409). While the table is not settled, the share is owed again. Recorded with who took it.",
  }),
  staffFeedback: defineCall({
    method: "GET",
    path: "/api/staff/venues/:venueId/feedback",
    params: AtVenue,
    query: NoQuery,
    payload: NoPayload,
    answer: Schema.Array(StaffFeedback),
    access: "staff",
    idempotent: false,
    errors: StaffCallErrors,
    summary: "The latest feedback diners gave after paying at the venue, newest first, at most 200, each with its table and receipt.",
  }),
  staffActions: defineCall({
    method: "GET",
    path: "/api/staff/venues/:venueId/actions",
    params: AtVenue,
    query: NoQuery,
    payload: NoPayload,
    answer: Schema.Array(StaffAction),
    access: "staff",
    idempotent: false,
    errors: StaffCallErrors,
    summary:
      "The venue's latest staff actions, newest first, at most 200: who (a staff e-mail, or 'operator' for the command line) did what to what, and when.",
  }),
} as const

export type StaffApi = typeof staffApi

/**
 * The staff screen's live feed (server-sent events), as the diners' (schema/live.ts): one
 * connection per screen carries the changes of every table of the venue, of every visit, and
 * the venue's own (availability, feedback, actions). Authenticated as the staff calls are, with
 * the `Authorization` header: the app reads it with `fetch`, not EventSource (streams/sse.ts),
 * as the diners' feed does. Every change carries an `id`; `Last-Event-ID` resumes after it, on
 * any instance. The first event is `ready` (its id is the resume point).
 */
export const staffLiveFeed = {
  path: "/api/staff/venues/:venueId/live",
  summary: "The venue's orders, staff requests, payments, table carts, availability, feedback and staff actions, live, on one connection.",
  events: {
    order: { payload: Order, description: "An order of one of the venue's tables, whole, as it is placed or moves to another state." },
    request: { payload: StaffRequest, description: "A staff request: each new one, each acknowledgement, each closed by settling." },
    payment: { payload: PaymentMade, description: "A payment at a table succeeded or was refunded, and what is left of its bill." },
    tableCart: { payload: TableCartChanged, description: "A table's shared cart changed or was sent (staffTables reads it)." },
    availability: {
      payload: AvailabilitySync,
      description: "A dish of the venue was sold out, put back or repriced (staffMenu reads it).",
    },
    feedback: { payload: StaffFeedback, description: "A diner gave feedback after paying." },
    staffAction: { payload: StaffAction, description: "A staff action was taken, with who took it ('accepted by ...')." },
  },
} as const

/** What opening the staff feed can be refused with: what a staff call can, and too many open streams. */
export const StaffLiveFeedErrors = [...StaffCallErrors, LiveStreamsLimited] as const
