import { Schema } from "effect"
import { SessionUser } from "./auth"
import { Cart, CartAddPayload, CartSubmitPayload, CartUpdatePayload, SelectedChoices } from "./cart"
import { Feedback, FeedbackPayload } from "./feedback"
import { Id } from "./ids"
import { Menu, MenuFilters } from "./menu"
import { Order, OrderState, OrderTransition } from "./order"
import { Payment, PaymentAction, PaymentMade, PaySplit, PaymentMethodId, TablePayments, TipChoice } from "./payment"
import { SplitChoice } from "./split"
import { StaffRequest, StaffRequestKind, StaffRequestKindId } from "./staff-request"
import {
  TableCart,
  TableCartJoined as TableCartJoinedAnswer,
  TableCartJoinPayload,
  TableCartSent as TableCartSentAnswer,
  TableCartSubmitPayload,
} from "./table-cart"
import { VenueAnswer } from "./venue"
import { Visit } from "./visit"

/**
 * Facts the client has seen, in the past tense, each tagged with its version. The state the
 * screens show is a fold of these (src/domain/app-state.ts), so a session's log replays to
 * exactly what the diner saw. Nothing secret is logged: no token; phone numbers and codes
 * are redacted on export (src/domain/replay.ts).
 */

/**
 * A text the diner is shown, as a message of the app's catalogues (src/ui/i18n) with its
 * values, so it is said in the diner's language: a dish by its id (`dishId`), so its name is
 * said in that language too. Never an English sentence: a refusal of the server is its error's
 * tag mapped to a message (streams/refusals.ts), not the server's own words.
 */
export const NoticeText = Schema.Struct({
  id: Schema.Literals([
    "toast.added",
    "toast.saved",
    "toast.offline",
    "toast.waiting",
    "toast.orderSent",
    "toast.unavailable",
    "toast.rollback",
    "toast.tableSentBy",
    "toast.tableSentByYou",
    "toast.tableSentByAnother",
    "refusal.offline",
    "refusal.busy",
    "refusal.paymentPending",
    "refusal.signIn",
    "refusal.signInRequired",
    "refusal.wrongTable",
    "refusal.noVenue",
    "refusal.dishNotOnMenu",
    "refusal.dishUnavailable",
    "refusal.dishesUnavailable",
    "refusal.choiceRefused",
    "refusal.quantityCap",
    "refusal.cartFull",
    "refusal.noCart",
    "refusal.lineGone",
    "refusal.lineAmbiguous",
    "refusal.cartEmpty",
    "refusal.lineNotYours",
    "refusal.tableCartOff",
    "refusal.notMember",
    "refusal.visitEnded",
    "refusal.sendLimited",
    "refusal.smsUnavailable",
    "refusal.codeNotSent",
    "refusal.codeExpired",
    "refusal.tooManyTries",
    "refusal.codeWrong",
    "refusal.requestKind",
    "refusal.notAtTable",
    "refusal.requestLimited",
    "refusal.cartChange",
    "refusal.orderSend",
    "refusal.phoneSend",
    "refusal.phoneVerify",
    "refusal.tableJoin",
    "refusal.tableChange",
    "refusal.tableSend",
    "refusal.staffOffline",
    "refusal.staffNotTaken",
    "refusal.staffRequest",
    "refusal.nothingLeft",
    "refusal.lineNotOnBill",
    "refusal.linePaid",
    "refusal.amountAboveLeft",
    "refusal.amountChanged",
    "refusal.tipRefused",
    "refusal.cardDeclined",
    "refusal.insufficientFunds",
    "refusal.paymentNotFound",
    "refusal.nothingToConfirm",
    "refusal.payment",
    "refusal.payOffline",
    "refusal.mailLimited",
    "refusal.mailUnavailable",
    "refusal.receiptMail",
    "pay.stillUnconfirmed",
    "refusal.feedbackGiven",
    "refusal.feedback",
  ]),
  values: Schema.optionalKey(Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number]))),
})
export type NoticeText = typeof NoticeText.Type
export type NoticeId = NoticeText["id"]

