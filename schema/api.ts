import { Schema } from "effect"
import type { SignInStep } from "./auth"
import { Cart, CartAddPayload, CartSubmitPayload, CartUpdatePayload } from "./cart"
import {
  CartEmpty,
  CartFull,
  ChoiceRefused,
  CodeExpired,
  CodeNotSent,
  CodeWrong,
  DinerCallErrors,
  DishNotOnMenu,
  DishUnavailable,
  IdempotencyKeyReused,
  LineAmbiguous,
  LineGone,
  NoCart,
  NoVenue,
  PublicCallErrors,
  QuantityCap,
  RequestKindRefused,
  RequestLimited,
  SendLimited,
  ServerFault,
  SmsUnavailable,
  TooManyTries,
  type ContractErrorSchema,
  LineNotYours,
  NotAtTable,
  NotTableCartMember,
  TableCartOff,
  AmountAboveLeft,
  AmountChanged,
  CardDeclined,
  InsufficientFunds,
  LineNotOnBill,
  LinePaid,
  NothingLeft,
  NothingToConfirm,
  PaymentNotFound,
  PaymentPending,
  TipRefused,
  VisitEnded,
  MailLimited,
  MailUnavailable,
  FeedbackGiven,
} from "./errors"
import { Feedback, FeedbackPayload } from "./feedback"
import { Id, QrCode } from "./ids"
import { Menu } from "./menu"
import { Order, OrderState, OrderTransition } from "./order"
import { PayAnswer, Payment, PayPayload, TablePayments } from "./payment"
import { ReceiptMailed, ReceiptMailPayload } from "./receipt-mail"
import { PhoneNumber, PhoneSendAnswer, PhoneVerifyAnswer, VerificationCode } from "./phone"
import { StaffRequest, StaffRequestPayload, TableRequests } from "./staff-request"
import {
  TableCart,
  TableCartAddPayload,
  TableCartJoined,
  TableCartJoinPayload,
  TableCartSent,
  TableCartSubmitPayload,
  TableCartUpdatePayload,
} from "./table-cart"
import { VenueAnswer } from "./venue"
import { Visit } from "./visit"
import { fillPath, MENU_PICK_PATH, VENUE_BY_QR_PATH } from "./table-paths"

/**
 * The call table of the spec (section 7), declared once. The client's typed caller, the
 * reference server's routes, the OpenAPI description and the contract tests are all derived
 * from these entries, so a path or a shape is never written twice.
 *
 * Access: "public" calls need no sign-in (a diner must see the venue before signing in);
 * "diner" calls need `Authorization: Bearer <Firebase ID token>`, and headers `tenant` and
 * `qr` that name the venue's tenant and one of its service areas, and a user the table's
 * sign-in rule lets in (src/domain/sign-in-rule.ts; 403 otherwise). "operator" calls are the
 * venue staff's command line (schema/operator-api.ts), behind an operator key. "staff" calls are
 * the venue's staff screen (schema/staff-api.ts): a Firebase ID token of an account whose e-mail
 * is on the staff list of the venue the path names.
 */

export type Method = "GET" | "POST" | "PUT"
export type Access = "public" | "diner" | "operator" | "staff"

/** A schema that decodes and encodes without services, as every wire shape here does. */
export type WireSchema = Schema.Codec<unknown, unknown>

export interface CallSpec<
  Params extends WireSchema = WireSchema,
  Query extends WireSchema = WireSchema,
  Payload extends WireSchema = WireSchema,
  Answer extends WireSchema = WireSchema,
  CallAccess extends Access = Access,
> {
  readonly method: Method
  /** Route pattern; `:name` segments are filled from `params`. */
  readonly path: `/api/${string}`
  readonly params: Params
  readonly query: Query
  /** The JSON body; `NoPayload` for none. */
  readonly payload: Payload
  readonly answer: Answer
  /** Kept literal by `defineCall`, so a handler's input is typed by it (a "diner" call's has its diner). */
  readonly access: CallAccess
  /**
   * The call takes an optional `Idempotency-Key` header: a request repeated with the same key
   * never repeats the effect. Without one, each request is a new change.
   */
  readonly idempotent: boolean
  /**
   * Every error the call can answer (schema/errors.ts), each with its status; anything else is a
   * bug of the server, answered 500 (`ServerFault`).
   */
  readonly errors: ReadonlyArray<ContractErrorSchema>
  readonly summary: string
  /**
   * A "diner" call that is itself part of this step of a table's sign-in: the table's rule lets
   * it through while that step is the one missing (the phone calls, before the phone is verified).
   */
  readonly duringSignIn?: SignInStep
}

