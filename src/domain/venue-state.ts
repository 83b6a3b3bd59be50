import type { DomainEvent } from "../../schema/events"
import type { Menu } from "../../schema/menu"
import type { ServiceArea, Tenant, Venue } from "../../schema/venue"

export type LoadStatus = "idle" | "loading" | "success" | "error"

/** The venue slice of spec section 3, as far as the events of this slice reach. */
export interface VenueState {
  readonly status: LoadStatus
  readonly qrCode: string | null
  readonly venue: Venue | null
  readonly selectedServiceArea: ServiceArea | null
  readonly tenant: Tenant | null
  readonly menu: Menu | null
  readonly error: string | null
}

export const initialVenueState: VenueState = {
  status: "idle",
  qrCode: null,
  venue: null,
  selectedServiceArea: null,
  tenant: null,
  menu: null,
  error: null,
}

/** Pure: the same state and event always give the same next state. */
export const reduce = (state: VenueState, event: DomainEvent): VenueState => {
  switch (event._tag) {
    case "v1.VenueLoadStarted":
      return { ...initialVenueState, status: "loading", qrCode: event.qrCode }
    case "v1.VenueLoaded":
      return {
        ...state,
        status: "success",
        venue: event.answer.venue,
        selectedServiceArea: event.answer.selectedServiceArea,
        tenant: event.answer.tenant,
        error: null,
      }
    case "v1.VenueLoadFailed":
      return { ...state, status: "error", error: event.reason }
    case "v1.MenuReplaced":
      return { ...state, menu: event.menu }
  }
}