// Venue and menu (spec section 4: idle, loading, then success or error; menu replaced on refetch).
export const VenueLoadStarted = Schema.TaggedStruct("v1.VenueLoadStarted", { qrCode: Schema.String })
export const VenueLoaded = Schema.TaggedStruct("v1.VenueLoaded", { answer: VenueAnswer })
export const VenueLoadFailed = Schema.TaggedStruct("v1.VenueLoadFailed", {
  reason: Schema.String,
  /** Why, for the diner in their language (absent in older logs): no such table, no network, or another failure. */
  kind: Schema.optionalKey(Schema.Literals(["unknownTable", "unreachable", "failed"])),
})
/** Empties venue, menu, cart, search text and selected section. */
export const VenueCleared = Schema.TaggedStruct("v1.VenueCleared", {})
export const MenuReplaced = Schema.TaggedStruct("v1.MenuReplaced", { menu: Menu })

// Cart: replaced by the server's cart on add, update or get; null when add/update answer 404.
export const CartReplaced = Schema.TaggedStruct("v1.CartReplaced", { cart: Schema.NullOr(Cart) })
/** Cleared when get fails, and when submit succeeds or fails. */
export const CartCleared = Schema.TaggedStruct("v1.CartCleared", { reason: Schema.Literals(["getFailed", "submitted", "submitFailed"]) })

/** "Send order" is on its way to the server (the button says so until `v1.CartCleared` answers it). */
export const CartSubmitStarted = Schema.TaggedStruct("v1.CartSubmitStarted", {})

/**
 * How the cart screen names a waiting change, as a message of the app's catalogues (src/ui/i18n)
 * with its values, never as a sentence: the dish by its id (`dishId`), so it is named in the
 * diner's language, with the name the menu or the cart gave it (`dish`) for a dish no longer on it.
 */
export const PendingChangeText = Schema.Struct({
  id: Schema.Literals(["cart.pendingQuantity", "cart.pendingRemove"]),
  values: Schema.Struct({ quantity: Schema.Number, dish: Schema.String, dishId: Schema.String }),
})
export type PendingChangeText = typeof PendingChangeText.Type
/**
 * A change of a cart (the diner's own, or their lines of the table's) made without a connection,
 * or that lost it: kept, shown pending, sent later in order by the carts' one lane
 * (streams/sources/cart-lane.ts). A mutation: its name is the call that sends it (schema/api.ts),
 * its payload that call's, its intent id its Idempotency-Key (a change sent again, a retry or a
 * queue flushed after being offline, applies once), its text how the cart screen names it.
 */
export const PendingChange = Schema.Union([
  Schema.TaggedStruct("cartAdd", { intentId: Id, payload: CartAddPayload, text: PendingChangeText }),
  Schema.TaggedStruct("cartUpdate", { intentId: Id, payload: CartUpdatePayload, text: PendingChangeText }),
  Schema.TaggedStruct("tableCartAdd", { intentId: Id, payload: CartAddPayload, text: PendingChangeText }),
  Schema.TaggedStruct("tableCartUpdate", { intentId: Id, payload: CartUpdatePayload, text: PendingChangeText }),
])
export type PendingChange = typeof PendingChange.Type
export const CartChangeQueued = Schema.TaggedStruct("v2.CartChangeQueued", { change: PendingChange })
/** A waiting change (of either cart) reached the server (sent) or was refused by it (its reason is shown). */
const Settled = { intentId: Id, outcome: Schema.Literals(["sent", "refused"]) }
export const CartChangeSettled = Schema.TaggedStruct("v1.CartChangeSettled", Settled)
/**
 * Waiting changes as logs written before `v2.CartChangeQueued` hold them: one shape per cart, the
 * own cart's intent id in its payload (optional there, though every version that wrote these set
 * it), the table cart's beside it, and a settle of its own. No source appends them; the fold
 * reads each as the one shape (src/domain/state/cart.ts, table-cart.ts).
 */
