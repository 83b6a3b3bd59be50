import { useEffect } from "react"
import { Link } from "wouter"
import { formatMoney } from "../../domain/money"
import { useStore, useVenueState } from "../../store/store-context"
import * as page from "../../ui/page.css"
import { headerAction, VenueHeader } from "../../ui/venue-header"
import { ViewCartButton } from "../../ui/view-cart-button"

/** `/venue/orders`: the table's open orders, their live status, and the bill. */
export default function OrdersPage() {
  const state = useVenueState()
  const { intents } = useStore()
  const money = (amount: number | null | undefined) => formatMoney(amount, state.tenant?.currency ?? null)

  useEffect(() => {
    void intents.fetchOrders()
  }, [intents])

  const total = state.orders.reduce((sum, order) => sum + (order.summery?.finalPrice ?? order.price), 0)
  return (
    <>
      <VenueHeader state={state}>
        <Link href="~/venue" className={headerAction}>
          Menu
        </Link>
      </VenueHeader>
      <main className={page.main}>
        <h1>Your orders</h1>
        {state.ordersStatus === "loading" && state.orders.length === 0 && <p role="status">Loading your orders...</p>}
        {state.ordersStatus === "error" && (
          <p role="alert">
            Your orders could not be loaded.{" "}
            <button type="button" className={page.small} onClick={() => void intents.fetchOrders()}>
              Try again
            </button>
          </p>
        )}
        {state.ordersStatus === "success" && state.orders.length === 0 && <p className={page.muted}>No open orders yet.</p>}
        {state.orders.map((order) => (
          <article key={order.id} className={page.card} aria-label={`Order ${order.orderNumber}`}>
            <div className={page.row}>
              <h2 style={{ margin: 0, flex: 1, fontSize: "1.1rem" }}>Order {order.orderNumber}</h2>
              <span className={page.status} style={{ background: order.orderState.color }} data-order-status={order.id}>
                {order.orderState.stateName}
              </span>
            </div>
            <ul className={page.lines}>
              {order.items.map((line) => (
                <li key={line.id} className={page.line}>
                  <span>
                    {line.quantity} × {line.name}
                    {line.choiceSummary.length > 0 && <span className={page.muted} style={{ display: "block" }}>{line.choiceSummary.join(", ")}</span>}
                  </span>
                  <span>{money(line.price)}</span>
                </li>
              ))}
            </ul>
            <p className={page.row} style={{ justifyContent: "space-between", marginBottom: 0 }}>
              <span>Total</span>
              <strong>{money(order.summery?.finalPrice ?? order.price)}</strong>
            </p>
          </article>
        ))}
        {state.orders.length > 0 && (
          <p className={`${page.card} ${page.row}`} style={{ justifyContent: "space-between" }}>
            <strong>Bill so far</strong>
            <strong>{money(total)}</strong>
          </p>
        )}
      </main>
      <ViewCartButton />
    </>
  )
}
