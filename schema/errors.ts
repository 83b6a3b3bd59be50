import { Schema } from "effect"

/**
 * The errors of the contract: each a tagged schema that carries its HTTP status and what it
 * means for the diner. Calls declare the ones they can raise (schema/api.ts); services fail with
 * the tags and know nothing of HTTP; the routes answer each with its status; the typed client
 * decodes it back, so the app can react to a tag instead of reading message text.
 *
 * Every error carries a `message` for the diner and, when one field of the request is at fault,
 * that field's name (`field`).
 */

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 422 | 429 | 500 | 503

const ErrorFields = { message: Schema.String, field: Schema.optionalKey(Schema.String) }

/** An error as it travels: `{ _tag, message, field? }`. */
export interface ContractError {
  readonly _tag: string
  readonly message: string
  readonly field?: string
}

/** One error of the contract: the schema of its answer, with its tag, status and meaning beside it. */
export interface ContractErrorSchema<Tag extends string = string> extends Schema.Codec<ContractError & { readonly _tag: Tag }> {
  readonly tag: Tag
  readonly status: ErrorStatus
  readonly meaning: string
}

const contractError = <const Tag extends string>(tag: Tag, status: ErrorStatus, meaning: string): ContractErrorSchema<Tag> =>
  Object.assign(Schema.TaggedStruct(tag, ErrorFields).annotate({ title: tag, description: meaning }), { tag, status, meaning })