const IntentV1 = { intentId: Schema.optionalKey(Id) }
export const CartChangeQueuedV1 = Schema.TaggedStruct("v1.CartChangeQueued", {
  change: Schema.Union([
    Schema.TaggedStruct("add", { payload: Schema.Struct({ ...CartAddPayload.fields, ...IntentV1 }), text: PendingChangeText }),
    Schema.TaggedStruct("update", { payload: Schema.Struct({ ...CartUpdatePayload.fields, ...IntentV1 }), text: PendingChangeText }),
  ]),
})
export const TableCartChangeQueuedV1 = Schema.TaggedStruct("v1.TableCartChangeQueued", {
  change: Schema.Union([
    Schema.TaggedStruct("add", { payload: CartAddPayload, intentId: Id, text: PendingChangeText }),
    Schema.TaggedStruct("update", { payload: CartUpdatePayload, intentId: Id, text: PendingChangeText }),
  ]),
})
export const TableCartChangeSettledV1 = Schema.TaggedStruct("v1.TableCartChangeSettled", Settled)

// Order together (schema/table-cart.ts): the table's shared cart as this diner saw it.
/** The table cart as the server answered it to this diner (a join, a change, a read after a live change). */
export const TableCartReplaced = Schema.TaggedStruct("v1.TableCartReplaced", { cart: TableCart })
/**
 * The diner joined the table's cart, as the server answered the join: the table's cart, the lines
 * of their own cart that moved into it, those that stayed (and why), and their own cart after.
 */
export const TableCartJoined = Schema.TaggedStruct("v1.TableCartJoined", { joined: TableCartJoinedAnswer })
/** The table cart was sent (by this diner, or another member's send answered): the order and the cart after it. */
export const TableCartSent = Schema.TaggedStruct("v1.TableCartSent", { sent: TableCartSentAnswer })
/** A join, change or send of the table cart was refused: why, for the diner, as a catalogue message. */
export const TableCartRefused = Schema.TaggedStruct("v2.TableCartRefused", { text: NoticeText })
/** A join or send of the table cart is on its way (its button says so until the answer: a replaced cart, a send, a refusal). */
export const TableCartRequestStarted = Schema.TaggedStruct("v1.TableCartRequestStarted", { request: Schema.Literals(["join", "send"]) })

/**
 * A request whose answer the diner waits for, kept with its Idempotency-Key and its body before it
 * goes out: the diner's own order ("Place order"), a join of the table's cart, the table's send.
 * Should every answer be lost, the same body goes again with the same key (the diner's "Check
 * again", the connection back, a reload) and the server answers what it did the first time.
 */
export const KeyedRequest = Schema.Union([
  // The body: the order's note (issue 50); absent in logs written before, and when the diner wrote none.
  Schema.TaggedStruct("cartSubmit", { payload: Schema.optionalKey(CartSubmitPayload) }),
  Schema.TaggedStruct("tableCartJoin", { payload: TableCartJoinPayload }),
  Schema.TaggedStruct("tableCartSubmit", { payload: TableCartSubmitPayload }),
])
export type KeyedRequest = typeof KeyedRequest.Type
/** A keyed request is going out (again, with a key the log already holds: sent as it was). */
export const KeyedRequestSent = Schema.TaggedStruct("v1.KeyedRequestSent", { key: Schema.String, request: KeyedRequest })
/** Every try of a keyed request went without an answer: what the server did is not known yet, and is asked with its key. */
export const KeyedRequestLost = Schema.TaggedStruct("v1.KeyedRequestLost", { key: Schema.String })
/** A keyed request was answered (what it did, or why it was refused, is in the events beside it): it is over. */
export const KeyedRequestAnswered = Schema.TaggedStruct("v1.KeyedRequestAnswered", { key: Schema.String })

