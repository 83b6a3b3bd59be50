import { Schema } from "effect"
import type { DomainEvent } from "../../../schema/events"
import { Menu, MenuFilters } from "../../../schema/menu"
import { noFilters } from "../menu-filters"
import { startsNewTable } from "./venue"

/** The menu slice: the table's menu (replaced on refetch) and the diner's own filters. */
export const MenuSlice = Schema.Struct({
  menu: Schema.NullOr(Menu),
  /** The diner's dietary and allergen filters: kept across tables, they are the diner's. */
  menuFilters: MenuFilters,
})
export type MenuSlice = typeof MenuSlice.Type

export const initialMenuSlice: MenuSlice = { menu: null, menuFilters: noFilters }

export const reduceMenu = (state: MenuSlice & { readonly qrCode: string | null }, event: DomainEvent): Partial<MenuSlice> | undefined => {
  switch (event._tag) {
    case "v1.VenueLoadStarted":
      return startsNewTable(state, event) ? { menu: null } : undefined
    case "v1.VenueCleared":
      return { menu: null }
    case "v1.MenuReplaced":
      return { menu: event.menu }
    case "v1.MenuFiltersChanged":
      return { menuFilters: event.filters }
    default:
      return undefined
  }
}
