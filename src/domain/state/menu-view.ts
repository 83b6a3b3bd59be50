import type { DomainEvent } from "../../../schema/events"
import type { Menu } from "../../../schema/menu"
import { clampQuantity } from "../pricing"
import { dishById, menuItems } from "../queries"
import { startsNewTable } from "./venue"
import type { DrawerState, MenuViewSlice } from "../state-schema"

export type { DrawerState, MenuViewSlice }

export const closedDrawer: DrawerState = { isOpen: false, itemId: null, variantId: null, selectedChoices: {}, quantity: 1, notice: null }

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
