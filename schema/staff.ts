import { Schema } from "effect"
import { Id, QrCode } from "./ids"
import { Money } from "./money"
import { Color } from "./order"
import { StaffRequest } from "./staff-request"
import { TableCart } from "./table-cart"

/**
 * What the venue's staff screen reads (schema/staff-api.ts): the venues a staff member works at,
 * the floor's tables, the menu's dishes with their availability, and who took each action.
 */

const EpochMs = Schema.Number.check(Schema.isInt())
const Count = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))

/**
 * A staff member's e-mail as a venue lists it: one address, kept lowercased (the server lowers
 * it where it enters), as the account's e-mail is compared with it.
 */
export const StaffEmail = Schema.String.check(
  Schema.isMaxLength(254),
  // No spaces or control characters (spelled out, as schema/ids.ts spells them), one '@', a dot in the domain.
  // eslint-disable-next-line no-control-regex -- the control characters are what it refuses
  Schema.isPattern(/^[^\s@\u0000-\u001F\u007F]+@[^\s@\u0000-\u001F\u007F]+\.[^\s@\u0000-\u001F\u007F]+$/u, {
    expected: "an e-mail address (name@example.com)",
  }),
)
export type StaffEmail = typeof StaffEmail.Type

/** Orders waiting longer than this are "late" on the board; the venue sets it (`npm run venue -- late <minutes>`). */
export const LateAfterMinutes = Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 240 }))
export const DEFAULT_LATE_AFTER_MINUTES = 15

/** One move staff may make from a state (the venue's configured transitions, as the spec's calls read them). */
export const StaffMove = Schema.Struct({ id: Id, name: Schema.String, toStateId: Id })
export type StaffMove = typeof StaffMove.Type

/** One state of the venue's order flow, with the moves out of it, by the target's position. */
export const StaffOrderState = Schema.Struct({
  id: Id,
  name: Schema.String,
  color: Color,
  isEnd: Schema.Boolean,
  position: Schema.Number.check(Schema.isInt()),
  moves: Schema.Array(StaffMove),
})
export type StaffOrderState = typeof StaffOrderState.Type

/** `GET /api/staff/venues`: a venue whose staff list holds the caller's e-mail. */
export const StaffVenue = Schema.Struct({
  id: Id,
  name: Schema.String,
  tenantId: Id,
  /** The label before amounts; null: the default ('Rs.'). */
  currency: Schema.NullOr(Schema.String),
  lateAfterMinutes: LateAfterMinutes,
  orderStates: Schema.Array(StaffOrderState),
})
export type StaffVenue = typeof StaffVenue.Type

/** A staff request with its table and how long it has waited (by the server's clock, so a tablet's wrong clock does not age it). */
export const StaffRequestOnFloor = Schema.Struct({
  request: StaffRequest,
  tableName: Schema.String,
  qrCode: QrCode,
  ageSeconds: Count,
})
export type StaffRequestOnFloor = typeof StaffRequestOnFloor.Type

/** A dish as staff see it: on the menu or sold out, with its variants' prices (minor units). */
export const StaffDish = Schema.Struct({
  itemId: Id,
  name: Schema.String,
  sectionName: Schema.String,
  available: Schema.Boolean,
  variants: Schema.Array(Schema.Struct({ id: Id, name: Schema.String, price: Money, enabled: Schema.Boolean })),
})
export type StaffDish = typeof StaffDish.Type

/** A table of the floor: its current visit and what is happening at it now. */
export const StaffTable = Schema.Struct({
  serviceAreaId: Id,
  name: Schema.String,
  qrCode: QrCode,
  /** The party at the table now; null: no one since it was last settled. */
  visit: Schema.NullOr(Schema.Struct({ id: Id, startedAt: EpochMs, diners: Count })),
  /** Who is ordering together: how many joined, and the first names given (a diner may give none). */
  together: Schema.Struct({ members: Count, names: Schema.Array(Schema.String) }),
  /** The table's shared cart; null when the table does not offer ordering together. */
  cart: Schema.NullOr(TableCart),
  openOrders: Count,
  billTotal: Money,
  paid: Money,
  tips: Money,
  left: Money,
  openRequests: Schema.Array(StaffRequest),
})
export type StaffTable = typeof StaffTable.Type

/** The staff actions that are recorded with who took them. */
export const StaffActionKind = Schema.Literals(["advance", "acknowledge", "availability", "price", "settle", "refund"])
export type StaffActionKind = typeof StaffActionKind.Type

/**
 * One action taken at a venue, and who took it: a staff member's e-mail, or "operator" for the
 * operator key (the command line). `target` is what it acted on (an order's id, a request's, a
 * dish's, a table's code, a receipt number); `detail` what it did ("Accepted", "off", "1350").
 */
export const StaffAction = Schema.Struct({
  id: Id,
  at: EpochMs,
  actor: Schema.String,
  action: StaffActionKind,
  target: Schema.String,
  detail: Schema.String,
})
export type StaffAction = typeof StaffAction.Type

/** Who takes an action, as the operator services are told: the operator key, or a staff member at one venue. */
export const OPERATOR_ACTOR = "operator"
