import { Schema } from "effect"
import type { DomainEvent } from "../../../schema/events"
import { SplitChoice } from "../../../schema/split"
import { StaffRequest, StaffRequestKind } from "../../../schema/staff-request"
import { ShownText } from "./shown-text"
import { startsNewTable } from "./venue"

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

export const initialStaffState: StaffState = { kinds: null, requests: [], asking: null, notice: null }

/** The table-service slice: staff requests and how the table splits its bill (null: not split). */
export const TableServiceSlice = Schema.Struct({ staff: StaffState, split: Schema.NullOr(SplitChoice) })
export type TableServiceSlice = typeof TableServiceSlice.Type

export const initialTableServiceSlice: TableServiceSlice = { staff: initialStaffState, split: null }

export const reduceTableService = (
  state: TableServiceSlice & { readonly qrCode: string | null },
  event: DomainEvent,
): Partial<TableServiceSlice> | undefined => {
  switch (event._tag) {
    case "v1.VenueLoadStarted":
      return startsNewTable(state, event) ? initialTableServiceSlice : undefined
    case "v1.StaffRequestsFetched":
      return { staff: { ...state.staff, kinds: event.kinds, requests: event.requests.filter((request) => request.status !== "closed") } }
    case "v1.StaffRequestAsked":
      return { staff: { ...state.staff, asking: event.kind, notice: null } }
    case "v1.StaffRequestChanged":
      return {
        staff: {
          ...state.staff,
          asking: state.staff.asking === event.request.kind ? null : state.staff.asking,
          requests: withRequest(state.staff.requests, event.request),
        },
      }
    case "v2.StaffRequestRefused":
      return { staff: { ...state.staff, asking: null, notice: event.text } }
    case "v1.StaffRequestRefused":
      return { staff: { ...state.staff, asking: null, notice: event.reason } }
    case "v1.SplitChosen":
      return { split: event.split }
    case "v1.SplitCleared":
      return { split: null }
    default:
      return undefined
  }
}

/** A request replaces the one with its id (a closed one leaves); a new one goes last. */
const withRequest = (requests: ReadonlyArray<StaffRequest>, request: StaffRequest): ReadonlyArray<StaffRequest> => {
  const others = requests.filter((candidate) => candidate.id !== request.id)
  if (request.status === "closed") return others
  return requests.some((candidate) => candidate.id === request.id)
    ? requests.map((candidate) => (candidate.id === request.id ? request : candidate))
    : [...others, request]
}