// Menu screen.
export const SearchTextChanged = Schema.TaggedStruct("v1.SearchTextChanged", { text: Schema.String })
export const SearchToggled = Schema.TaggedStruct("v1.SearchToggled", { open: Schema.Boolean })
/** `forced`: chosen by the diner (a tab), so the list must scroll to it; else seen by scrolling. */
/** The diner's dietary and allergen filters (kept across venues: they are the diner's, not the menu's). */
export const MenuFiltersChanged = Schema.TaggedStruct("v1.MenuFiltersChanged", { filters: MenuFilters })
export const SectionSelected = Schema.TaggedStruct("v1.SectionSelected", { sectionId: Schema.NullOr(Id), forced: Schema.Boolean })

// Item drawer.
export const DrawerOpened = Schema.TaggedStruct("v1.DrawerOpened", { itemId: Id })
export const DrawerClosed = Schema.TaggedStruct("v1.DrawerClosed", {})
export const DrawerVariantSelected = Schema.TaggedStruct("v1.DrawerVariantSelected", { variantId: Id })
export const DrawerChoicesChanged = Schema.TaggedStruct("v1.DrawerChoicesChanged", { selectedChoices: SelectedChoices })
/** What is wrong with a choice's picks (src/domain/choices.ts). */
export const PickProblem = Schema.Literals(["required", "tooFew", "tooMany", "unknownOption", "unknownChoice"])
export type PickProblem = typeof PickProblem.Type
/**
 * A pick or an add the choice rules refused: the choice and what is wrong with it, which the
 * drawer says in the diner's language with the choice's name and limits from the menu.
 */
export const DrawerPickRefused = Schema.TaggedStruct("v2.DrawerPickRefused", { choiceId: Id, problem: PickProblem })
export const DrawerQuantityChanged = Schema.TaggedStruct("v1.DrawerQuantityChanged", { quantity: Schema.Number })

// Orders and their live status.
export const OrderConfigLoaded = Schema.TaggedStruct("v1.OrderConfigLoaded", {
  states: Schema.Array(OrderState),
  transitions: Schema.Array(OrderTransition),
})
export const OrdersFetchStarted = Schema.TaggedStruct("v1.OrdersFetchStarted", {})
export const OrdersFetched = Schema.TaggedStruct("v1.OrdersFetched", { orders: Schema.Array(Order) })
export const OrdersFetchFailed = Schema.TaggedStruct("v1.OrdersFetchFailed", { reason: Schema.String })
/** A live change of one order: its new status (color, stateName), or a new order of the table. */
export const OrderChanged = Schema.TaggedStruct("v1.OrderChanged", { order: Order })
/** The diner's visit at the table as the server answered it (read with the orders, or joined by "start a new order"). */
export const VisitRead = Schema.TaggedStruct("v1.VisitRead", { visit: Visit })
/**
 * The diner asked to join the table's current visit: they opened the table's link (a scan: a new
 * arrival) or tapped "Start a new order". Kept in the log until the join is answered, so a page
 * reloaded or left before the join went out (it waits for the sign-in) sends it then.
 */
export const VisitJoinAsked = Schema.TaggedStruct("v1.VisitJoinAsked", { qrCode: Schema.String })
/**
 * The diner joined the table's current visit (asked above); what they had of an ended one is
 * left behind. The visit they were in already, still open, is only read again.
 */
export const VisitJoined = Schema.TaggedStruct("v1.VisitJoined", { visit: Visit })

