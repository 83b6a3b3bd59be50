import { Schema } from "effect"
import type { DomainEvent } from "../../../schema/events"

/**
 * Where the diner can go: whether the home page refused the code typed (its message shows until
 * the diner goes on), and the table to go back to when a venue screen is opened without a
 * venue (the one this tab last opened, or that the page found kept apart from the log).
 */
export const NavigationSlice = Schema.Struct({
  tableCodeRefused: Schema.Boolean,
  lastTable: Schema.NullOr(Schema.String),
})
export type NavigationSlice = typeof NavigationSlice.Type

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
