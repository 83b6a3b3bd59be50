import { Schema } from "effect"
import { Id, QrCode } from "./ids"
import { translationsOf } from "./menu"

/**
 * Staff requests: a diner asks from the table for the waiter, the bill, water... The kinds a
 * venue offers are part of its configuration; a request is open until staff acknowledge it
 * ("on the way"), and closed when the table is settled.
 */

/** A kind's id, as the venue configures it: "waiter", "bill", "water". */
export const StaffRequestKindId = Schema.String.check(Schema.isPattern(/^[a-z][a-z0-9-]{0,31}$/u))
export type StaffRequestKindId = typeof StaffRequestKindId.Type

export const StaffRequestKind = Schema.Struct({
  id: StaffRequestKindId,
  /** What the diner reads: "Waiter", "Bill", "Water". */
  label: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(40)),
  /** The label for diners in other languages, as the menu gives its names (absent: none given); staff read label. */
  translations: Schema.optionalKey(
    translationsOf({ label: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(40))) }),
  ),
})
export type StaffRequestKind = typeof StaffRequestKind.Type

export const StaffRequestStatus = Schema.Literals(["open", "acknowledged", "closed"])
export type StaffRequestStatus = typeof StaffRequestStatus.Type

const EpochMs = Schema.Number.check(Schema.isInt())

/** One request of a table. Nothing in it says which diner asked. */
export const StaffRequest = Schema.Struct({
  id: Id,
  serviceAreaId: Id,
  kind: StaffRequestKindId,
  label: Schema.String,
  status: StaffRequestStatus,
  /** Epoch milliseconds. */
  createdAt: EpochMs,
  acknowledgedAt: Schema.NullOr(EpochMs),
})
export type StaffRequest = typeof StaffRequest.Type

/** `POST /api/table/requests`. */
export const StaffRequestPayload = Schema.Struct({ kind: StaffRequestKindId })
export type StaffRequestPayload = typeof StaffRequestPayload.Type

/** `GET /api/table/requests`: what the venue offers, and the table's requests still in play. */
export const TableRequests = Schema.Struct({
  kinds: Schema.Array(StaffRequestKind),
  requests: Schema.Array(StaffRequest),
})
export type TableRequests = typeof TableRequests.Type

/** What staff see of a request: which table it comes from. */
export const StaffRequestWithTable = Schema.Struct({ request: StaffRequest, serviceAreaName: Schema.String, qrCode: QrCode })
export type StaffRequestWithTable = typeof StaffRequestWithTable.Type

/** A table can open at most this many requests in this window; then it is refused (429). */
export const REQUESTS_PER_WINDOW = 5
export const REQUEST_WINDOW_MS = 10 * 60 * 1000
/** Of those, one diner can open at most this many, so one diner cannot lock the others out. */
export const REQUESTS_PER_DINER = 3
/**
 * Calling staff needs a cart, an order or a pass at the table (its requests read, as the app
 * does on each screen with the "Call staff" button) within this long.
 */
export const PRESENCE_HOURS = 3
/** An acknowledged request stays on the diner's screen ("on the way") this long. */
export const ACKNOWLEDGED_SHOWN_MS = 15 * 60 * 1000
