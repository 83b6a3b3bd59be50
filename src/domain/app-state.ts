import type { Connection, DomainEvent } from "../../schema/events"
import type { AppState } from "./state-schema"
import { initialAgainSlice, reduceAgain } from "./state/added-again"
import { initialAvailabilitySlice, reduceAvailability } from "./state/availability"
import { initialCartSlice, reduceCart } from "./state/cart"
import { initialFeedbackSlice, reduceFeedback } from "./state/feedback"
import { initialConnectionSlice, reduceConnection } from "./state/connection"
import { initialKeyedRequestsSlice, reduceKeyedRequests } from "./state/keyed-requests"
import { initialGoogleSignInSlice, reduceGoogleSignIn } from "./state/google-sign-in"
import { initialMenuSlice, reduceMenu } from "./state/menu"
import { initialMenuViewSlice, reduceMenuView } from "./state/menu-view"
import { initialNavigationSlice, reduceNavigation } from "./state/navigation"
import { initialOrdersSlice, reduceOrders } from "./state/orders"
import { initialPaymentsSlice, reducePayments } from "./state/payments"
import { initialPhoneSlice, reducePhone } from "./state/phone"
import { initialReceiptMailSlice, reduceReceiptMail } from "./state/receipt-mail"
import { initialScreenSlice, reduceScreen } from "./state/screen"
import { initialSessionSlice, reduceSession } from "./state/session"
import { initialTableCartSlice, reduceTableCart } from "./state/table-cart"
import { initialTableServiceSlice, reduceTableService } from "./state/table-service"
import { initialToastsSlice, reduceToasts } from "./state/toasts"
import { initialVenueSlice, reduceVenue } from "./state/venue"

export { closedDrawer, type DrawerState } from "./state/menu-view"
export { initialStaffState, type StaffState } from "./state/table-service"
export type { LoadStatus } from "./state/venue"
export type { PhoneStep } from "./state/phone"
export type { GoogleStep } from "./state/google-sign-in"
export type ConnectionState = Connection

/**
 * What the screens show: a pure fold of the event log, combined from one slice per concern
 * (src/domain/state/), each with its start and its reducer, and its schema in
 * src/domain/state-schema.ts. The slices own disjoint fields of one flat state, so a screen
 * reads `state.cart` whichever slice keeps it.
 */
export type { AppState }

export const initialAppState: AppState = {
  ...initialVenueSlice,
  ...initialMenuSlice,
  ...initialCartSlice,
  ...initialTableCartSlice,
  ...initialKeyedRequestsSlice,
  ...initialMenuViewSlice,
  ...initialOrdersSlice,
  ...initialTableServiceSlice,
  ...initialPaymentsSlice,
  ...initialReceiptMailSlice,
  ...initialFeedbackSlice,
  ...initialSessionSlice,
  ...initialPhoneSlice,
  ...initialGoogleSignInSlice,
  ...initialNavigationSlice,
  ...initialConnectionSlice,
  ...initialAvailabilitySlice,
  ...initialScreenSlice,
  ...initialAgainSlice,
  ...initialToastsSlice,
}

/**
 * Each slice's reducer reads the state before the event and answers the fields it changes
 * (undefined: none). Slices read only the previous state, never each other's new fields, so
 * their order here does not matter.
 */
const reducers: ReadonlyArray<(state: AppState, event: DomainEvent) => Partial<AppState> | undefined> = [
  reduceVenue,
  reduceMenu,
  reduceCart,
  reduceTableCart,
  reduceKeyedRequests,
  reduceMenuView,
  reduceOrders,
  reduceTableService,
  reducePayments,
  reduceReceiptMail,
  reduceFeedback,
  reduceSession,
  reducePhone,
  reduceGoogleSignIn,
  reduceNavigation,
  reduceConnection,
  reduceAvailability,
  reduceScreen,
  reduceAgain,
  reduceToasts,
]

/**
 * Pure: the same state and event always give the same next state (no clock, no randomness,
 * no I/O), so folding a log twice, or from a snapshot, gives the same screens.
 */
export const reduce = (state: AppState, event: DomainEvent): AppState => {
  let next = state
  for (const reducer of reducers) {
    const changed = reducer(state, event)
    if (changed !== undefined) next = { ...next, ...changed }
  }
  return next
}

/** Folds a log onto a state (the initial one by default). */
export const fold = (events: Iterable<DomainEvent>, from: AppState = initialAppState): AppState => {
  let state = from
  for (const event of events) state = reduce(state, event)
  return state
}
