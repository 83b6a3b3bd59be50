import { Schema } from "effect"
import { SelectedChoices } from "../../../schema/cart"
import { PickProblem, type DomainEvent } from "../../../schema/events"
import type { Menu } from "../../../schema/menu"
import { clampQuantity } from "../pricing"
import { dishById, menuItems } from "../queries"
import { startsNewTable } from "./venue"

/** The item drawer of spec section 3: which dish, which variant, the picks, the quantity. */
export const DrawerState = Schema.Struct({
  isOpen: Schema.Boolean,
  itemId: Schema.NullOr(Schema.String),
  variantId: Schema.NullOr(Schema.String),
  selectedChoices: SelectedChoices,
  quantity: Schema.Number,
  /**
   * Why the last pick or add did nothing: the choice and what is wrong with it (the drawer says
   * it with the choice's name and limits), or the English sentence an older log kept.
   */
  notice: Schema.NullOr(Schema.Union([Schema.Struct({ choiceId: Schema.String, problem: PickProblem }), Schema.String])),
})
export type DrawerState = typeof DrawerState.Type

export const closedDrawer: DrawerState = { isOpen: false, itemId: null, variantId: null, selectedChoices: {}, quantity: 1, notice: null }

/** The menu screen's view: search, the section in view, the drawer. */
export const MenuViewSlice = Schema.Struct({
  searchText: Schema.String,
  isSearchOpen: Schema.Boolean,
  selectedSection: Schema.NullOr(Schema.String),
  /** Raised each time a section is chosen by the diner, so the list scrolls to it once. */
  scrollRequestId: Schema.Number,
  drawer: DrawerState,
})
export type MenuViewSlice = typeof MenuViewSlice.Type

export const initialMenuViewSlice: MenuViewSlice = {
  searchText: "",
  isSearchOpen: false,
  selectedSection: null,
  scrollRequestId: 0,
  drawer: closedDrawer,
}

type Context = MenuViewSlice & { readonly qrCode: string | null; readonly menu: Menu | null }

export const reduceMenuView = (state: Context, event: DomainEvent): Partial<MenuViewSlice> | undefined => {
  switch (event._tag) {
    case "v1.VenueLoadStarted":
      // The scroll-request counter only rises: the list tells a new request from one it has handled by its value.
      return startsNewTable(state, event) ? { ...initialMenuViewSlice, scrollRequestId: state.scrollRequestId } : undefined
    case "v1.VenueCleared":
      return { searchText: "", selectedSection: null, drawer: closedDrawer }
    case "v1.SearchTextChanged":
      return { searchText: event.text }
    case "v1.SearchToggled":
      return { isSearchOpen: event.open, searchText: event.open ? state.searchText : "" }
    case "v1.SectionSelected":
      return { selectedSection: event.sectionId, scrollRequestId: event.forced ? state.scrollRequestId + 1 : state.scrollRequestId }
    case "v1.DrawerOpened": {
      const item = dishById(menuItems(state), event.itemId)
      const variant = item?.variants.find((candidate) => candidate.enabled)
      return { drawer: { ...closedDrawer, isOpen: item !== undefined, itemId: event.itemId, variantId: variant?.id ?? null } }
    }
    case "v1.DrawerClosed":
      return { drawer: closedDrawer }
    case "v1.DrawerVariantSelected":
      return { drawer: { ...state.drawer, variantId: event.variantId, selectedChoices: {}, notice: null } }
    case "v1.DrawerChoicesChanged":
      return { drawer: { ...state.drawer, selectedChoices: event.selectedChoices, notice: null } }
    case "v2.DrawerPickRefused":
      return { drawer: { ...state.drawer, notice: { choiceId: event.choiceId, problem: event.problem } } }
    case "v1.DrawerPickRefused":
      // An older log: a choice named was at its maximum; else the English it kept.
      return {
        drawer: { ...state.drawer, notice: event.choiceId === undefined ? event.reason : { choiceId: event.choiceId, problem: "tooMany" } },
      }
    case "v1.DrawerQuantityChanged":
      return { drawer: { ...state.drawer, quantity: clampQuantity(event.quantity) } }
    default:
      return undefined
  }
}
