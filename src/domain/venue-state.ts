import type { Cart, SelectedChoices } from "../../schema/cart"
import type { DomainEvent, PendingCartChange } from "../../schema/events"
import type { Menu, MenuFilters } from "../../schema/menu"
import { noFilters } from "./menu-filters"
import type { Order, OrderState, OrderTransition } from "../../schema/order"
import type { SplitChoice } from "../../schema/split"
import type { StaffRequest, StaffRequestKind } from "../../schema/staff-request"
import type { ServiceArea, Tenant, Venue } from "../../schema/venue"
import { clampQuantity } from "./pricing"

export type LoadStatus = "idle" | "loading" | "success" | "error"
export type ConnectionState = "Unknown" | "Online" | "Offline"

/** The item drawer of spec section 3: which dish, which variant, the picks, the quantity. */
export interface DrawerState {
  readonly isOpen: boolean
  readonly itemId: string | null
  readonly variantId: string | null
  readonly selectedChoices: SelectedChoices
  readonly quantity: number
  /** Why the last pick did nothing (a choice at its maximum), for the diner. */
  readonly notice: string | null
  /** The choice the notice is about, when known. */
  readonly noticeChoiceId: string | null
}

/** Staff requests of the table (beyond the spec): what the venue offers and what is in play. */
export interface StaffState {
  readonly kinds: ReadonlyArray<StaffRequestKind>
  /** Open and acknowledged requests, oldest first (closed ones leave). */
  readonly requests: ReadonlyArray<StaffRequest>
  /** The kind being asked for, until the server answers. */
  readonly asking: string | null
  /** Why the last ask was refused (too many, unknown kind...), for the diner. */
  readonly notice: string | null
}

export const initialStaffState: StaffState = { kinds: [], requests: [], asking: null, notice: null }

/** The venue slice of spec section 3: what the screens show, a pure fold of the event log. */
export interface VenueState {
  readonly status: LoadStatus
  readonly qrCode: string | null
  readonly venue: Venue | null
  readonly selectedServiceArea: ServiceArea | null
  readonly tenant: Tenant | null
  readonly menu: Menu | null
  readonly cart: Cart | null
  /** Cart changes waiting for a connection, oldest first. */
  readonly pendingCart: ReadonlyArray<PendingCartChange>
  readonly searchText: string
  readonly isSearchOpen: boolean
  readonly menuFilters: MenuFilters
  readonly selectedSection: string | null
  /** Raised each time a section is chosen by the diner, so the list scrolls to it once. */
  readonly scrollRequestId: number
  readonly drawer: DrawerState
  readonly orders: ReadonlyArray<Order>
  readonly ordersStatus: LoadStatus
  readonly orderConfig: { readonly states: ReadonlyArray<OrderState>; readonly transitions: ReadonlyArray<OrderTransition> } | null
  readonly connection: ConnectionState
  /** Last availability sync time seen, per "tenant/venue" key (epoch ms). */
  readonly availabilitySeen: Readonly<Record<string, number>>
  readonly error: string | null
  readonly staff: StaffState
  /** How the table splits its bill; null: not split. */
  readonly split: SplitChoice | null
  /** What kind of failure `error` is, so the diner is told it in their language (null: unknown). */
  readonly errorKind: "unknownTable" | "unreachable" | "failed" | null
}

export const closedDrawer: DrawerState = { isOpen: false, itemId: null, variantId: null, selectedChoices: {}, quantity: 1, notice: null, noticeChoiceId: null }

export const initialVenueState: VenueState = {
  status: "idle",
  qrCode: null,
  venue: null,
  selectedServiceArea: null,
  tenant: null,
  menu: null,
  cart: null,
  pendingCart: [],
  searchText: "",
  isSearchOpen: false,
  menuFilters: noFilters,
  selectedSection: null,
  scrollRequestId: 0,
  drawer: closedDrawer,
  orders: [],
  ordersStatus: "idle",
  orderConfig: null,
  connection: "Unknown",
  availabilitySeen: {},
  error: null,
  staff: initialStaffState,
  split: null,
  errorKind: null,
}

/**
 * Pure: the same state and event always give the same next state (no clock, no randomness,
 * no I/O), so folding a log twice, or from a snapshot, gives the same screens.
 */