// Table service: staff requests and the split of the bill.
export const StaffRequestsFetched = Schema.TaggedStruct("v1.StaffRequestsFetched", {
  kinds: Schema.Array(StaffRequestKind),
  requests: Schema.Array(StaffRequest),
})
/** The diner pressed a kind (the waiter, the bill...). */
export const StaffRequestAsked = Schema.TaggedStruct("v1.StaffRequestAsked", { kind: StaffRequestKindId })
/** A request of the table as the server answered it or pushed it: new, acknowledged, or closed. */
export const StaffRequestChanged = Schema.TaggedStruct("v1.StaffRequestChanged", { request: StaffRequest })
/** The ask was refused or never arrived: why, for the diner, as a catalogue message. */
export const StaffRequestRefused = Schema.TaggedStruct("v2.StaffRequestRefused", { kind: StaffRequestKindId, text: NoticeText })
/** How the table splits its bill (recomputed from the bill, so a replay shows the same shares). */
export const SplitChosen = Schema.TaggedStruct("v1.SplitChosen", { split: SplitChoice })
export const SplitCleared = Schema.TaggedStruct("v1.SplitCleared", {})

// Paying at the table (schema/payment.ts). A card number is never an event: the demo card form
// turns it into a PaymentMethod id on the device (src/domain/demo-card.ts), and only that, with
// the last four digits, is logged.
/** The table's bill as paid so far, read from the server. */
export const PaymentsRead = Schema.TaggedStruct("v1.PaymentsRead", { payments: TablePayments })
/** The diner chose what to pay (null: back to choosing). */
export const PayPartChosen = Schema.TaggedStruct("v1.PayPartChosen", { split: Schema.NullOr(PaySplit) })
/** The diner chose a tip (none is chosen for them). */
export const PayTipChosen = Schema.TaggedStruct("v1.PayTipChosen", { tip: TipChoice })
/** The diner sent the card: what was asked for, the total they were shown, the card's last four. */
export const PaymentSent = Schema.TaggedStruct("v1.PaymentSent", {
  split: PaySplit,
  tip: TipChoice,
  expectedTotal: Schema.Number,
  paymentMethod: PaymentMethodId,
  last4: Schema.String,
  /** Its Idempotency-Key: sent again after the connection failed, the same payment is the same key. */
  key: Schema.String,
})
/** The server made the payment (or it waits for the diner's confirmation): its receipt. */
export const PaymentMadeEvent = Schema.TaggedStruct("v1.PaymentMade", { payment: Payment })
/**
 * The card asks the diner to confirm the payment with their bank, in Stripe's own UI, which needs
 * the PaymentIntent's client secret. Folded, never stored (keepingOf): the secret stays out of
 * the stored log, its snapshots and its export; a replay shows the confirmation asked by the
 * payment's NeedsConfirmation status.
 */
export const PaymentActionAsked = Schema.TaggedStruct("v1.PaymentActionAsked", PaymentAction.fields)
/** The payment was refused (a declined card, nothing left, offline...): why, and nothing was charged. */
export const PaymentRefused = Schema.TaggedStruct("v1.PaymentRefused", { text: NoticeText })
/** A payment of the table, heard live: "Paid by Ana · Rs. X" and what is left. */
export const PaymentHeard = Schema.TaggedStruct("v1.PaymentHeard", { made: PaymentMade })
/** The receipts this device kept from earlier visits, read back. */
export const ReceiptsKept = Schema.TaggedStruct("v1.ReceiptsKept", { receipts: Schema.Array(Payment) })
/**
 * The diner asked for a receipt by e-mail. The address they gave is in no event (nor in the
 * state): it goes with the request alone (streams/sources/receipt-mail.ts).
 */
export const ReceiptMailAsked = Schema.TaggedStruct("v1.ReceiptMailAsked", { paymentId: Id })
/** The server handed the receipt to its mail server. */
export const ReceiptMailSent = Schema.TaggedStruct("v1.ReceiptMailSent", { paymentId: Id })
/** The receipt was not e-mailed (sent too often this hour, no mail server, offline...): why. */
export const ReceiptMailRefused = Schema.TaggedStruct("v1.ReceiptMailRefused", { paymentId: Id, text: NoticeText })

