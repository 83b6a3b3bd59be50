import type { DomainEvent } from "../../../schema/events"
import type { Visit } from "../../../schema/visit"

/**
 * A join (`v1.VisitJoined`) that takes the diner into another visit than the one they were
 * known to be in, or out of an ended one: what they had of it (bill, table cart, payments, live
 * feed) is left behind. A scan by a diner of the table's current visit joins the visit they are
 * in: nothing is left behind, it is only read again.
 */
export const joinsAnotherVisit = (state: { readonly visit: Visit | null }, event: DomainEvent): boolean =>
  event._tag === "v1.VisitJoined" && state.visit !== null && (state.visit.ended || state.visit.id !== event.visit.id)
