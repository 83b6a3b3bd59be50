import type { DomainEvent } from "../../../schema/events"
import type { Order } from "../../../schema/order"
import { startsNewTable } from "./venue"
import { joinsAnotherVisit } from "./visit-joined"
import type { OrdersSlice } from "../state-schema"

export type { OrdersSlice }

export const initialOrdersSlice: OrdersSlice = {
  orders: [],
  ordersStatus: "idle",
  orderConfig: null,
  visit: null,
  visitsJoined: 0,
  visitJoinAsked: null,
}

export const reduceOrders = (
  state: OrdersSlice & { readonly qrCode: string | null },
  event: DomainEvent,
): Partial<OrdersSlice> | undefined => {
  switch (event._tag) {
    case "v1.VenueLoadStarted":
      // A join asked of the table now opening (its link, opened on another table's page) is still to be sent.
      return startsNewTable(state, event)
        ? {
            ...initialOrdersSlice,
            visitsJoined: state.visitsJoined,
            visitJoinAsked: state.visitJoinAsked === event.qrCode ? event.qrCode : null,
          }
        : undefined
    case "v1.VisitRead":
      return { visit: event.visit }
    case "v1.VisitJoinAsked":
      return { visitJoinAsked: event.qrCode }
    case "v1.VisitJoined":
      // Another visit: the one left's orders are not on its bill. The visit the diner was in already: only read again.
      return joinsAnotherVisit(state, event)
        ? { visit: event.visit, orders: [], ordersStatus: "idle", visitsJoined: state.visitsJoined + 1, visitJoinAsked: null }
        : { visit: event.visit, visitJoinAsked: null }
    case "v1.PaymentHeard":
      // The payment that left nothing to pay settled the table: the visit has ended (the next read of it says for sure).
      return event.made.settled && state.visit !== null ? { visit: { ...state.visit, ended: true } } : undefined
    case "v1.OrderConfigLoaded":
      return { orderConfig: { states: event.states, transitions: event.transitions } }
    case "v1.OrdersFetchStarted":
      return { ordersStatus: "loading" }
    case "v1.OrdersFetched":
      return { ordersStatus: "success", orders: event.orders }
    case "v1.OrdersFetchFailed":
      return { ordersStatus: "error" }
    case "v1.OrderChanged": {
      const known = state.orders.some((order) => order.id === event.order.id)
      // Live feeds do not say whose an order is: what the diner was told (isMine) is kept.
      return {
        orders: known
          ? state.orders.map((order) =>
              order.id === event.order.id ? { ...order, orderState: event.order.orderState, ...mineOf(event.order, order) } : order,
            )
          : [event.order, ...state.orders],
      }
    }
    default:
      return undefined
  }
}

const mineOf = (next: Order, known: Order): { isMine?: boolean } => {
  const isMine = next.isMine ?? known.isMine
  return isMine === undefined ? {} : { isMine }
}