// Any call
export const BadRequest = contractError(
  "BadRequest",
  400,
  "The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it.",
)
export const StorageUnavailable = contractError(
  "StorageUnavailable",
  503,
  "The venue's server cannot reach its storage just now: try again in a moment.",
)
export const ServerFault = contractError(
  "ServerFault",
  500,
  "A bug on the server's side: nothing was changed that the diner can see; try again.",
)
// Access
export const NotSignedIn = contractError("NotSignedIn", 401, "No ID token, or one that has expired or is not valid: sign in again.")
export const IdentityUnavailable = contractError(
  "IdentityUnavailable",
  503,
  "The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again).",
)
export const WrongTable = contractError(
  "WrongTable",
  403,
  "The QR code is not one of this tenant's tables, or the call asks about another table.",
)
export const SignInRequired = contractError(
  "SignInRequired",
  403,
  "The table's sign-in rule is not met: the message says which step (Google, phone) is missing.",
)
export const NotOperator = contractError("NotOperator", 401, "An operator call without the venue's operator key.")
export const OperatorLimited = contractError(
  "OperatorLimited",
  429,
  "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken).",
)
// Venue and menu
export const NoVenue = contractError("NoVenue", 404, "No venue has this QR code.")
// Cart and order
export const DishNotOnMenu = contractError("DishNotOnMenu", 404, "The dish (or its variant) is not on this venue's menu.")
export const DishUnavailable = contractError(
  "DishUnavailable",
  409,
  "The dish is sold out or taken off the menu: the app refreshes the menu and the cart.",
)
export const ChoiceRefused = contractError(
  "ChoiceRefused",
  400,
  "A choice of the dish is not met (too few or too many options, an unknown option); `field` names the choice.",
)
export const QuantityCap = contractError("QuantityCap", 400, "More of one dish than one cart may hold.")
export const CartFull = contractError(
  "CartFull",
  409,
  "The cart holds as many different dishes as one order may have: send it, then add more.",
)
export const NoCart = contractError("NoCart", 404, "The diner has no cart at this table yet.")
export const LineGone = contractError("LineGone", 404, "The cart line is no longer in the cart.")
export const LineAmbiguous = contractError(
  "LineAmbiguous",
  409,
  "The id names a dish that is on more than one line of the cart (with different choices): send the cart line's id instead.",
)
export const CartEmpty = contractError("CartEmpty", 409, "An empty cart cannot be sent as an order.")
export const IdempotencyKeyReused = contractError(
  "IdempotencyKeyReused",
  422,
  "The Idempotency-Key was already used for a different request: a new change needs a new key.",
)
// Order together (schema/table-cart.ts)
export const TableCartOff = contractError(
  "TableCartOff",
  403,
  "This table does not take orders together (the venue turned it off here): each diner orders from their own cart.",
)
export const NotTableCartMember = contractError(
  "NotTableCartMember",
  403,
  "The diner has not joined this table's order together: join it first.",
)
export const VisitEnded = contractError(
  "VisitEnded",
  409,
  "The diner's visit at this table ended when the table was settled: start a new order (POST /api/visit) to join the table's current visit.",
)
export const LineNotYours = contractError("LineNotYours", 403, "Another diner added this line: only they can change or remove it.")
// Paying at the table (schema/payment.ts)
export const NothingLeft = contractError("NothingLeft", 409, "Nothing is left to pay of the table's bill (or of the part chosen).")
export const LineNotOnBill = contractError("LineNotOnBill", 409, "A dish chosen is not on the table's bill (any more); `field` names it.")
export const LinePaid = contractError("LinePaid", 409, "A dish chosen was already paid by another payment.")
export const AmountAboveLeft = contractError(
  "AmountAboveLeft",
  409,
  "The amount is more than is left of the bill; the message says what is left.",
)
export const AmountChanged = contractError(
  "AmountChanged",
  409,
  "The total is not the one the server computes for this choice (the bill changed, or the total was altered): nothing was charged; read the bill again.",
)
export const TipRefused = contractError("TipRefused", 400, "The tip is not one of the venue's presets, or is more than the share it tips.")
export const CardDeclined = contractError("CardDeclined", 402, "The card was declined: nothing was charged. Try another card.")
export const InsufficientFunds = contractError(
  "InsufficientFunds",
  402,
  "The card was declined for insufficient funds: nothing was charged. Try another card.",
)
export const PaymentPending = contractError(
  "PaymentPending",
  503,
  "The card provider did not answer: the payment is held, neither charged twice nor lost. Pay again with the same Idempotency-Key to learn its outcome.",
)
export const PaymentNotFound = contractError("PaymentNotFound", 404, "No payment of this diner at this table has this id.")
export const NothingToConfirm = contractError("NothingToConfirm", 409, "The payment needs no confirmation (it was already confirmed).")
export const NotRefundable = contractError("NotRefundable", 409, "The payment was already refunded, or was never completed.")
// The receipt by e-mail (schema/receipt-mail.ts)
export const MailLimited = contractError(
  "MailLimited",
  429,
  "This payment's receipt was e-mailed 3 times in the last hour: the message says when it can be sent again.",
)
export const MailUnavailable = contractError(
  "MailUnavailable",
  503,
  "The venue's server could not hand the mail to its mail server (none is set, or it did not answer): nothing was sent; try again later.",
)
// Feedback after paying (schema/feedback.ts)
export const FeedbackGiven = contractError("FeedbackGiven", 409, "Feedback was already given for this payment: it is given once.")
// Phone
export const SendLimited = contractError(
  "SendLimited",
  429,
  "Too many codes asked for (this phone, this diner or this network): wait as the message says.",
)
export const SmsUnavailable = contractError("SmsUnavailable", 503, "This server cannot send text messages: the staff can help.")
export const CodeNotSent = contractError("CodeNotSent", 404, "No code was sent to this diner: ask for one first.")
export const CodeWrong = contractError("CodeWrong", 400, "The code is not the one sent; the message says how many tries are left.")
export const CodeExpired = contractError("CodeExpired", 410, "The code has expired: ask for a new one.")
export const TooManyTries = contractError("TooManyTries", 429, "Too many wrong codes: ask for a new one.")
// Staff requests
export const RequestKindRefused = contractError(
  "RequestKindRefused",
  400,
  "The venue does not take this kind of request; the message lists those it takes.",
)
export const RequestLimited = contractError(
  "RequestLimited",
  429,
  "The table (5), or this diner (3), has called the staff too often in the last 10 minutes.",
)
export const NotAtTable = contractError(
  "NotAtTable",
  403,
  "The diner has no cart, order or pass at this table in the last 3 hours: staff are called from the table's own screens.",
)
// Operator
export const OrderNotFound = contractError("OrderNotFound", 404, "No order has this id.")
export const MoveRefused = contractError("MoveRefused", 409, "The order cannot make this move from its current state.")
export const ItemNotFound = contractError("ItemNotFound", 404, "No dish has this id.")
export const TableNotFound = contractError("TableNotFound", 404, "No table has this QR code.")
export const NoSettledState = contractError(
  "NoSettledState",
  409,
  "The venue has no settled state configured, so its tables cannot be settled.",
)
export const RequestNotFound = contractError("RequestNotFound", 404, "No staff request has this id.")
export const RequestClosed = contractError("RequestClosed", 409, "The staff request was closed when its table was settled.")
// The venue's staff (schema/staff-api.ts)
export const NotStaff = contractError(
  "NotStaff",
  403,
  "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`.",
)
export const OtherTenant = contractError(
  "OtherTenant",
  403,
  "The account's token names another tenant (its claim `tenant-id`) than the venue's: staff of one tenant cannot act at another's venue.",
)
export const VenueNotFound = contractError("VenueNotFound", 404, "No venue has this id.")
// Outside the call table (live streams, the sign-in proxy, unknown paths)
export const LiveStreamsLimited = contractError(
  "LiveStreamsLimited",
  429,
  "Too many live update streams are open for this diner or network.",
)
export const NoSuchCall = contractError("NoSuchCall", 404, "No call (or image) has this path.")
export const ProxyRefused = contractError(
  "ProxyRefused",
  403,
  "Only the app's own sign-in calls reach the sign-in emulator through this server.",
)
export const SignInUnreachable = contractError("SignInUnreachable", 503, "The sign-in emulator did not answer.")

