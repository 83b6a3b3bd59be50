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
 * Where the venue charges for service, the button says so under its name, and in its own name,
 * before anything is sent (issue 50): its total holds the charge, or the charge is still to come.
 */
export const ViewCartButton = () => {
  const { cart, tenant, pendingCart, tableCart, tableCartPending, menu, percent } = useAppState((state) => ({
    cart: state.cart,
    tenant: state.tenant,
    pendingCart: state.pendingCart,
    tableCart: state.tableCart,
    tableCartPending: state.tableCartPending,
    menu: state.menu,
    percent: state.venue?.serviceChargePercent,
  }))
  const t = useT()
  // Dishes added offline count too: the diner sees them waiting on the cart screen.
  const { count, price, serviceChargeIncluded } = cartButton({ cart, pendingCart, tableCart, tableCartPending, menu })
  if (count === 0) return null
  const shownPrice = formatMoney(price, currencyOf({ tenant }))
  // A venue that says no rate, or charges none, has nothing to say here. Where it does, the
  // button says it under its name and at the end of what a screen reader reads.
  const serviceCharge =
    percent === undefined || percent === 0
      ? null
      : t(serviceChargeIncluded ? "viewCart.serviceChargeIncluded" : "viewCart.serviceChargeToCome", { percent })
  const name = t("viewCart.label", { count, price: shownPrice })
  return (
    <div className={css.bar}>
      <Link href="~/venue/cart" className={css.button}>
        {/* Its name is said whole here, and what is shown is hidden from screen readers: an
            aria-label would name it in words that are not the ones shown in their order (axe's
            label-content-name-mismatch: "1", "View Cart" and the price are shown, "1 item" is said). */}
        <span className="visually-hidden">{serviceCharge === null ? name : `${name}, ${serviceCharge}`}</span>
        <span className={css.badge} aria-hidden="true">
          {count}
        </span>
        <span className={css.label} aria-hidden="true">
          {t("viewCart")}
          {serviceCharge !== null && (
            <span className={css.serviceCharge} data-service-charge="">
              {serviceCharge}
            </span>
          )}
        </span>
        <span className={css.price} aria-hidden="true">
          {shownPrice}
        </span>
      </Link>
    </div>
  )
}
