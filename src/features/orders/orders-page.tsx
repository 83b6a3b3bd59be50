import { assignInlineVars } from "@vanilla-extract/dynamic"
import { useEffect, useLayoutEffect, useMemo, useRef } from "react"
import { Link } from "wouter"
import { lineTexts } from "../../domain/menu-language"
import { formatMoney } from "../../domain/money"
import { stateNameIn } from "../../domain/service-language"
import { lineKey, tableBill } from "../../domain/split-bill"
import { paidLineKeys } from "../../domain/bill-paid"
import { orderOwner } from "../../domain/table-cart"
import { currencyOf, openOrders } from "../../domain/queries"
import { useStore, useAppState } from "../../store/store-context"
import { useLanguage, useT } from "../../ui/i18n/i18n"
import { useLocalizedItems } from "../../ui/i18n/use-localized-items"
import { primaryButton } from "../../ui/button.css"
import * as page from "../../ui/page.css"
import { ScreenHeader } from "../../ui/screen-header"
import { ViewCartButton } from "../../ui/view-cart-button"
import { useServiceChargeLabel } from "../../ui/service-charge-label"
import { StaffRequestStrip } from "../../ui/table-service/call-staff"
import { SplitPanel } from "./split-panel"
import { PaymentsPanel } from "./payments-panel"
import { VisitEnded } from "../../ui/visit-ended"
import { ShownNote } from "../../ui/note"
import { AddAllAgain, AddedAgainTold, AddLineAgain } from "../../ui/add-again"
import { pastLineOfOrder } from "../../domain/order-again"
import { AddedBy, SentBy } from "./added-by"
import * as ownCss from "./orders-page.css"
import * as css from "../../ui/table-service/table-service.css"
import { orderCard, orderMore } from "./orders-page.css"
import { sentOrderOf } from "../../domain/sent-order"
import { useTableServiceTexts } from "../../ui/table-service/texts"

/**
 * `/venue/orders`: the table's bill. Every open order of the table, from every diner there
 * of the diner's visit (each marked yours or not), its live status, the table's totals, and the
 * split. An order leaves when it ends (paid, or cancelled); once the table is settled the visit
 * has ended, and the bill says all is paid, keeps its receipts and offers a new order.
 */