// Feedback after paying (schema/feedback.ts), on a payment's receipt, once per payment.
/** The diner sent their feedback on a payment: the rating, the reasons ticked, the comment. */
export const FeedbackSent = Schema.TaggedStruct("v1.FeedbackSent", { paymentId: Id, sent: FeedbackPayload })
/** The server kept it: the feedback as kept (the comment trimmed). */
export const FeedbackGiven = Schema.TaggedStruct("v1.FeedbackGiven", { feedback: Feedback })
/** It was refused: why, as a catalogue message; `refusal.feedbackGiven` when the payment had feedback already (from another device). */
export const FeedbackRefused = Schema.TaggedStruct("v1.FeedbackRefused", { paymentId: Id, text: NoticeText })

// The signed-in user and the phone step of a table's sign-in (src/domain/sign-in-rule.ts).
/** The auth session's user changed (signed in, upgraded to Google, a claim added); null: signed out. */
export const UserChanged = Schema.TaggedStruct("v1.UserChanged", { user: Schema.NullOr(SessionUser) })
/** A code went by SMS to this number (redacted on export). */
export const PhoneCodeSent = Schema.TaggedStruct("v1.PhoneCodeSent", { phone: Schema.String })
/** Sending or checking a code was refused: why, as the catalogue message of the server's error (else the spec's fallback). */
export const PhoneCodeRefused = Schema.TaggedStruct("v2.PhoneCodeRefused", { text: NoticeText })
/** The code was right: the phone is verified (the token's claim follows with the next UserChanged). */
export const PhoneVerified = Schema.TaggedStruct("v1.PhoneVerified", {})
/** "Change Phone Number": back to the phone step, the error cleared. */
export const PhoneNumberChangeAsked = Schema.TaggedStruct("v1.PhoneNumberChangeAsked", {})

// Signing in with Google (a table whose rule asks for it).
/** The diner opened the account chooser (the local Auth emulator's stand-in for Google's page). */
export const AccountChooserOpened = Schema.TaggedStruct("v1.AccountChooserOpened", {})
/** A Google sign-in is on its way (the button says so until it ends). */
export const GoogleSignInStarted = Schema.TaggedStruct("v1.GoogleSignInStarted", {})
/** The Google sign-in went through (the user follows with the next UserChanged). */
export const GoogleSignInSucceeded = Schema.TaggedStruct("v1.GoogleSignInSucceeded", {})
/** It did not: the address typed is not one (`badEmail`), or the sign-in failed, with the reason the SDK gave. */
export const GoogleSignInFailed = Schema.TaggedStruct("v1.GoogleSignInFailed", {
  problem: Schema.Literals(["badEmail", "failed"]),
  reason: Schema.optionalKey(Schema.String),
})
/** A code is being asked for (`resend`: again, from the code step); the button says so until the answer. */
export const PhoneCodeRequested = Schema.TaggedStruct("v1.PhoneCodeRequested", { resend: Schema.Boolean })
/** A code is being checked. */
export const PhoneCodeCheckStarted = Schema.TaggedStruct("v1.PhoneCodeCheckStarted", {})

// The home page and the way back to a table.
/** The code typed on the home page is not a table code (letters, digits and dashes). */
export const TableCodeRefused = Schema.TaggedStruct("v1.TableCodeRefused", { code: Schema.String })
/**
 * The table this tab (or the installed app) last opened, as the page found it kept apart from
 * the log (src/app/local-log.ts): a reload whose log was cut short goes back to it.
 */
export const LastTableFound = Schema.TaggedStruct("v1.LastTableFound", { qrCode: Schema.String })

// The screen.
/** The app showed the screen at this path (the diner went there, or the app led them there), so a replay shows it too. */
export const ScreenShown = Schema.TaggedStruct("v1.ScreenShown", { path: Schema.String })