/** Every error of the contract, by tag. */
export const contractErrors: Readonly<Record<string, ContractErrorSchema>> = Object.fromEntries(
  [
    BadRequest,
    StorageUnavailable,
    ServerFault,
    NotSignedIn,
    IdentityUnavailable,
    WrongTable,
    SignInRequired,
    NotOperator,
    NoVenue,
    DishNotOnMenu,
    DishUnavailable,
    ChoiceRefused,
    QuantityCap,
    CartFull,
    NoCart,
    LineGone,
    LineAmbiguous,
    CartEmpty,
    IdempotencyKeyReused,
    SendLimited,
    SmsUnavailable,
    CodeNotSent,
    CodeWrong,
    CodeExpired,
    TooManyTries,
    RequestKindRefused,
    RequestLimited,
    OrderNotFound,
    MoveRefused,
    ItemNotFound,
    TableNotFound,
    NoSettledState,
    RequestNotFound,
    RequestClosed,
    LiveStreamsLimited,
    NoSuchCall,
    ProxyRefused,
    SignInUnreachable,
    TableCartOff,
    NotTableCartMember,
    VisitEnded,
    LineNotYours,
    OperatorLimited,
    NotAtTable,
    NothingLeft,
    LineNotOnBill,
    LinePaid,
    AmountAboveLeft,
    AmountChanged,
    TipRefused,
    CardDeclined,
    InsufficientFunds,
    PaymentNotFound,
    PaymentPending,
    NothingToConfirm,
    NotRefundable,
    MailLimited,
    MailUnavailable,
    FeedbackGiven,
    NotStaff,
    OtherTenant,
    VenueNotFound,
  ].map((error) => [error.tag, error]),
)

/** The errors any public call can raise: a request it cannot decode, storage that does not answer. */
export const PublicCallErrors = [BadRequest, StorageUnavailable] as const
/** The errors any diner call can raise before its handler runs (schema/api.ts: access). */
export const DinerCallErrors = [...PublicCallErrors, NotSignedIn, IdentityUnavailable, WrongTable, SignInRequired] as const
/**
 * The errors any staff call can raise before its handler runs: no token (401), an anonymous
 * diner's or an unlisted account (403 NotStaff), another tenant's staff (403 OtherTenant).
 */
export const StaffCallErrors = [...PublicCallErrors, NotSignedIn, IdentityUnavailable, NotStaff, OtherTenant] as const
/** The errors any operator call can raise before its handler runs. */
export const OperatorCallErrors = [...PublicCallErrors, NotOperator, OperatorLimited] as const