export default function OrdersPage() {
  const state = useAppState(
    ({ tenant, user, orders, orderConfig, ordersStatus, tableCart, tablePayments, venue, selectedServiceArea, visit }) => ({
      tenant,
      tablePayments,
      user,
      orders,
      orderConfig,
      ordersStatus,
      tableCart,
      venue,
      selectedServiceArea,
      visit,
    }),
  )
  const { commands } = useStore()
  const t = useT()
  const language = useLanguage()
  const texts = useTableServiceTexts()
  const items = useLocalizedItems()
  const serviceChargeLabel = useServiceChargeLabel()
  const money = (amount: number | null | undefined) => formatMoney(amount, currencyOf(state))

  // For each user the auth session confirms: a reload's restored user is confirmed anew once
  // the sign-in is back, and the orders are asked for again then.
  const user = state.user
  useEffect(() => {
    if (user !== null) commands.fetchOrders()
  }, [user, commands])

  const { orders: allOrders, orderConfig } = state
  const orders = useMemo(() => openOrders({ orders: allOrders, orderConfig }), [allOrders, orderConfig])
  // The bill opens at its top (a route change keeps the page's scroll: the cart's, after a send),
  // and the order just sent, once it is on the bill, in view with its number and status.
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
  }, [])
  // (Read in an effect: the bill is also drawn on the server, where there is no history.)
  const sentInView = useRef(false)
  useLayoutEffect(() => {
    const sent = sentOrderOf(history.state)
    const card = sent === null || sentInView.current ? null : document.querySelector(`[data-order="${CSS.escape(sent)}"]`)
    if (card === null) return
    sentInView.current = true
    card.scrollIntoView({ block: "nearest" })
  }, [orders])
  const bill = useMemo(() => tableBill(orders), [orders])
  const paidKeys = useMemo(() => paidLineKeys(state.tablePayments?.payments ?? []), [state.tablePayments])
  const visitEnded = state.visit?.ended === true && orders.length === 0
  // The order the table cart last sent says who sent it (the orders themselves never do).
  const lastSend = state.tableCart?.lastSend ?? null
  const title = [state.venue?.name, state.selectedServiceArea?.name].filter((part) => part !== undefined).join(" · ")
  return (
    <>
      <ScreenHeader to="menu" />
      <main className={page.main}>
        <h1>{t("orders.title")}</h1>
        <StaffRequestStrip />
        {state.ordersStatus === "loading" && orders.length === 0 && <p role="status">{t("orders.loading")}</p>}
        {state.ordersStatus === "error" && (
          <p role="alert">
            {t("orders.failed")}{" "}
            <button type="button" className={page.small} onClick={() => commands.fetchOrders()}>
              {t("tryAgain")}
            </button>
          </p>
        )}
        {/* The table settled: all paid, not "no open orders". */}
        {visitEnded && <VisitEnded />}
        {state.ordersStatus === "success" && orders.length === 0 && !visitEnded && <p className={page.muted}>{t("orders.none")}</p>}
        {orders.map((order) => (
          <article
            key={order.id}
            className={`${page.card} ${orderCard}`}
            aria-label={t("orders.order", { number: order.orderNumber })}
            data-order={order.id}
          >
            <div className={page.row}>
              <h2 className={page.cardTitle}>{t("orders.order", { number: order.orderNumber })}</h2>
              <OwnerTag owner={orderOwner(order)} />
              <span
                className={page.status}
                style={assignInlineVars({ [page.statusColor]: order.orderState.color })}
                data-order-status={order.id}
              >
                {stateNameIn(order.orderState, language)}
              </span>
            </div>
            {lastSend?.orderId === order.id && <SentBy sentBy={lastSend.sentBy} />}
            <ShownNote note={order.note} label="order" />
            <ul className={page.lines}>
              {order.items.map((line) => {
                const shown = lineTexts(line, items)
                return (
                  <li key={line.id} className={page.line}>
                    <span>
                      {line.quantity} × {shown.name}
                      {shown.choiceSummary.length > 0 && <span className={page.mutedLine}>{shown.choiceSummary.join(", ")}</span>}
                      <AddedBy adder={line.addedBy} />
                      <ShownNote note={line.note} />
                      {/* The space keeps "Paid" a word of its own, read and copied apart from the dish's name. */}
                      {paidKeys.has(lineKey(order.id, line.id)) && (
                        <>
                          {" "}
                          <span className={ownCss.paid} data-line-paid="">
                            {t("orders.paid")}
                          </span>
                        </>
                      )}
                      <AddLineAgain at={order.id} line={pastLineOfOrder(line)} dish={`${line.quantity} × ${shown.name}`} />
                    </span>
                    <span>{money(line.price)}</span>
                  </li>
                )
              })}
            </ul>
            <p className={page.totalRow}>
              <span>{t("total")}</span>
              <strong>{money(order.summery?.finalPrice ?? order.price)}</strong>
            </p>
            <AddAllAgain
              at={order.id}
              lines={order.items.map(pastLineOfOrder)}
              label={t("again.addOrder", { number: order.orderNumber })}
            />
            <AddedAgainTold at={order.id} />
          </article>
        ))}
        <Link href="~/venue" className={`${primaryButton} ${page.wideButton} ${orderMore}`}>
          {t("orders.orderMore")}
        </Link>
        {orders.length > 0 && (
          <>
            <section className={page.card} aria-labelledby="bill-heading">
              <h2 id="bill-heading" className={css.cardHeading}>
                {texts.tableBill}
              </h2>
              <dl className={page.totals} data-table-bill={bill.total}>
                <dt>{texts.subtotal}</dt>
                <dd>{money(bill.subtotal)}</dd>
                <dt>{serviceChargeLabel}</dt>
                <dd>{money(bill.serviceCharge)}</dd>
                <dt className={page.total}>{texts.total}</dt>
                <dd className={page.total}>{money(bill.total)}</dd>
              </dl>
              <p className={page.muted}>{texts.settledNote}</p>
            </section>
            <SplitPanel bill={bill} title={title} />
          </>
        )}
        <PaymentsPanel bill={bill} visitEnded={visitEnded} />
        {/* In the main landmark, as all of a screen's content is (axe's "region"); it floats over the screen's foot all the same. */}
        <ViewCartButton />
      </main>
    </>
  )
}

/**
 * Whose an order is: the diner's own, one sent together with lines of theirs and others' (never
 * "another diner's" when part of it is theirs), or another diner's (one that arrived only live).
 */
const OwnerTag = ({ owner }: { readonly owner: ReturnType<typeof orderOwner> }) => {
  const texts = useTableServiceTexts()
  const shown = { yours: texts.yours, together: texts.togetherOrder, theirs: texts.othersOrder }[owner]
  return (
    <span className={owner === "theirs" ? css.theirs : css.mine} data-order-owner={owner}>
      {shown}
    </span>
  )
}
