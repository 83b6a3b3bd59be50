import { useEffect } from "react"
import { Link } from "wouter"
import { lineTexts } from "../../domain/menu-language"
import { formatMoney } from "../../domain/money"
import { useStore, useVenueState } from "../../store/store-context"
import { useT } from "../../ui/i18n/i18n"
import { useLocalizedItems } from "../../ui/i18n/use-localized-items"
import * as page from "../../ui/page.css"
import { headerAction, VenueHeader } from "../../ui/venue-header"
import { ViewCartButton } from "../../ui/view-cart-button"

/** `/venue/orders`: the table's open orders, their live status, and the bill. */
export default function OrdersPage() {
  const state = useVenueState()
  const { intents } = useStore()
  const t = useT()
  const items = useLocalizedItems()
  const money = (amount: number | null | undefined) => formatMoney(amount, state.tenant?.currency ?? null)

  useEffect(() => {
    void intents.fetchOrders()
  }, [intents])

  const total = state.orders.reduce((sum, order) => sum + (order.summery?.finalPrice ?? order.price), 0)
  return (
    <>
      <VenueHeader state={state}>
        <Link href="~/venue" className={headerAction}>
          {t("header.menu")}
        </Link>
      </VenueHeader>
      <main className={page.main}>
        <h1>{t("orders.title")}</h1>
        {state.ordersStatus === "loading" && state.orders.length === 0 && <p role="status">{t("orders.loading")}</p>}
        {state.ordersStatus === "error" && (
          <p role="alert">
            {t("orders.failed")}{" "}
            <button type="button" className={page.small} onClick={() => void intents.fetchOrders()}>
              {t("tryAgain")}
            </button>
          </p>
        )}
        {state.ordersStatus === "success" && state.orders.length === 0 && <p className={page.muted}>{t("orders.none")}</p>}
        {state.orders.map((order) => (
          <article key={order.id} className={page.card} aria-label={t("orders.order", { number: order.orderNumber })}>
            <div className={page.row}>
              <h2 style={{ margin: 0, flex: 1, fontSize: "1.1rem" }}>{t("orders.order", { number: order.orderNumber })}</h2>
              <span className={page.status} style={{ background: order.orderState.color }} data-order-status={order.id}>
                {order.orderState.stateName}
              </span>
            </div>
            <ul className={page.lines}>
              {order.items.map((line) => {
                const texts = lineTexts(line, items)
                return (
                  <li key={line.id} className={page.line}>
                    <span>
                      {line.quantity} × {texts.name}
                      {texts.choiceSummary.length > 0 && <span className={page.muted} style={{ display: "block" }}>{texts.choiceSummary.join(", ")}</span>}
                    </span>
                    <span>{money(line.price)}</span>
                  </li>
                )
              })}
            </ul>
            <p className={page.row} style={{ justifyContent: "space-between", marginBottom: 0 }}>
              <span>{t("total")}</span>
              <strong>{money(order.summery?.finalPrice ?? order.price)}</strong>
            </p>
          </article>
        ))}
        {state.orders.length > 0 && (
          <p className={`${page.card} ${page.row}`} style={{ justifyContent: "space-between" }}>
            <strong>{t("orders.billSoFar")}</strong>
            <strong>{money(total)}</strong>
          </p>
        )}
      </main>
      <ViewCartButton />
    </>
  )
}
