import type { DomainEvent } from "../../../schema/events"
import type { NavigationSlice } from "../state-schema"

export type { NavigationSlice }

export const initialNavigationSlice: NavigationSlice = { tableCodeRefused: false, lastTable: null }

export const reduceNavigation = (_state: NavigationSlice, event: DomainEvent): Partial<NavigationSlice> | undefined => {
  switch (event._tag) {
    case "v1.TableCodeRefused":
      return { tableCodeRefused: true }
    case "v1.ScreenShown":
      return event.path === "/" ? undefined : { tableCodeRefused: false }
    case "v1.VenueLoadStarted":
      return { tableCodeRefused: false, lastTable: event.qrCode }
    case "v1.LastTableFound":
      return { lastTable: event.qrCode }
    case "v1.VenueCleared":
      return { lastTable: null }
    default:
      return undefined
  }
}