// What the app told the diner.
export const ToastKind = Schema.Literals(["success", "info", "warning", "error"])
export type ToastKind = typeof ToastKind.Type
/**
 * A toast (spec section 8): its kind, its message, and when it was shown (epoch ms): it shows
 * for 4000 ms from then, so a replay at any step shows the toasts the diner saw at that moment.
 */
export const ToastShown = Schema.TaggedStruct("v2.ToastShown", { kind: ToastKind, text: NoticeText, shownAt: Schema.Number })

// "Add again" on the bill and the receipt (src/domain/order-again.ts).
/** Why a dish ordered before was not added again: off the menu, sold out, or its variant or choices changed. */
export const AgainReason = Schema.Literals(["offMenu", "soldOut", "changed"])
/** A dish "Add again" names: by its id while known (named in the diner's language), else by the name it was kept by. */
const AgainDish = { dishId: Schema.optionalKey(Id), name: Schema.String, quantity: Schema.Number }
/**
 * The diner tapped "Add again" on a line or a whole order: the lines sent to the cart, at
 * today's price (`priceChanged`: not what they came to then), and those not added, and why, which
 * the screen says until the diner leaves it.
 */
export const AddAgainAnswer = Schema.Struct({
  /** Where it was tapped (an order's id, a receipt's), where the screen says it. */
  at: Schema.String,
  added: Schema.Array(Schema.Struct({ ...AgainDish, priceChanged: Schema.Boolean })),
  notAdded: Schema.Array(Schema.Struct({ ...AgainDish, reason: AgainReason })),
})
export type AddAgainAnswer = typeof AddAgainAnswer.Type
export const AddAgainAnswered = Schema.TaggedStruct("v1.AddAgainAnswered", AddAgainAnswer.fields)

// Connection and availability.
/** Whether the app can reach the venue: the one notion every screen and source uses. */
export const Connection = Schema.Literals(["Unknown", "Online", "Offline"])
export type Connection = typeof Connection.Type
export const ConnectionChanged = Schema.TaggedStruct("v1.ConnectionChanged", { state: Connection })
/** The availability sync document was seen with this time (epoch ms) and type. */
export const AvailabilitySyncSeen = Schema.TaggedStruct("v1.AvailabilitySyncSeen", {
  key: Schema.String,
  updatedAt: Schema.Number,
  type: Schema.String,
  /** false for the first snapshot (it only sets the last-seen time) and for older ones. */
  acted: Schema.Boolean,
})

// The inputs of the log (src/app/composition-root.ts).
/**
 * An input of the log failed (its Observable errored): it starts again after a short pause, and
 * the other inputs went on. `source` names the input as the composition root lists it (for
 * example "cartSync"); `message` is the error's, with anything like a token, a phone number or a
 * code masked (src/domain/replay.ts `redactSecrets`). Only a fault appends it (`faultTags`).
 */
export const SourceFailed = Schema.TaggedStruct("v1.SourceFailed", { source: Schema.String, message: Schema.String })

/**
 * Older versions, as logs written before this version hold them: they still load and replay,
 * showing the English sentence they kept (there is no message id to map a server's sentence
 * back to). No source appends them (`CurrentEvent`); the fold reads both versions.
 */
export const ToastShownV1 = Schema.TaggedStruct("v1.ToastShown", {
  kind: ToastKind,
  message: Schema.String,
  text: Schema.optionalKey(NoticeText),
  shownAt: Schema.Number,
})
export const PhoneCodeRefusedV1 = Schema.TaggedStruct("v1.PhoneCodeRefused", { message: Schema.String })
export const TableCartRefusedV1 = Schema.TaggedStruct("v1.TableCartRefused", { reason: Schema.String })
export const DrawerPickRefusedV1 = Schema.TaggedStruct("v1.DrawerPickRefused", { reason: Schema.String, choiceId: Schema.optionalKey(Id) })
export const StaffRequestRefusedV1 = Schema.TaggedStruct("v1.StaffRequestRefused", { kind: StaffRequestKindId, reason: Schema.String })

