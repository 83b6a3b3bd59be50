import { Link } from "wouter"
import { cartButtonPrice, cartItemCount } from "../domain/cart"
import { formatMoney } from "../domain/money"
import { currencyOf } from "../domain/queries"
import { useAppState } from "../store/store-context"
import { useT } from "./i18n/i18n"
import * as css from "./view-cart-button.css"

/** The floating View Cart button: shown while the cart has items (not on the cart screen). */
export const ViewCartButton = () => {
  const { cart, tenant, pendingCart } = useAppState()
  const t = useT()
  // Dishes added offline count too: the diner sees them waiting on the cart screen.
  const count =
    cartItemCount(cart) + pendingCart.reduce((sum, change) => sum + (change._tag === "cartAdd" ? change.payload.quantity : 0), 0)
  if (count === 0) return null
  return (
    <div className={css.bar}>
      <Link
        href="~/venue/cart"
        className={css.button}
        aria-label={t("viewCart.label", { count, price: formatMoney(cartButtonPrice(cart), currencyOf({ tenant })) })}
      >
        <span className={css.badge} aria-hidden="true">
          {count}
        </span>
        <span className={css.label} aria-hidden="true">
          {t("viewCart")}
        </span>
        <span aria-hidden="true">{formatMoney(cartButtonPrice(cart), currencyOf({ tenant }))}</span>
      </Link>
    </div>
  )
}
