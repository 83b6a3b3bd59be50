import { Schema } from "effect"
import { Cart } from "../../../schema/cart"
import { PendingCartChange, type DomainEvent } from "../../../schema/events"
import { startsNewTable } from "./venue"

/** The cart slice: the server's cart, the changes waiting for a connection, and an order on its way. */
export const CartSlice = Schema.Struct({
  cart: Schema.NullOr(Cart),
  /** Cart changes waiting for a connection, oldest first. */
  pendingCart: Schema.Array(PendingCartChange),
  /** "Send order" went to the server and has not been answered ("Sending your order..."). */
  submitting: Schema.Boolean,
})
export type CartSlice = typeof CartSlice.Type

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
    case "v1.CartChangeQueued":
      return { pendingCart: [...state.pendingCart, event.change] }
    case "v1.CartChangeSettled":
      return { pendingCart: state.pendingCart.filter((change) => change.payload.intentId !== event.intentId) }
    default:
      return undefined
  }
}