export const DomainEvent = Schema.Union([
  VenueLoadStarted,
  VenueLoaded,
  VenueLoadFailed,
  VenueCleared,
  MenuReplaced,
  CartReplaced,
  CartCleared,
  CartSubmitStarted,
  CartChangeQueued,
  CartChangeSettled,
  TableCartReplaced,
  TableCartJoined,
  TableCartSent,
  TableCartRefused,
  TableCartRequestStarted,
  KeyedRequestSent,
  KeyedRequestLost,
  KeyedRequestAnswered,
  SearchTextChanged,
  SearchToggled,
  MenuFiltersChanged,
  SectionSelected,
  DrawerOpened,
  DrawerClosed,
  DrawerVariantSelected,
  DrawerChoicesChanged,
  DrawerPickRefused,
  DrawerQuantityChanged,
  OrderConfigLoaded,
  OrdersFetchStarted,
  OrdersFetched,
  OrdersFetchFailed,
  OrderChanged,
  VisitRead,
  VisitJoinAsked,
  VisitJoined,
  StaffRequestsFetched,
  StaffRequestAsked,
  StaffRequestChanged,
  StaffRequestRefused,
  SplitChosen,
  SplitCleared,
  PaymentsRead,
  PayPartChosen,
  PayTipChosen,
  PaymentSent,
  PaymentMadeEvent,
  PaymentActionAsked,
  PaymentRefused,
  PaymentHeard,
  ReceiptsKept,
  ReceiptMailAsked,
  ReceiptMailSent,
  ReceiptMailRefused,
  FeedbackSent,
  FeedbackGiven,
  FeedbackRefused,
  UserChanged,
  PhoneCodeSent,
  PhoneCodeRefused,
  PhoneVerified,
  PhoneNumberChangeAsked,
  AccountChooserOpened,
  GoogleSignInStarted,
  GoogleSignInSucceeded,
  GoogleSignInFailed,
  PhoneCodeRequested,
  PhoneCodeCheckStarted,
  TableCodeRefused,
  LastTableFound,
  ScreenShown,
  ToastShown,
  AddAgainAnswered,
  ConnectionChanged,
  AvailabilitySyncSeen,
  SourceFailed,
  ToastShownV1,
  PhoneCodeRefusedV1,
  TableCartRefusedV1,
  DrawerPickRefusedV1,
  StaffRequestRefusedV1,
  CartChangeQueuedV1,
  TableCartChangeQueuedV1,
  TableCartChangeSettledV1,
])
export type DomainEvent = typeof DomainEvent.Type
/** The tags only older logs hold. */
export const olderTags = [
  "v1.ToastShown",
  "v1.PhoneCodeRefused",
  "v1.TableCartRefused",
  "v1.DrawerPickRefused",
  "v1.StaffRequestRefused",
  "v1.CartChangeQueued",
  "v1.TableCartChangeQueued",
  "v1.TableCartChangeSettled",
] as const
export type OlderTag = (typeof olderTags)[number]
/** The tags only a fault appends (an input of the log that failed): a healthy session holds none. */
export const faultTags = ["v1.SourceFailed"] as const

/** The events the app appends today: never an older version. */
export type CurrentEvent = Exclude<DomainEvent, { readonly _tag: OlderTag }>

/** "cache": answers the device kept from an earlier visit (streams/venue-cache.ts). */
export const EventSource = Schema.Literals(["intent", "http", "live", "system", "cache"])
export type EventSource = typeof EventSource.Type

/** An event as the log holds it: its place in the log, when it was seen, where it came from. */
export const LoggedEvent = Schema.Struct({
  seq: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)),
  /** Milliseconds since 1970, within what a Date can hold (a log file may say anything). */
  at: Schema.Number.check(Schema.isBetween({ minimum: -8.64e15, maximum: 8.64e15 })),
  source: EventSource,
  event: DomainEvent,
})
export type LoggedEvent = typeof LoggedEvent.Type
