import type { DomainEvent } from "../../../schema/events"
import type { StaffRequest } from "../../../schema/staff-request"
import { startsNewTable } from "./venue"
import type { StaffState, TableServiceSlice } from "../state-schema"

export type { StaffState, TableServiceSlice }

export const initialStaffState: StaffState = { kinds: null, requests: [], asking: null, notice: null }

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
