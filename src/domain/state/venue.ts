import type { DomainEvent } from "../../../schema/events"
import type { LoadStatus, VenueSlice } from "../state-schema"

export type { LoadStatus, VenueSlice }

export const initialVenueSlice: VenueSlice = {
  status: "idle",
  qrCode: null,
  venue: null,
  selectedServiceArea: null,
  tenant: null,
  error: null,
  errorKind: null,
}

/**
 * Another table starts afresh: every slice that belongs to a table returns to its start on
 * this, and keeps what belongs to the diner or the device (filters, connection...).
 */
export const startsNewTable = (state: { readonly qrCode: string | null }, event: DomainEvent): boolean =>
  event._tag === "v1.VenueLoadStarted" && event.qrCode !== state.qrCode

export const reduceVenue = (state: VenueSlice, event: DomainEvent): Partial<VenueSlice> | undefined => {
  switch (event._tag) {
    case "v1.VenueLoadStarted":
      return startsNewTable(state, event)
        ? { ...initialVenueSlice, status: "loading", qrCode: event.qrCode }
        : { status: "loading", error: null, errorKind: null }
    case "v1.VenueLoaded":
      return {
        status: "success",
        venue: event.answer.venue,
        selectedServiceArea: event.answer.selectedServiceArea,
        tenant: event.answer.tenant,
        error: null,
        errorKind: null,
      }
    case "v1.VenueLoadFailed":
      return { status: "error", error: event.reason, errorKind: event.kind ?? null }
    case "v1.VenueCleared":
      return { status: "idle", venue: null }
    default:
      return undefined
  }
}
