import type { Cart } from "../../schema/cart"
import type { Money } from "../../schema/money"

/** The View Cart button's price: the summary's final price, else the cart's price. */
export const cartButtonPrice = (cart: Cart | null): Money | null => (cart === null ? null : (cart.summery?.finalPrice ?? cart.price))

/** The badge on the View Cart button: how many dishes, counting quantities. */
export const cartItemCount = (cart: Cart | null): number =>
  cart === null ? 0 : cart.items.reduce((count, line) => count + line.quantity, 0)
