import type { DomainEvent, PendingChange } from "../../../schema/events"
import { cartOfChange } from "../pending-change"
import { startsNewTable } from "./venue"
import type { CartSlice } from "../state-schema"

export type { CartSlice }

export const initialCartSlice: CartSlice = { cart: null, pendingCart: [], submitting: false }

export const reduceCart = (state: CartSlice & { readonly qrCode: string | null }, event: DomainEvent): Partial<CartSlice> | undefined => {
  switch (event._tag) {
    case "v1.VenueLoadStarted":
      return startsNewTable(state, event) ? initialCartSlice : undefined
    case "v1.VenueCleared":
      return { cart: null }
    case "v1.CartSubmitStarted":
      return { submitting: true }
    case "v1.CartCleared":
      return { cart: null, submitting: false }
    case "v1.CartReplaced":
      return { cart: event.cart }
    case "v1.TableCartJoined":
      // The join moved the own cart's lines into the table's: the own cart is what stayed.
      return { cart: event.joined.ownCart }
    case "v2.CartChangeQueued":
      return cartOfChange(event.change) === "own" ? { pendingCart: [...state.pendingCart, event.change] } : undefined
    case "v1.CartChangeQueued":
      return { pendingCart: [...state.pendingCart, fromV1(event.change, state.pendingCart.length)] }
    case "v1.CartChangeSettled":
      return { pendingCart: state.pendingCart.filter((change) => change.intentId !== event.intentId) }
    default:
      return undefined
  }
}

/**
 * A change an older log queued, in the one shape: its intent id out of its payload. One without
 * (v1 allowed it; no version of the app wrote one) is named by its place in the queue and its dish or line.
 */
const fromV1 = (change: Extract<DomainEvent, { _tag: "v1.CartChangeQueued" }>["change"], place: number): PendingChange => {
  const { text } = change
  const named = (intentId: string | undefined) => intentId ?? `v1-${String(place)}-${change.payload.id}`.slice(0, 128)
  if (change._tag === "add") {
    const { intentId, ...payload } = change.payload
    return { _tag: "cartAdd", intentId: named(intentId), payload, text }
  }
  const { intentId, ...payload } = change.payload
  return { _tag: "cartUpdate", intentId: named(intentId), payload, text }
}
