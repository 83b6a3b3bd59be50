import { useEffect, useMemo } from "react"
import { first } from "rxjs"
import { Link } from "wouter"
import { formatMoney } from "../../domain/money"
import { tableBill } from "../../domain/split-bill"
import { useStore, useVenueState } from "../../store/store-context"
import * as page from "../../ui/page.css"
import { headerAction, VenueHeader } from "../../ui/venue-header"
import { ViewCartButton } from "../../ui/view-cart-button"
import { CallStaff, StaffRequestStrip } from "../../ui/table-service/call-staff"
import { SplitPanel } from "./split-panel"
import * as css from "../../ui/table-service/table-service.css"
import { texts } from "../../ui/table-service/texts"

/**
 * `/venue/orders`: the table's bill. Every open order of the table, from every diner there
 * (each marked yours or not), its live status, the table's totals, and the split. An order
 * leaves when it ends (paid when staff settle the table, or cancelled).
 */
export default function OrdersPage() {
  const state = useVenueState()
  const { intents, auth } = useStore()
  const money = (amount: number | null | undefined) => formatMoney(amount, state.tenant?.currency ?? null)

  // Once signed in: a reload on this screen draws it before the sign-in is restored.
  useEffect(() => {
    const subscription = auth.user$.pipe(first((user) => user !== null)).subscribe(() => void intents.fetchOrders())
    return () => subscription.unsubscribe()
  }, [auth, intents])

  const orders = useMemo(() => {
    const ended = new Set((state.orderConfig?.states ?? []).filter((candidate) => candidate.isEnd).map((candidate) => candidate.id))
    return state.orders.filter((order) => !ended.has(order.orderState.id))
  }, [state.orders, state.orderConfig])
  const bill = useMemo(() => tableBill(orders), [orders])
  const title = [state.venue?.name, state.selectedServiceArea?.name].filter((part) => part !== undefined).join(" · ")
  return (
    <>
      <VenueHeader state={state}>
        <CallStaff />
        <Link href="~/venue" className={headerAction}>
          Menu
        </Link>
      </VenueHeader>
      <main className={page.main}>
        <h1>Your orders</h1>
        <StaffRequestStrip />
        {state.ordersStatus === "loading" && orders.length === 0 && <p role="status">Loading your orders...</p>}
        {state.ordersStatus === "error" && (
          <p role="alert">
            Your orders could not be loaded.{" "}
            <button type="button" className={page.small} onClick={() => void intents.fetchOrders()}>
              Try again
            </button>
          </p>
        )}
        {state.ordersStatus === "success" && orders.length === 0 && <p className={page.muted}>No open orders yet.</p>}
        {orders.map((order) => (
          <article key={order.id} className={page.card} aria-label={`Order ${order.orderNumber}`} data-order={order.id}>
            <div className={page.row}>
              <h2 style={{ margin: 0, flex: 1, fontSize: "1.1rem" }}>Order {order.orderNumber}</h2>
              {/* An order that arrived only live is another diner's: the diner's own come with their submit's answer. */}
              <span className={order.isMine === true ? css.mine : css.theirs}>{order.isMine === true ? texts.yours : texts.othersOrder}</span>
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
        {orders.length > 0 && (
          <>
            <section className={page.card} aria-labelledby="bill-heading">
              <h2 id="bill-heading" className={css.cardHeading}>
                {texts.tableBill}
              </h2>
              <dl className={page.totals} data-table-bill={bill.total}>
                <dt>{texts.subtotal}</dt>
                <dd>{money(bill.subtotal)}</dd>
                <dt>{texts.serviceCharge}</dt>
                <dd>{money(bill.serviceCharge)}</dd>
                <dt className={page.total}>{texts.total}</dt>
                <dd className={page.total}>{money(bill.total)}</dd>
              </dl>
              <p className={page.muted}>{texts.settledNote}</p>
            </section>
            <SplitPanel bill={bill} title={title} />
          </>
        )}
      </main>
      <ViewCartButton />
    </>
  )
}
