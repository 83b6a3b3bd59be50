import type { DomainEvent } from "../../../schema/events"
import { noFilters } from "../menu-filters"
import { startsNewTable } from "./venue"
import type { MenuSlice } from "../state-schema"

export type { MenuSlice }

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
