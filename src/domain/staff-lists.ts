import type { OrderWithArea, StaffPayment } from "../../schema/operator-api"
import type { Order } from "../../schema/order"
import type { StaffFeedback } from "../../schema/feedback"
import type { StaffDish, StaffRequestOnFloor, StaffTable, StaffVenue } from "../../schema/staff"
import type { StaffRequest } from "../../schema/staff-request"

/**
 * What the staff screen knows of its venue: the lists its calls answered, kept up to date by the
 * live feed's changes. Pure: each change is a function of the lists and the change.
 */
export interface StaffLists {
  /** Open orders by id: the board. */
  readonly orders: ReadonlyMap<string, OrderWithArea>
  /** Open and acknowledged staff requests, oldest first. */
  readonly requests: ReadonlyArray<StaffRequestOnFloor>
  readonly tables: ReadonlyArray<StaffTable>
  readonly menu: ReadonlyArray<StaffDish>
  /** The latest payments, newest first. */
  readonly payments: ReadonlyArray<StaffPayment>
  /** The latest feedback, newest first. */
  readonly feedback: ReadonlyArray<StaffFeedback>
}

export const NO_LISTS: StaffLists = { orders: new Map(), requests: [], tables: [], menu: [], payments: [], feedback: [] }

/** The lists as the venue's calls answered them, open orders keyed by id. */
export const listsOf = (answers: Omit<StaffLists, "orders"> & { readonly orders: ReadonlyArray<OrderWithArea> }): StaffLists => ({
  ...answers,
  orders: new Map(answers.orders.filter((entry) => !entry.stateIsEnd).map((entry) => [entry.order.id, entry])),
})

/**
 * An order as it is now (from the feed, or the answer of a move): on the board while its state is
 * open, off it once it reaches an end state (paid, cancelled). Its table's name is the one the
 * board had, else the floor's. The map is new only when something changed, and every other
 * order keeps its identity: the board redraws the one card.
 */
export const orderChanged = (lists: StaffLists, order: Order, venue: StaffVenue): StaffLists => {
  const state = venue.orderStates.find((candidate) => candidate.id === order.orderState.id)
  const known = lists.orders.get(order.id)
  const orders = new Map(lists.orders)
  if (state?.isEnd === true) {
    if (known === undefined) return lists
    orders.delete(order.id)
  } else {
    const serviceAreaName = known?.serviceAreaName ?? tableName(lists, order.serviceAreaId)
    orders.set(order.id, { order, serviceAreaName, stateIsEnd: false })
  }
  return { ...lists, orders }
}

/** A staff request as it is now: listed while open or acknowledged, gone once closed (its table settled). */
export const requestChanged = (lists: StaffLists, request: StaffRequest, now: number): StaffLists => {
  const known = lists.requests.find((entry) => entry.request.id === request.id)
  if (request.status === "closed")
    return known === undefined ? lists : { ...lists, requests: lists.requests.filter((entry) => entry !== known) }
  const table = lists.tables.find((candidate) => candidate.serviceAreaId === request.serviceAreaId)
  const entry: StaffRequestOnFloor = {
    request,
    tableName: known?.tableName ?? table?.name ?? "A table",
    qrCode: known?.qrCode ?? table?.qrCode ?? "",
    ageSeconds: Math.max(0, Math.floor((now - request.createdAt) / 1000)),
  }
  const requests =
    known === undefined
      ? [...lists.requests, entry].toSorted((a, b) => a.request.createdAt - b.request.createdAt)
      : lists.requests.map((candidate) => (candidate === known ? entry : candidate))
  return { ...lists, requests }
}

/** A diner's feedback, newest first, each once. */
export const feedbackGiven = (lists: StaffLists, given: StaffFeedback): StaffLists =>
  lists.feedback.some((entry) => entry.feedback.paymentId === given.feedback.paymentId)
    ? lists
    : { ...lists, feedback: [given, ...lists.feedback] }

/** A table's name by its service area, as the floor lists it. */
export const tableName = (lists: StaffLists, serviceAreaId: string): string =>
  lists.tables.find((table) => table.serviceAreaId === serviceAreaId)?.name ?? "A table"

/** The payments made at one table, newest first. */
export const paymentsAt = (lists: StaffLists, qrCode: string): ReadonlyArray<StaffPayment> =>
  lists.payments.filter((payment) => payment.qrCode === qrCode)
