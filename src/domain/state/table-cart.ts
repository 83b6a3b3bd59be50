import type { DomainEvent, PendingChange } from "../../../schema/events"
import { cartOfChange } from "../pending-change"
import type { TableCart } from "../../../schema/table-cart"
import type { Visit } from "../../../schema/visit"
import { startsNewTable } from "./venue"
import { joinsAnotherVisit } from "./visit-joined"
import type { KeyedRequestsSlice, TableCartMove, TableCartSlice } from "../state-schema"

export type { TableCartMove, TableCartSlice }

export const initialTableCartSlice: TableCartSlice = {
  tableCart: null,
  tableCartPending: [],
  tableCartNotice: null,
  tableCartBusy: null,
  tableCartMove: null,
}

export const reduceTableCart = (
  state: TableCartSlice & KeyedRequestsSlice & { readonly qrCode: string | null; readonly visit: Visit | null },
  event: DomainEvent,
): Partial<TableCartSlice> | undefined => {
  switch (event._tag) {
    case "v1.VenueLoadStarted":
      return startsNewTable(state, event) ? initialTableCartSlice : undefined
    case "v1.VenueCleared":
      return initialTableCartSlice
    case "v1.VisitJoined":
      return joinsAnotherVisit(state, event) ? initialTableCartSlice : undefined
    case "v1.VisitRead":
      // A settled table's cart starts afresh with the next party's members, whom this diner joins only by a new order.
      return event.visit.ended && state.tableCart !== null ? initialTableCartSlice : undefined
    case "v1.PaymentHeard":
      return event.made.settled && state.tableCart !== null ? initialTableCartSlice : undefined
    case "v1.TableCartReplaced":
      return newer(state.tableCart, event.cart)
        ? { tableCart: event.cart, tableCartNotice: null, tableCartBusy: null }
        : { tableCartBusy: null }
    case "v1.TableCartJoined": {
      const { cart, moved, kept } = event.joined
      const move = moved.length === 0 && kept.length === 0 ? null : { moved: moved.length, kept }
      return newer(state.tableCart, cart)
        ? { tableCart: cart, tableCartNotice: null, tableCartBusy: null, tableCartMove: move }
        : { tableCartBusy: null, tableCartMove: move }
    }
    case "v1.TableCartSent":
      return newer(state.tableCart, event.sent.cart)
        ? { tableCart: event.sent.cart, tableCartNotice: null, tableCartBusy: null, tableCartMove: null }
        : { tableCartBusy: null, tableCartMove: null }
    case "v1.TableCartRequestStarted":
      return { tableCartBusy: event.request }
    case "v1.KeyedRequestLost":
      // A join or send whose every answer was lost is no longer on its way: the screen offers to check again.
      return state.keyedRequests.some((open) => open.key === event.key && open.request._tag !== "cartSubmit")
        ? { tableCartBusy: null }
        : undefined
    case "v2.CartChangeQueued":
      return cartOfChange(event.change) === "table" ? { tableCartPending: [...state.tableCartPending, event.change] } : undefined
    case "v1.TableCartChangeQueued": {
      // An older log's change, in the one shape: named as the call that sends it.
      const { change } = event
      const named: PendingChange = change._tag === "add" ? { ...change, _tag: "tableCartAdd" } : { ...change, _tag: "tableCartUpdate" }
      return { tableCartPending: [...state.tableCartPending, named] }
    }
    case "v1.CartChangeSettled":
    case "v1.TableCartChangeSettled":
      return { tableCartPending: state.tableCartPending.filter((change) => change.intentId !== event.intentId) }
    case "v2.TableCartRefused":
      return { tableCartNotice: event.text, tableCartBusy: null }
    case "v1.TableCartRefused":
      return { tableCartNotice: event.reason, tableCartBusy: null }
    default:
      return undefined
  }
}

const newer = (current: TableCart | null, next: TableCart): boolean => current === null || next.version >= current.version