export const reduce = (state: VenueState, event: DomainEvent): VenueState => {
  switch (event._tag) {
    case "v1.VenueLoadStarted":
      // Another table starts afresh but for the connection, what availability was seen, the
      // diner's filters, and the scroll-request counter (it only rises: the list tells a new
      // request from one it has handled by its value).
      return event.qrCode === state.qrCode
        ? { ...state, status: "loading", error: null, errorKind: null }
        : { ...initialVenueState, connection: state.connection, availabilitySeen: state.availabilitySeen, menuFilters: state.menuFilters, scrollRequestId: state.scrollRequestId, status: "loading", qrCode: event.qrCode }
    case "v1.VenueLoaded":
      return { ...state, status: "success", venue: event.answer.venue, selectedServiceArea: event.answer.selectedServiceArea, tenant: event.answer.tenant, error: null, errorKind: null }
    case "v1.VenueLoadFailed":
      return { ...state, status: "error", error: event.reason, errorKind: event.kind ?? null }
    case "v1.VenueCleared":
      return { ...state, status: "idle", venue: null, menu: null, cart: null, searchText: "", selectedSection: null, drawer: closedDrawer }
    case "v1.MenuReplaced":
      return { ...state, menu: event.menu }
    case "v1.CartReplaced":
      return { ...state, cart: event.cart }
    case "v1.CartCleared":
      return { ...state, cart: null }
    case "v1.CartChangeQueued":
      return { ...state, pendingCart: [...state.pendingCart, event.change] }
    case "v1.CartChangeSettled":
      return { ...state, pendingCart: state.pendingCart.filter((change) => change.payload.intentId !== event.intentId) }
    case "v1.SearchTextChanged":
      return { ...state, searchText: event.text }
    case "v1.SearchToggled":
      return { ...state, isSearchOpen: event.open, searchText: event.open ? state.searchText : "" }
    case "v1.MenuFiltersChanged":
      return { ...state, menuFilters: event.filters }
    case "v1.SectionSelected":
      return { ...state, selectedSection: event.sectionId, scrollRequestId: event.forced ? state.scrollRequestId + 1 : state.scrollRequestId }
    case "v1.DrawerOpened": {
      const item = state.menu?.items.find((candidate) => candidate.id === event.itemId)
      const variant = item?.variants.find((candidate) => candidate.enabled)
      return { ...state, drawer: { ...closedDrawer, isOpen: item !== undefined, itemId: event.itemId, variantId: variant?.id ?? null } }
    }
    case "v1.DrawerClosed":
      return { ...state, drawer: closedDrawer }
    case "v1.DrawerVariantSelected":
      return { ...state, drawer: { ...state.drawer, variantId: event.variantId, selectedChoices: {}, notice: null, noticeChoiceId: null } }
    case "v1.DrawerChoicesChanged":
      return { ...state, drawer: { ...state.drawer, selectedChoices: event.selectedChoices, notice: null, noticeChoiceId: null } }
    case "v1.DrawerPickRefused":
      return { ...state, drawer: { ...state.drawer, notice: event.reason, noticeChoiceId: event.choiceId ?? null } }
    case "v1.DrawerQuantityChanged":
      return { ...state, drawer: { ...state.drawer, quantity: clampQuantity(event.quantity) } }
    case "v1.OrderConfigLoaded":
      return { ...state, orderConfig: { states: event.states, transitions: event.transitions } }
    case "v1.OrdersFetchStarted":
      return { ...state, ordersStatus: "loading" }
    case "v1.OrdersFetched":
      return { ...state, ordersStatus: "success", orders: event.orders }
    case "v1.OrdersFetchFailed":
      return { ...state, ordersStatus: "error" }
    case "v1.OrderChanged": {
      const known = state.orders.some((order) => order.id === event.order.id)
      return {
        ...state,
        // Live feeds do not say whose an order is: what the diner was told (isMine) is kept.
        orders: known ? state.orders.map((order) => (order.id === event.order.id ? { ...order, orderState: event.order.orderState, ...mineOf(event.order, order) } : order)) : [event.order, ...state.orders],
      }
    }
    case "v1.StaffRequestsFetched":
      return { ...state, staff: { ...state.staff, kinds: event.kinds, requests: event.requests.filter((request) => request.status !== "closed") } }
    case "v1.StaffRequestAsked":
      return { ...state, staff: { ...state.staff, asking: event.kind, notice: null } }
    case "v1.StaffRequestChanged":
      return { ...state, staff: { ...state.staff, asking: state.staff.asking === event.request.kind ? null : state.staff.asking, requests: withRequest(state.staff.requests, event.request) } }
    case "v1.StaffRequestRefused":
      return { ...state, staff: { ...state.staff, asking: null, notice: event.reason } }
    case "v1.SplitChosen":
      return { ...state, split: event.split }
    case "v1.SplitCleared":
      return { ...state, split: null }
    case "v1.ConnectionChanged":
      return { ...state, connection: event.state }
    case "v1.AvailabilitySyncSeen":
      return { ...state, availabilitySeen: { ...state.availabilitySeen, [event.key]: Math.max(state.availabilitySeen[event.key] ?? Number.NEGATIVE_INFINITY, event.updatedAt) } }
  }
}

const mineOf = (next: Order, known: Order): { isMine?: boolean } => {
  const isMine = next.isMine ?? known.isMine
  return isMine === undefined ? {} : { isMine }
}

/** A request replaces the one with its id (a closed one leaves); a new one goes last. */
const withRequest = (requests: ReadonlyArray<StaffRequest>, request: StaffRequest): ReadonlyArray<StaffRequest> => {
  const others = requests.filter((candidate) => candidate.id !== request.id)
  if (request.status === "closed") return others
  return requests.some((candidate) => candidate.id === request.id) ? requests.map((candidate) => (candidate.id === request.id ? request : candidate)) : [...others, request]
}

/** Folds a log onto a state (the initial one by default). */
export const fold = (events: Iterable<DomainEvent>, from: VenueState = initialVenueState): VenueState => {
  let state = from
  for (const event of events) state = reduce(state, event)
  return state
}
