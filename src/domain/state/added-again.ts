import type { DomainEvent } from "../../../schema/events"
import type { AgainSlice } from "../state-schema"

export type { AgainSlice }

export const initialAgainSlice: AgainSlice = { addedAgain: null }

/** The last "Add again" is said on the screen it was tapped on; another screen, or another table, starts without it. */
export const reduceAgain = (_state: AgainSlice, event: DomainEvent): Partial<AgainSlice> | undefined => {
  switch (event._tag) {
    case "v1.AddAgainAnswered":
      return { addedAgain: { at: event.at, added: event.added, notAdded: event.notAdded } }
    case "v1.ScreenShown":
    case "v1.VenueCleared":
      return { addedAgain: null }
    default:
      return undefined
  }
}
