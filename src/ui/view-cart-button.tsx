import { Link } from "wouter"
import { cartButton } from "../domain/cart"
import { formatMoney } from "../domain/money"
import { currencyOf } from "../domain/queries"
import { useAppState } from "../store/store-context"
import { useT } from "./i18n/i18n"
import * as css from "./view-cart-button.css"

/**
 * The floating View Cart button: shown while the cart has items (not on the cart screen). The
 * cart is the one the cart screen shows: the table's once the diner ordered together, else their own.
 */
export const ViewCartButton = () => {
  const { cart, tenant, pendingCart, tableCart, tableCartPending, menu } = useAppState((state) => ({
    cart: state.cart,
    tenant: state.tenant,
    pendingCart: state.pendingCart,
    tableCart: state.tableCart,
    tableCartPending: state.tableCartPending,
    menu: state.menu,
  }))
  const t = useT()
  // Dishes added offline count too: the diner sees them waiting on the cart screen.
  const { count, price } = cartButton({ cart, pendingCart, tableCart, tableCartPending, menu })
  if (count === 0) return null
  const shownPrice = formatMoney(price, currencyOf({ tenant }))
  return (
    <div className={css.bar}>
      <Link href="~/venue/cart" className={css.button} aria-label={t("viewCart.label", { count, price: shownPrice })}>
        <span className={css.badge} aria-hidden="true">
          {count}
        </span>
        <span className={css.label} aria-hidden="true">
          {t("viewCart")}
        </span>
        <span aria-hidden="true">{shownPrice}</span>
      </Link>
    </div>
  )
}
