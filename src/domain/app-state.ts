import { Result, Schema } from "effect"
import type { Connection, DomainEvent } from "../../schema/events"
import { AvailabilitySlice, initialAvailabilitySlice, reduceAvailability } from "./state/availability"
import { CartSlice, initialCartSlice, reduceCart } from "./state/cart"
import { ConnectionSlice, initialConnectionSlice, reduceConnection } from "./state/connection"
import { GoogleSignInSlice, initialGoogleSignInSlice, reduceGoogleSignIn } from "./state/google-sign-in"
import { initialMenuSlice, MenuSlice, reduceMenu } from "./state/menu"
import { initialMenuViewSlice, MenuViewSlice, reduceMenuView } from "./state/menu-view"
import { initialNavigationSlice, NavigationSlice, reduceNavigation } from "./state/navigation"
import { initialOrdersSlice, OrdersSlice, reduceOrders } from "./state/orders"
import { initialPaymentsSlice, PaymentsSlice, reducePayments } from "./state/payments"
import { initialPhoneSlice, PhoneSlice, reducePhone } from "./state/phone"
import { initialScreenSlice, reduceScreen, ScreenSlice } from "./state/screen"
import { initialSessionSlice, reduceSession, SessionSlice } from "./state/session"
import { initialTableCartSlice, reduceTableCart, TableCartSlice } from "./state/table-cart"
import { initialTableServiceSlice, reduceTableService, TableServiceSlice } from "./state/table-service"
import { initialToastsSlice, reduceToasts, ToastsSlice } from "./state/toasts"
import { initialVenueSlice, reduceVenue, VenueSlice } from "./state/venue"

export { closedDrawer, type DrawerState } from "./state/menu-view"
export { initialStaffState, type StaffState } from "./state/table-service"
export type { LoadStatus } from "./state/venue"
export type { PhoneStep } from "./state/phone"
export type { GoogleStep } from "./state/google-sign-in"
export type ConnectionState = Connection

/**
 * What the screens show: a pure fold of the event log, combined from one slice per concern
 * (src/domain/state/), each with its schema, its start and its reducer. The slices own
 * disjoint fields of one flat state, so a screen reads `state.cart` whichever slice keeps it.
 */
export const AppState = Schema.Struct({
  ...VenueSlice.fields,
  ...MenuSlice.fields,
  ...CartSlice.fields,
  ...TableCartSlice.fields,
  ...MenuViewSlice.fields,
  ...OrdersSlice.fields,
  ...TableServiceSlice.fields,
  ...PaymentsSlice.fields,
  ...SessionSlice.fields,
  ...PhoneSlice.fields,
  ...GoogleSignInSlice.fields,
  ...NavigationSlice.fields,
  ...ConnectionSlice.fields,
  ...AvailabilitySlice.fields,
  ...ScreenSlice.fields,
  ...ToastsSlice.fields,
})
export type AppState = typeof AppState.Type

export const initialAppState: AppState = {
  ...initialVenueSlice,
  ...initialMenuSlice,
  ...initialCartSlice,
  ...initialTableCartSlice,
  ...initialMenuViewSlice,
  ...initialOrdersSlice,
  ...initialTableServiceSlice,
  ...initialPaymentsSlice,
  ...initialSessionSlice,
  ...initialPhoneSlice,
  ...initialGoogleSignInSlice,
  ...initialNavigationSlice,
  ...initialConnectionSlice,
  ...initialAvailabilitySlice,
  ...initialScreenSlice,
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
  reduceMenuView,
  reduceOrders,
  reduceTableService,
  reducePayments,
  reduceSession,
  reducePhone,
  reduceGoogleSignIn,
  reduceNavigation,
  reduceConnection,
  reduceAvailability,
  reduceScreen,
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

const decodeState = Schema.decodeUnknownResult(AppState)

/**
 * A stored state (a snapshot's JSON text) read back: decoded with the state's schema, or a
 * reason it is not one (unreadable JSON, a field missing or of another shape), so the caller
 * folds the log from its start instead of trusting it.
 */
export const decodeStoredState = (json: string): Result.Result<AppState, string> => {
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch (error) {
    return Result.fail(`not JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
  const decoded = decodeState(parsed)
  return Result.isSuccess(decoded) ? Result.succeed(decoded.success) : Result.fail(decoded.failure.message)
}
