import { Effect, Result, Schema } from "effect"
import { SessionUser } from "../../schema/auth"
import { Cart, SelectedChoices } from "../../schema/cart"
import { AddAgainAnswer, Connection, KeyedRequest, NoticeText, PendingChange, PickProblem, ToastKind } from "../../schema/events"
import { Feedback, FeedbackPayload } from "../../schema/feedback"
import { Menu, MenuFilters } from "../../schema/menu"
import { Order, OrderState, OrderTransition } from "../../schema/order"
import { Payment, PaymentAction, PaymentMade, PaymentMethodId, PaySplit, TablePayments, TipChoice } from "../../schema/payment"
import { SplitChoice } from "../../schema/split"
import { StaffRequest, StaffRequestKind } from "../../schema/staff-request"
import { LineKept, TableCart } from "../../schema/table-cart"
import { ServiceArea, Tenant, Venue } from "../../schema/venue"
import { Visit } from "../../schema/visit"

/**
 * The state's schema, slice by slice (src/domain/state/ has each slice's start and reducer, and
 * takes its types from here). Its one use at run time is reading a stored snapshot back
 * (`decodeStoredState`, by the local database): the fold itself needs no schema, so the code
 * that draws and hydrates the first screen does not load Effect (issue 32).
 */

/** How loading the venue, or the orders, went. */
export const LoadStatus = Schema.Literals(["idle", "loading", "success", "error"])
export type LoadStatus = typeof LoadStatus.Type

/** The venue slice: which table, its venue and tenant, and how loading them went (spec section 4). */
export const VenueSlice = Schema.Struct({
  status: LoadStatus,
  qrCode: Schema.NullOr(Schema.String),
  venue: Schema.NullOr(Venue),
  selectedServiceArea: Schema.NullOr(ServiceArea),
  tenant: Schema.NullOr(Tenant),
  error: Schema.NullOr(Schema.String),
  /** What kind of failure `error` is, so the diner is told it in their language (null: unknown). */
  errorKind: Schema.NullOr(Schema.Literals(["unknownTable", "unreachable", "failed"])),
})
export type VenueSlice = typeof VenueSlice.Type

/** The menu slice: the table's menu (replaced on refetch) and the diner's own filters. */
export const MenuSlice = Schema.Struct({
  menu: Schema.NullOr(Menu),
  /** The diner's dietary and allergen filters: kept across tables, they are the diner's. */
  menuFilters: MenuFilters,
})
export type MenuSlice = typeof MenuSlice.Type

/** The cart slice: the server's cart, the changes waiting for a connection, and an order on its way. */
export const CartSlice = Schema.Struct({
  cart: Schema.NullOr(Cart),
  /** Cart changes waiting for a connection, oldest first. */
  pendingCart: Schema.Array(PendingChange),
  /** "Send order" went to the server and has not been answered ("Sending your order..."). */
  submitting: Schema.Boolean,
})
export type CartSlice = typeof CartSlice.Type

/**
 * A text a screen shows from the log: a message of the catalogues with its values, or, from a
 * log written before texts were kept as messages, the English sentence it kept (shown as it was).
 */
export const ShownText = Schema.Union([NoticeText, Schema.String])
export type ShownText = typeof ShownText.Type

/**
 * What the diner's last join did with the lines of their own cart: how many moved into the
 * table's cart, and those that stayed in the own cart, with why (null: nothing to say: no join
 * yet, the own cart was empty, or the table's cart was sent since).
 */
export const TableCartMove = Schema.Struct({
  moved: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)),
  kept: Schema.Array(LineKept),
})
export type TableCartMove = typeof TableCartMove.Type

/**
 * The table-cart slice ("Order together"): the table's shared cart as the server last answered
 * it to this diner (null: not joined), the diner's own changes waiting for a connection, the
 * join or send on its way (its button says so), why the last join, change or send was refused,
 * and what the join did with the own cart's lines. An answer older than the cart on screen (a
 * slower read that crossed a live change) never replaces it: versions only go up.
 */
export const TableCartSlice = Schema.Struct({
  tableCart: Schema.NullOr(TableCart),
  /** The diner's own table-cart changes waiting for a connection, oldest first. */
  tableCartPending: Schema.Array(PendingChange),
  tableCartNotice: Schema.NullOr(ShownText),
  /** A join or send on its way, until its answer. */
  tableCartBusy: Schema.NullOr(Schema.Literals(["join", "send"])),
  tableCartMove: Schema.NullOr(TableCartMove),
})
export type TableCartSlice = typeof TableCartSlice.Type

