import { useLocation } from "wouter"
import { useStore } from "../store/store-context"
import { useT } from "./i18n/i18n"
import * as page from "./page.css"
import { primaryButton } from "./button.css"

/**
 * The diner's visit has ended: the table was settled (paid by the diners, or by staff). Its
 * receipts stay on the bill beside this; a new order joins the table's current visit, as a new
 * scan of the table's code would, and starts from the menu.
 */
export const VisitEnded = () => {
  const { commands } = useStore()
  const [, navigate] = useLocation()
  const t = useT()
  return (
    <section className={page.card} aria-labelledby="visit-ended-heading" data-visit-ended>
      {/* Said as it happens (a payment heard live settled the table), hence a status. */}
      <p id="visit-ended-heading" role="status" className={page.smallTitle}>
        {t("orders.allPaid")}
      </p>
      <p className={page.muted}>{t("visit.endedNote")}</p>
      <button
        type="button"
        className={`${primaryButton} ${page.wideButton}`}
        onClick={() => {
          commands.startNewOrder()
          navigate("~/venue")
        }}
      >
        {t("visit.startNew")}
      </button>
    </section>
  )
}