export const NoParams = Schema.Struct({})
export const NoQuery = Schema.Struct({})
export const NoPayload = Schema.Null

/** Declares one call; the identity function that keeps each entry's precise types. */
export const defineCall = <
  Params extends WireSchema,
  Query extends WireSchema,
  Payload extends WireSchema,
  Answer extends WireSchema,
  CallAccess extends Access,
>(
  spec: CallSpec<Params, Query, Payload, Answer, CallAccess>,
): CallSpec<Params, Query, Payload, Answer, CallAccess> => spec

const ByQr = Schema.Struct({ qrCode: QrCode })

/** Comma-separated order-state ids: "state-served,state-cancelled" (may be empty). */
export const IdList = Schema.String.check(Schema.isPattern(/^([A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*)?$/u), Schema.isMaxLength(2000))

/** What both calls of the diner's visit share: no input, the visit as the answer. */
const visitCall = {
  path: "/api/visit",
  params: NoParams,
  query: NoQuery,
  payload: NoPayload,
  answer: Visit,
  access: "diner",
  idempotent: false,
  errors: DinerCallErrors,
} as const

export const api = {
  venueByQr: defineCall({
    method: "GET",
    path: VENUE_BY_QR_PATH,
    query: NoQuery,
    payload: NoPayload,
    idempotent: false,
    params: ByQr,
    answer: VenueAnswer,
    access: "public",
    errors: [...PublicCallErrors, NoVenue],
    summary: "The venue, service area and tenant behind a table's QR code.",
  }),
  menuPick: defineCall({
    method: "GET",
    path: MENU_PICK_PATH,
    query: NoQuery,
    payload: NoPayload,
    idempotent: false,
    params: ByQr,
    answer: Menu,
    access: "public",
    errors: [...PublicCallErrors, NoVenue],
    summary: "The menu a diner at this QR code may see. Also used to refetch the menu.",
  }),
  cartAdd: defineCall({
    method: "POST",
    path: "/api/cart/add",
    params: NoParams,
    query: NoQuery,
    idempotent: true,
    payload: CartAddPayload,
    answer: Cart,
    access: "diner",
    errors: [...DinerCallErrors, DishNotOnMenu, DishUnavailable, ChoiceRefused, QuantityCap, CartFull, IdempotencyKeyReused],
    summary:
      "Adds an item with its choices and an optional note to the diner's cart (merging with a line of the same dish, picks and note); answers the cart. Without an Idempotency-Key each request adds; the same key answers the same cart and adds once.",
  }),
  cartUpdate: defineCall({
    method: "PUT",
    path: "/api/cart/update",
    params: NoParams,
    query: NoQuery,
    idempotent: true,
    payload: CartUpdatePayload,
    answer: Cart,
    access: "diner",
    errors: [...DinerCallErrors, NoCart, LineGone, LineAmbiguous, DishUnavailable, ChoiceRefused, QuantityCap, IdempotencyKeyReused],
    summary:
      "Changes a cart line's choices, quantity and (when `note` is sent) note; quantity 0 removes it. `id` is the cart line's id, or the menu item's id when exactly one line holds that dish (409 LineAmbiguous when more do). Answers the cart. The same Idempotency-Key answers the same cart and changes once.",
  }),
  cartGet: defineCall({
    method: "GET",
    path: "/api/cart",
    params: NoParams,
    query: NoQuery,
    payload: NoPayload,
    idempotent: false,
    answer: Cart,
    access: "diner",
    errors: [...DinerCallErrors, NoCart],
    summary: "The diner's cart at this service area; 404 when there is none.",
  }),
  cartSubmit: defineCall({
    method: "POST",
    path: "/api/cart",
    params: NoParams,
    query: NoQuery,
    payload: CartSubmitPayload,
    answer: Order,
    access: "diner",
    idempotent: true,
    errors: [...DinerCallErrors, NoCart, CartEmpty, DishUnavailable, VisitEnded, IdempotencyKeyReused],
    summary:
      "Submits the cart as an order and empties it; one cart makes at most one order, with or without an Idempotency-Key. The same key answers the same order. The body is optional: `{ note }` puts the diner's note on the order.",
  }),
  ordersSearch: defineCall({
    method: "GET",
    path: "/api/orders/search",
    params: NoParams,
    payload: NoPayload,
    idempotent: false,
    query: Schema.Struct({ qr: QrCode, excludeStatusIds: Schema.optionalKey(IdList) }),
    answer: Schema.Array(Order),
    access: "diner",
    errors: DinerCallErrors,
    summary:
      "Orders of the service area (from every diner there), newest first, leaving out those in the excluded states; `isMine` marks the caller's own.",
  }),
  phoneSend: defineCall({
    method: "POST",
    path: "/api/user/phone/:phone",
    query: NoQuery,
    payload: NoPayload,
    idempotent: false,
    params: Schema.Struct({ phone: PhoneNumber }),
    answer: PhoneSendAnswer,
    access: "diner",
    errors: [...DinerCallErrors, SendLimited, SmsUnavailable],
    duringSignIn: "phone",
    summary: "Sends a 6-digit verification code to the phone by SMS.",
  }),
  phoneVerify: defineCall({
    method: "POST",
    path: "/api/user/phone/verify/:code",
    query: NoQuery,
    payload: NoPayload,
    idempotent: false,
    params: Schema.Struct({ code: VerificationCode }),
    answer: PhoneVerifyAnswer,
    access: "diner",
    errors: [...DinerCallErrors, CodeNotSent, CodeExpired, TooManyTries, CodeWrong],
    duringSignIn: "phone",
    summary: "Checks the code last sent to the diner; on success the phone is verified (token claim phoneNumberVerified).",
  }),
  orderStates: defineCall({
    method: "GET",
    path: "/api/order-state-config/order-state",
    params: NoParams,
    query: NoQuery,
    payload: NoPayload,
    idempotent: false,
    answer: Schema.Array(OrderState),
    access: "diner",
    errors: DinerCallErrors,
    summary: "The tenant's order states, in flow order.",
  }),
  orderTransitions: defineCall({
    method: "GET",
    path: "/api/order-state-config/order-transition",
    params: NoParams,
    query: NoQuery,
    payload: NoPayload,
    idempotent: false,
    answer: Schema.Array(OrderTransition),
    access: "diner",
    errors: DinerCallErrors,
    summary: "The moves between order states that staff may make.",
  }),
  staffRequestCreate: defineCall({
    method: "POST",
    path: "/api/table/requests",
    params: NoParams,
    query: NoQuery,
    payload: StaffRequestPayload,
    answer: StaffRequest,
    access: "diner",
    idempotent: false,
    errors: [...DinerCallErrors, RequestKindRefused, NotAtTable, VisitEnded, RequestLimited],
    summary:
      "Asks the staff to the table (a kind the venue offers). Needs a cart, an order or the table's requests read at this table in the last 3 hours (403 otherwise). While the table has an open request of that kind, it is answered again; more than 5 new requests per table, or 3 per diner, in 10 minutes are refused (429).",
  }),
  staffRequestsList: defineCall({
    method: "GET",
    path: "/api/table/requests",
    params: NoParams,
    query: NoQuery,
    payload: NoPayload,
    answer: TableRequests,
    access: "diner",
    idempotent: false,
    errors: DinerCallErrors,
    summary:
      "The kinds of request the venue offers, and the table's requests that are open or were acknowledged in the last 15 minutes. Reading them is the diner's pass to call staff at this table.",
  }),
  // Order together (schema/table-cart.ts): one cart per table, beside each diner's own.
  tableCartJoin: defineCall({
    method: "POST",
    path: "/api/table-cart/join",
    params: NoParams,
    query: NoQuery,
    payload: TableCartJoinPayload,
    answer: TableCartJoined,
    access: "diner",
    idempotent: true,
    errors: [...DinerCallErrors, TableCartOff, VisitEnded, IdempotencyKeyReused],
    summary:
      "Joins the table's shared cart for this visit (again: changes the first name shown) and moves the lines of the diner's own cart into it, in one transaction; a line that cannot move (its dish not orderable now, or the table's cart full) stays in the own cart and is answered in `kept` with why. Answers the table cart, the lines moved and kept, and the own cart after. `qr` must be the table of the `qr` header. A repeated join moves nothing twice; the same Idempotency-Key answers the first join's answer.",
  }),
  tableCartGet: defineCall({
    method: "GET",
    path: "/api/table-cart",
    params: NoParams,
    query: NoQuery,
    payload: NoPayload,
    answer: TableCart,
    access: "diner",
    idempotent: false,
    errors: [...DinerCallErrors, TableCartOff, NotTableCartMember],
    summary:
      "The table cart as this member sees it: every line, each marked as theirs or with its adder's first name, priced from the current menu.",
  }),
  tableCartAdd: defineCall({
    method: "POST",
    path: "/api/table-cart/add",
    params: NoParams,
    query: NoQuery,
    payload: TableCartAddPayload,
    answer: TableCart,
    access: "diner",
    idempotent: true,
    errors: [
      ...DinerCallErrors,
      TableCartOff,
      VisitEnded,
      NotTableCartMember,
      DishNotOnMenu,
      DishUnavailable,
      ChoiceRefused,
      CartFull,
      IdempotencyKeyReused,
    ],
    summary:
      "Adds a line of the member's own to the table cart; answers the table cart. The same Idempotency-Key answers the same cart and adds once.",
  }),
  tableCartUpdate: defineCall({
    method: "PUT",
    path: "/api/table-cart/update",
    params: NoParams,
    query: NoQuery,
    payload: TableCartUpdatePayload,
    answer: TableCart,
    access: "diner",
    idempotent: true,
    errors: [
      ...DinerCallErrors,
      TableCartOff,
      VisitEnded,
      NotTableCartMember,
      LineGone,
      LineNotYours,
      DishUnavailable,
      ChoiceRefused,
      IdempotencyKeyReused,
    ],
    summary:
      "Changes one of the member's own lines (quantity 0 removes it); a line another diner added is refused. Answers the table cart.",
  }),
  tableCartSubmit: defineCall({
    method: "POST",
    path: "/api/table-cart/submit",
    params: NoParams,
    query: NoQuery,
    payload: TableCartSubmitPayload,
    answer: TableCartSent,
    access: "diner",
    idempotent: true,
    errors: [...DinerCallErrors, TableCartOff, VisitEnded, NotTableCartMember, CartEmpty, DishUnavailable, IdempotencyKeyReused],
    summary:
      "Sends the table cart as ONE order, each line with who added it, and answers it with the cart after it. Racing sends from several members make one order: a send whose sender saw a version the last send already covered answers that send (`sentNow: false`).",
  }),
  // The table's visit (schema/visit.ts): what every read of the table's bill, carts, payments and feeds is scoped to.
  visitGet: defineCall({
    ...visitCall,
    method: "GET",
    summary:
      "The diner's visit at this table: the one they joined (the table's current one, begun if the table has none, for a diner new here) and whether it has ended (the table was settled). Every read of the bill, the table cart, the payments, the staff requests and the live feed is of this visit.",
  }),
  visitJoin: defineCall({
    ...visitCall,
    method: "POST",
    summary:
      "Starts a new order: the diner joins the table's current visit (begun now if the table has none), as a new scan of the table's QR code does, and leaves an ended one. Joining the visit one is in already changes nothing.",
  }),
  // Paying at the table (schema/payment.ts).
  paymentsGet: defineCall({
    method: "GET",
    path: "/api/payments",
    params: NoParams,
    query: NoQuery,
    payload: NoPayload,
    answer: TablePayments,
    access: "diner",
    idempotent: false,
    errors: DinerCallErrors,
    summary:
      "The table's bill as paid so far (its total, what was paid with tips, what is left), its payments since it was last settled, the venue's tip presets and the payment provider.",
  }),
  pay: defineCall({
    method: "POST",
    path: "/api/payments",
    params: NoParams,
    query: NoQuery,
    payload: PayPayload,
    answer: PayAnswer,
    access: "diner",
    idempotent: true,
    errors: [
      ...DinerCallErrors,
      NothingLeft,
      LineNotOnBill,
      LinePaid,
      AmountAboveLeft,
      AmountChanged,
      TipRefused,
      CardDeclined,
      InsufficientFunds,
      PaymentPending,
      IdempotencyKeyReused,
    ],
    summary:
      "Pays part or all of the table's bill with a tip: the server computes the share from the bill and the split (never more than is left) and the tip, and charges the card only when that total is `expectedTotal`. A declined card charges nothing (402). Racing payments of one share make one payment: a dish is paid once, and the same Idempotency-Key answers the first payment. When nothing is left, the table settles itself. `qr` must be the table of the `qr` header. With Stripe, a card that asks the diner to confirm (status NeedsConfirmation) comes with `nextAction.clientSecret`, for Stripe.js's handleNextAction, then payConfirm.",
  }),
  payConfirm: defineCall({
    method: "POST",
    path: "/api/payments/:paymentId/confirm",
    params: Schema.Struct({ paymentId: Id }),
    query: NoQuery,
    payload: NoPayload,
    answer: PayAnswer,
    access: "diner",
    idempotent: true,
    errors: [...DinerCallErrors, PaymentNotFound, NothingToConfirm, CardDeclined, PaymentPending, IdempotencyKeyReused],
    summary:
      "Confirms a payment whose card asked the diner to confirm it first (status NeedsConfirmation); answers it paid. While the bank's check is not done yet it answers the payment still NeedsConfirmation, with Stripe with a fresh `nextAction.clientSecret`. A card declined or abandoned at the check answers 402 and the payment is Failed: it no longer counts against the bill.",
  }),
  receiptGet: defineCall({
    method: "GET",
    path: "/api/payments/:paymentId",
    params: Schema.Struct({ paymentId: Id }),
    query: NoQuery,
    payload: NoPayload,
    answer: Payment,
    access: "diner",
    idempotent: false,
    errors: [...DinerCallErrors, PaymentNotFound],
    summary: "The receipt of one of the diner's payments at this table, by the payment's id (404 for anyone else's, or another table's).",
  }),
  receiptMail: defineCall({
    method: "POST",
    path: "/api/payments/:paymentId/mail",
    params: Schema.Struct({ paymentId: Id }),
    query: NoQuery,
    payload: ReceiptMailPayload,
    answer: ReceiptMailed,
    access: "diner",
    idempotent: false,
    errors: [...DinerCallErrors, PaymentNotFound, MailLimited, MailUnavailable],
    summary:
      "E-mails the receipt of one of the diner's payments at this table to `address`, in `language`, with a link that opens it (an access token of its own). The address is used for this sending only: never stored or logged. A payment's receipt is sent at most 3 times an hour (429 after).",
  }),
  feedbackGive: defineCall({
    method: "POST",
    path: "/api/payments/:paymentId/feedback",
    params: Schema.Struct({ paymentId: Id }),
    query: NoQuery,
    payload: FeedbackPayload,
    answer: Feedback,
    access: "diner",
    idempotent: false,
    errors: [...DinerCallErrors, PaymentNotFound, FeedbackGiven],
    summary:
      "The payer's feedback on one of their payments at this table that went through (404 for anyone else's, another table's, or one not paid): a thumbs up or down, the reasons ticked, an optional comment (trimmed; a blank one is none). Given once per payment: a second is refused (409 FeedbackGiven). Answers the feedback as kept.",
  }),
} as const

export type Api = typeof api
/** A call of the table by its name (the tests' fake RPC scripts calls by name). */
export type CallName = keyof Api

/** What a caller passes: parts a call does not have may be left out. */
type Part<K extends string, T> = T extends null
  ? { readonly [P in K]?: null }
  : [keyof T] extends [never]
    ? { readonly [P in K]?: T }
    : { readonly [P in K]: T }

export type CallInput<S extends CallSpec> = Part<"params", S["params"]["Type"]> &
  Part<"query", S["query"]["Type"]> &
  Part<"payload", S["payload"]["Type"]> & { readonly idempotencyKey?: string }

/** Every answer of the server is wrapped: `{ body: ... }`. */
export const Envelope = <A extends WireSchema>(answer: A) => Schema.Struct({ body: answer })

const ErrorMessages = Schema.Array(Schema.Struct({ message: Schema.String, field: Schema.optionalKey(Schema.String) }))

/**
 * What a refused request answers: a list of messages, the first one is shown to the diner
 * (the spec's shape), and the error itself, tagged (schema/errors.ts).
 */
export const ErrorAnswer = Schema.Struct({ errors: ErrorMessages, error: Schema.optionalKey(Schema.Unknown) })
export type ErrorAnswer = typeof ErrorAnswer.Type

/** The refusal a call may answer: one of its declared errors, or `ServerFault` (a bug). */
export const ErrorAnswerOf = (errors: ReadonlyArray<ContractErrorSchema>) =>
  Schema.Struct({ errors: ErrorMessages, error: Schema.Union([...errors, ServerFault]) })

/** Fills a call's `:name` segments with URL-encoded params: `/api/venue/demo-table-1`. */
export const pathOf = (spec: CallSpec, params: object): string => fillPath(spec.path, params)

/** The query string of a call, `?a=1&b=2`, or "" when it has none. */
export const queryOf = (query: object | undefined): string => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) if (typeof value === "string") search.set(key, value)
  const text = search.toString()
  return text === "" ? "" : `?${text}`
}