/**
 * A keyed request on its way (schema/events.ts `KeyedRequest`): its key, its body as first sent,
 * and whether its answer is awaited or was lost (every try went unanswered: its outcome is asked
 * for again with its key).
 */
export const OpenKeyedRequest = Schema.Struct({
  key: Schema.String,
  request: KeyedRequest,
  answer: Schema.Literals(["awaited", "lost"]),
})
export type OpenKeyedRequest = typeof OpenKeyedRequest.Type

/** The keyed requests whose outcome this phone does not know yet, at most one of each kind. */
export const KeyedRequestsSlice = Schema.Struct({ keyedRequests: Schema.Array(OpenKeyedRequest) })
export type KeyedRequestsSlice = typeof KeyedRequestsSlice.Type

/** The item drawer of spec section 3: which dish, which variant, the picks, the quantity. */
export const DrawerState = Schema.Struct({
  isOpen: Schema.Boolean,
  itemId: Schema.NullOr(Schema.String),
  variantId: Schema.NullOr(Schema.String),
  selectedChoices: SelectedChoices,
  quantity: Schema.Number,
  /**
   * Why the last pick or add did nothing: the choice and what is wrong with it (the drawer says
   * it with the choice's name and limits), or the English sentence an older log kept.
   */
  notice: Schema.NullOr(Schema.Union([Schema.Struct({ choiceId: Schema.String, problem: PickProblem }), Schema.String])),
})
export type DrawerState = typeof DrawerState.Type

/** The menu screen's view: search, the section in view, the drawer. */
export const MenuViewSlice = Schema.Struct({
  searchText: Schema.String,
  isSearchOpen: Schema.Boolean,
  selectedSection: Schema.NullOr(Schema.String),
  /** Raised each time a section is chosen by the diner, so the list scrolls to it once. */
  scrollRequestId: Schema.Number,
  drawer: DrawerState,
})
export type MenuViewSlice = typeof MenuViewSlice.Type

/** The orders slice: the orders of the diner's visit at the table, how fetching them went, the tenant's order states. */
export const OrdersSlice = Schema.Struct({
  orders: Schema.Array(Order),
  ordersStatus: LoadStatus,
  orderConfig: Schema.NullOr(Schema.Struct({ states: Schema.Array(OrderState), transitions: Schema.Array(OrderTransition) })),
  /** The diner's visit as last read (null: not read yet); ended once the table was settled. */
  visit: Schema.NullOr(Visit),
  /** How many times the diner started a new order: the live feed follows each (it is of one visit). */
  visitsJoined: Schema.Number,
  /** The table whose current visit the diner asked to join (a scan, "Start a new order"), until the join is answered; null: none asked. */
  visitJoinAsked: Schema.NullOr(Schema.String),
})
export type OrdersSlice = typeof OrdersSlice.Type

/** Staff requests of the table (beyond the spec): what the venue offers and what is in play. */
export const StaffState = Schema.Struct({
  /** null until the table's requests are first read: the header keeps the button's place meanwhile, so nothing moves when it comes. */
  kinds: Schema.NullOr(Schema.Array(StaffRequestKind)),
  /** Open and acknowledged requests, oldest first (closed ones leave). */
  requests: Schema.Array(StaffRequest),
  /** The kind being asked for, until the server answers. */
  asking: Schema.NullOr(Schema.String),
  /** Why the last ask was refused (too many, unknown kind...), for the diner. */
  notice: Schema.NullOr(ShownText),
})
export type StaffState = typeof StaffState.Type

/** The table-service slice: staff requests and how the table splits its bill (null: not split). */
export const TableServiceSlice = Schema.Struct({ staff: StaffState, split: Schema.NullOr(SplitChoice) })
export type TableServiceSlice = typeof TableServiceSlice.Type

/**
 * Paying at the table: the table's bill as paid so far (as last read, then as heard live), the
 * pay screen's steps (what to pay, the tip: none chosen for the diner, the card sent and its
 * answer, or why it was refused), the last payment heard live at the table ("Paid by Ana ·
 * Rs. X") and the diner's receipts, which the device keeps (streams/sources/payments.ts) so they
 * read offline.
 */
/**
 * A payment the diner sent, until its outcome is known: an intent with its own id, which is its
 * Idempotency-Key (as a cart change's, schema/events.ts PendingChange). What it pays, the card,
 * and the name the diner is shown to the table by, as it was first sent: a retry sends the same
 * body with the same key, so the server answers the first payment. `answer`: awaited while on
 * its way; lost when it never came back (it may have been charged); held when the server held it
 * (503: the card provider did not answer). Lost and held are sent again, never replaced: a new
 * choice is a new intent only once this one's outcome is known (a receipt, or a refusal that
 * charged nothing).
 */
