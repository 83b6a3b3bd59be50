import type { CartTotals as Totals } from "../../domain/cart"
import { formatMoney } from "../../domain/money"
import { useT } from "../../ui/i18n/i18n"
import * as page from "../../ui/page.css"
import { useServiceChargeLabel } from "../../ui/service-charge-label"

/**
 * A cart's totals (spec section 8), the diner's own or the table's: the subtotal, the venue's
 * service charge when it has one, and the total, as the server priced them (`cartTotals`).
 */
export function CartTotals({ totals, currency }: { readonly totals: Totals; readonly currency: string | null }) {
  const t = useT()
  const serviceCharge = useServiceChargeLabel()
  return (
    <dl className={page.totals}>
      <dt>{t("cart.subtotal")}</dt>
      <dd>{formatMoney(totals.subtotal, currency)}</dd>
      {totals.serviceCharge > 0 && (
        <>
          <dt>{serviceCharge}</dt>
          <dd>{formatMoney(totals.serviceCharge, currency)}</dd>
        </>
      )}
      <dt className={page.total}>{t("total")}</dt>
      <dd className={page.total}>{formatMoney(totals.total, currency)}</dd>
    </dl>
  )
}
