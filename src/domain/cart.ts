import type { Cart, CartAddPayload, CartLine } from "../../schema/cart"
import type { PendingChange } from "../../schema/events"
import type { Menu } from "../../schema/menu"
import type { Money } from "../../schema/money"
import type { TableCart } from "../../schema/table-cart"
import { linePrice } from "./pricing"

/** The View Cart button's price: the summary's final price, else the cart's price. */
export const cartButtonPrice = (cart: Cart | null): Money | null => (cart === null ? null : cartTotals(cart).total)

/** The badge on the View Cart button: how many dishes, counting quantities. */
export const cartItemCount = (cart: Cart | TableCart | null): number =>
  cart === null ? 0 : cart.items.reduce((count, line) => count + line.quantity, 0)

/** A cart's totals as the cart screen shows them (spec section 8): subtotal, service charge, total. */
export interface CartTotals {
  readonly subtotal: Money
  readonly serviceCharge: Money
  readonly total: Money
}

/**
 * The totals of either cart, the diner's own or the table's, as the server priced it (by the one
 * rule of src/domain/pricing.ts `summaryOf`): its summary, or, from a platform that sends none
 * for the own cart, its price alone.
 */
export const cartTotals = (cart: Cart | TableCart): CartTotals => {
  const summary = cart.summery
  if (summary !== null) return { subtotal: summary.subtotal, serviceCharge: summary.serviceCharge, total: summary.finalPrice }
  const price = "price" in cart ? cart.price : 0
  return { subtotal: price, serviceCharge: 0, total: price }
}

/**
 * The one cart the cart screen shows: the table's once the diner joined it ("Order together"),
 * with the lines of their own cart that could not move into it (shown as staying there, with no
 * order of their own to place); else the diner's own cart.
 */
export type ShownCart =
  | { readonly kind: "own"; readonly cart: Cart | null; readonly totals: CartTotals | null }
  | { readonly kind: "table"; readonly cart: TableCart; readonly totals: CartTotals; readonly notMoved: ReadonlyArray<CartLine> }

export const shownCart = (state: { readonly cart: Cart | null; readonly tableCart: TableCart | null }): ShownCart =>
  state.tableCart === null
    ? { kind: "own", cart: state.cart, totals: state.cart === null ? null : cartTotals(state.cart) }
    : { kind: "table", cart: state.tableCart, totals: cartTotals(state.tableCart), notMoved: state.cart?.items ?? [] }

/**
 * The View Cart button of the cart shown: how many dishes, counting quantities and the adds still
 * waiting for a connection (shown on the cart screen), and its total. With adds waiting, the
 * server has not priced the cart they make yet: its price is the dishes' own (the spec's "cart
 * price", before the service charge), the waiting ones priced from the menu by the rule the server
 * uses, so offline the button tells the same story as the cart screen, never "-" beside a count.
 * `serviceChargeIncluded` says whether the total holds the service charge, so the button says
 * the charge is in it, or still to come (issue 50: a fee that appears late is what diners resent).
 */
export const cartButton = (state: {
  readonly cart: Cart | null
  readonly pendingCart: ReadonlyArray<PendingChange>
  readonly tableCart: TableCart | null
  readonly tableCartPending: ReadonlyArray<PendingChange>
  readonly menu: Menu | null
}): { readonly count: number; readonly price: Money | null; readonly serviceChargeIncluded: boolean } => {
  const shown = shownCart(state)
  const waiting = (shown.kind === "own" ? state.pendingCart : state.tableCartPending).flatMap((change) =>
    change._tag === "cartAdd" || change._tag === "tableCartAdd" ? [change.payload] : [],
  )
  const adds = waiting.reduce((sum, add) => sum + add.quantity, 0)
  const count = cartItemCount(shown.cart) + adds
  // The server's total holds its service charge only where it sent a summary (a platform may send a cart's price alone).
  if (waiting.length === 0)
    return { count, price: shown.totals?.total ?? null, serviceChargeIncluded: (shown.cart?.summery ?? null) !== null }
  const prices = waiting.map((add) => addPrice(state.menu, add))
  const known = shown.totals?.subtotal ?? 0
  const price = prices.some((price) => price === null) ? null : prices.reduce<number>((sum, price) => sum + (price ?? 0), known)
  return { count, price, serviceChargeIncluded: false }
}

/** A waiting add's price by the menu the diner picked it from; null: its dish is no longer there. */
const addPrice = (menu: Menu | null, add: CartAddPayload): Money | null => {
  const variants = menu?.items.find((item) => item.id === add.id)?.variants ?? []
  const variant = add.variantId === undefined ? variants[0] : variants.find((candidate) => candidate.id === add.variantId)
  return variant === undefined ? null : linePrice(variant, add.selectedChoices, add.quantity)
}