export const PayIntent = Schema.Struct({
  key: Schema.String,
  split: PaySplit,
  tip: TipChoice,
  expectedTotal: Schema.Number,
  paymentMethod: PaymentMethodId,
  last4: Schema.String,
  payerName: Schema.NullOr(Schema.String),
  answer: Schema.Literals(["awaited", "lost", "held"]),
})
export type PayIntent = typeof PayIntent.Type

export const PayStep = Schema.Struct({
  split: Schema.NullOr(PaySplit),
  tip: Schema.NullOr(TipChoice),
  /** Why the last try was refused (nothing was charged). */
  notice: Schema.NullOr(NoticeText),
  /** The payment waiting for the diner's confirmation (a card that asks for it). */
  confirming: Schema.NullOr(Payment),
  /**
   * With Stripe, what its UI needs to take the diner through their bank's check of the payment
   * waiting: from an event that is folded, never stored (schema/events.ts PaymentActionAsked).
   */
  action: Schema.NullOr(PaymentAction),
  /** The payment sent whose outcome is not known yet. */
  intent: Schema.NullOr(PayIntent),
})
export type PayStep = typeof PayStep.Type

export const PaymentsSlice = Schema.Struct({
  tablePayments: Schema.NullOr(TablePayments),
  pay: PayStep,
  paymentHeard: Schema.NullOr(PaymentMade),
  receipts: Schema.Array(Payment),
})
export type PaymentsSlice = typeof PaymentsSlice.Type

/**
 * The receipt by e-mail: the last receipt the diner asked to be e-mailed, whether it is on its
 * way, went, or was refused (why). Never the address: it is in no event.
 */
export const ReceiptMailStep = Schema.Struct({
  paymentId: Schema.String,
  status: Schema.Literals(["sending", "sent", "refused"]),
  notice: Schema.NullOr(NoticeText),
})
export type ReceiptMailStep = typeof ReceiptMailStep.Type

/** Null when decoded from a state stored before it was kept. */
export const ReceiptMailSlice = Schema.Struct({
  receiptMail: Schema.NullOr(ReceiptMailStep).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null))),
})
export type ReceiptMailSlice = typeof ReceiptMailSlice.Type

/**
 * Feedback after paying, per payment (by its id), kept across tables as the receipts are: on its
 * way (what was sent), given (as the server kept it), given before (the server refused a second:
 * from another device, or a log begun after it), or refused (why; the form shows again).
 */
export const FeedbackStep = Schema.Union([
  Schema.TaggedStruct("Sending", { sent: FeedbackPayload }),
  Schema.TaggedStruct("Given", { feedback: Feedback }),
  Schema.TaggedStruct("GivenBefore", {}),
  Schema.TaggedStruct("Refused", { text: NoticeText }),
])
export type FeedbackStep = typeof FeedbackStep.Type

/** The feedback slice; decoded from snapshots stored before it as none given. */
export const FeedbackSlice = Schema.Struct({
  feedback: Schema.Record(Schema.String, FeedbackStep).pipe(Schema.withDecodingDefaultKey(Effect.succeed({}))),
})
export type FeedbackSlice = typeof FeedbackSlice.Type

/** The session slice: who is signed in (the diner's, kept across tables); null before sign-in. */
export const SessionSlice = Schema.Struct({ user: Schema.NullOr(SessionUser) })
export type SessionSlice = typeof SessionSlice.Type

/** Where the diner is in the phone step of a table's sign-in (spec sections 2, 4, 5). */
export const PhoneStep = Schema.Struct({
  step: Schema.Literals(["phone", "code", "verified"]),
  /** The number the last code went to (shown on the code step). */
  sentTo: Schema.NullOr(Schema.String),
  /** Why the last send or check was refused, for the diner. */
  error: Schema.NullOr(ShownText),
  /** A call on its way, as its button says it ("Sending...", "Resending...", "Verifying..."); verified, it stays "verifying" until the gate opens. */
  busy: Schema.NullOr(Schema.Literals(["sending", "resending", "verifying"])),
})
export type PhoneStep = typeof PhoneStep.Type

export const PhoneSlice = Schema.Struct({ phone: PhoneStep })
export type PhoneSlice = typeof PhoneSlice.Type

/** Why the last Google sign-in did not go through, as the gate says it: a catalogue message and its values. */
export const GoogleProblem = Schema.Struct({
  id: Schema.Literals(["gate.badEmail", "gate.failed", "gate.failedBecause"]),
  /** The SDK's reason, for `gate.failedBecause`. */
  reason: Schema.optionalKey(Schema.String),
})
export type GoogleProblem = typeof GoogleProblem.Type

/** The Google step of a table's sign-in: the account chooser shown, a sign-in on its way, and why the last one failed. */
export const GoogleStep = Schema.Struct({
  chooserOpen: Schema.Boolean,
  busy: Schema.Boolean,
  problem: Schema.NullOr(GoogleProblem),
})
export type GoogleStep = typeof GoogleStep.Type

export const GoogleSignInSlice = Schema.Struct({ google: GoogleStep })
export type GoogleSignInSlice = typeof GoogleSignInSlice.Type

/**
 * Where the diner can go: whether the home page refused the code typed (its message shows until
 * the diner goes on), and the table to go back to when a venue screen is opened without a
 * venue (the one this tab last opened, or that the page found kept apart from the log).
 */
export const NavigationSlice = Schema.Struct({
  tableCodeRefused: Schema.Boolean,
  lastTable: Schema.NullOr(Schema.String),
})
export type NavigationSlice = typeof NavigationSlice.Type

/** The connection slice: whether the app can reach the venue (kept across tables: it is the device's). */
export const ConnectionSlice = Schema.Struct({ connection: Connection })
export type ConnectionSlice = typeof ConnectionSlice.Type

/**
 * The availability slice: the last availability sync time seen, per "tenant/venue" key (epoch
 * ms), kept across tables, so a sync already acted on is not acted on again after a reload.
 */
export const AvailabilitySlice = Schema.Struct({ availabilitySeen: Schema.Record(Schema.String, Schema.Number) })
export type AvailabilitySlice = typeof AvailabilitySlice.Type

/**
 * The screen slice: the path of the screen the app showed last (null before the first), so a
 * replayed log opens the screen the diner was on. Kept across tables: it is where the diner is.
 */
export const ScreenSlice = Schema.Struct({ screen: Schema.NullOr(Schema.String) })
export type ScreenSlice = typeof ScreenSlice.Type

/**
 * The "Add again" slice: what the diner's last "Add again" on the bill or a receipt put in the
 * cart and what it could not, and why (null: none on this screen). The screen says it until the
 * diner leaves it: a screen shown clears it.
 */
export const AgainSlice = Schema.Struct({ addedAgain: Schema.NullOr(AddAgainAnswer) })
export type AgainSlice = typeof AgainSlice.Type

/** A toast as the screens show it: numbered in the order shown, so each is shown once. */
export const Toast = Schema.Struct({ number: Schema.Number, kind: ToastKind, text: ShownText, shownAt: Schema.Number })
export type Toast = typeof Toast.Type

/**
 * The toasts slice: the latest toasts (at most the 3 that can show at once) and how many were
 * shown in all. Which of them show is a matter of time (`toastsShownAt`), so a replayed step
 * shows the toasts of its moment. Kept across tables: a toast outlives a move to another one.
 */
export const ToastsSlice = Schema.Struct({ toasts: Schema.Array(Toast), toastCount: Schema.Number })
export type ToastsSlice = typeof ToastsSlice.Type

/**
 * What the screens show (src/domain/app-state.ts folds it): one slice per concern. The slices
 * own disjoint fields of one flat state, so a screen reads `state.cart` whichever slice keeps it.
 */
export const AppState = Schema.Struct({
  ...VenueSlice.fields,
  ...MenuSlice.fields,
  ...CartSlice.fields,
  ...TableCartSlice.fields,
  ...KeyedRequestsSlice.fields,
  ...MenuViewSlice.fields,
  ...OrdersSlice.fields,
  ...TableServiceSlice.fields,
  ...PaymentsSlice.fields,
  ...ReceiptMailSlice.fields,
  ...FeedbackSlice.fields,
  ...SessionSlice.fields,
  ...PhoneSlice.fields,
  ...GoogleSignInSlice.fields,
  ...NavigationSlice.fields,
  ...ConnectionSlice.fields,
  ...AvailabilitySlice.fields,
  ...ScreenSlice.fields,
  ...AgainSlice.fields,
  ...ToastsSlice.fields,
})
export type AppState = typeof AppState.Type

const decodeState = Schema.decodeUnknownResult(AppState)

/**
 * A stored state (a snapshot's JSON text) read back: decoded with the state's schema, or a
 * reason it is not one (unreadable JSON, a field missing or of another shape), so the caller
 * folds the log from its start instead of trusting it.
 */
export const decodeStoredState = (json: string): Result.Result<AppState, string> => {
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch (error) {
    return Result.fail(`not JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
  const decoded = decodeState(parsed)
  return Result.isSuccess(decoded) ? Result.succeed(decoded.success) : Result.fail(decoded.failure.message)
}
