import { useEffect, useId, useState } from "react"
import { Link, useLocation } from "wouter"
import { cartTotals, shownCart } from "../../domain/cart"
import { lineTexts } from "../../domain/menu-language"
import { formatMoney } from "../../domain/money"
import { currencyOf } from "../../domain/queries"
import { sentOrderState } from "../../domain/sent-order"
import { useStore, useAppState } from "../../store/store-context"
import { primaryButton } from "../../ui/button.css"
import { noticeText, useT } from "../../ui/i18n/i18n"
import { useLocalizedItems } from "../../ui/i18n/use-localized-items"
import { BackIcon } from "../../ui/icons"
import * as page from "../../ui/page.css"
import { headerIconAction } from "../../ui/header-action"
import { ScreenHeader } from "../../ui/screen-header"
import { StaffRequestStrip } from "../../ui/table-service/call-staff"
import { CartTotals } from "./cart-totals"
import { TableCartSection } from "./table-cart-section"
import { VisitEnded } from "../../ui/visit-ended"
import { AnswerLost } from "../../ui/answer-lost"
import { openKeyedRequest } from "../../domain/state/keyed-requests"
import { noteProblem } from "../../domain/note"
import { LineNoteEditor, NoteField, ShownNote } from "../../ui/note"
import type { Order } from "../../../schema/order"

/**
 * `/venue/cart`: the lines with their choices, quantity and removal, the totals, and submit. A
 * diner who ordered together sees the table's cart alone (TableCartSection), which holds what
 * their own cart held.
 */
export default function CartPage() {
  const state = useAppState(({ tenant, cart, tableCart, connection, pendingCart, submitting, visit, keyedRequests }) => ({
    tenant,
    cart,
    tableCart,
    connection,
    pendingCart,
    submitting,
    visit,
    keyedRequests,
  }))
  const { commands } = useStore()
  const [, navigate] = useLocation()
  const currency = currencyOf(state)
  const money = (amount: number | null | undefined) => formatMoney(amount, currency)
  const cart = state.cart
  // A member of the table's cart sees that one cart (its section), never a second with its own order to place.
  const member = shownCart(state).kind === "table"
  const online = state.connection !== "Offline"
  const pending = state.pendingCart
  // From the log (`v1.CartSubmitStarted` until the cart is cleared), so a replay shows it too.
  const sending = state.submitting
  // An order sent whose outcome is not known: never a second one beside it, and "Check again" once its answer was lost.
  const unanswered = openKeyedRequest(state, "cartSubmit")
  const t = useT()
  const items = useLocalizedItems()
  // The order's note as typed: sent with the order (and so logged), not per keystroke.
  const orderNoteId = useId()
  const [orderNote, setOrderNote] = useState("")
  const orderNoteRefused = noteProblem(orderNote) !== null

  useEffect(() => {
    commands.refreshCart()
  }, [commands])

  const sent = (order: Order | null) => {
    if (order !== null) navigate("~/venue/orders", { state: sentOrderState(order.id) })
  }

  return (
    <>
      <ScreenHeader
        to="bill"
        lead={
          <Link href="~/venue" className={headerIconAction} aria-label={t("backToMenu")}>
            <BackIcon />
          </Link>
        }
      />
      <main className={page.main}>
        <h1>{t("cart.title")}</h1>
        <StaffRequestStrip />
        {/* The table settled: a send of this visit would be refused; a new order joins the table's current one. */}
        {state.visit?.ended === true && <VisitEnded />}
        <TableCartSection />
        {unanswered?.answer === "lost" && (
          <AnswerLost
            id="order"
            text="answer.orderLost"
            checking={sending}
            offline={!online}
            onCheck={() => void commands.checkOrderAgain().then(sent)}
          />
        )}
        {pending.length > 0 && (
          <section className={page.card} aria-labelledby="pending-heading">
            <h2 id="pending-heading" className={page.smallTitle}>
              {t("cart.waiting")}
            </h2>
            <p className={page.muted}>{t("cart.waitingBody")}</p>
            <ul className={page.lines} aria-label={t("cart.pending")}>
              {pending.map((change) => (
                <li key={change.intentId} className={page.line}>
                  {noticeText(change.text, items)}
                </li>
              ))}
            </ul>
          </section>
        )}
        {member ? null : cart === null || cart.items.length === 0 ? (
          // Dishes waiting for a connection are the cart for now: never "empty" beside them.
          pending.length === 0 && unanswered === null && <p className={page.muted}>{t("cart.empty")}</p>
        ) : (
          <section className={page.card} aria-label={t("cart.label")}>
            <ul className={page.lines}>
              {cart.items.map((line) => {
                const texts = lineTexts(line, items)
                return (
                  <li key={line.id} className={page.line}>
                    <span>
                      <span className={page.lineName}>{texts.name}</span>
                      {line.variantName !== "Standard" && <span className={page.muted}> · {texts.variantName}</span>}
                      {texts.choiceSummary.length > 0 && <span className={page.mutedLine}>{texts.choiceSummary.join(", ")}</span>}
                      {!line.available && <span className={page.mutedLine}>{t("cart.gone")}</span>}
                      <ShownNote note={line.note} />
                    </span>
                    <span>{money(line.price)}</span>
                    <span className={page.row} role="group" aria-label={t("cart.quantityOf", { name: texts.name })}>
                      <button
                        type="button"
                        className={page.small}
                        aria-label={t("cart.less", { name: texts.name })}
                        onClick={() => void commands.updateCartLine(line.id, line.selectedChoices, line.quantity - 1)}
                      >
                        −
                      </button>
                      <output aria-label={t("cart.quantityOf", { name: texts.name })}>{line.quantity}</output>
                      <button
                        type="button"
                        className={page.small}
                        aria-label={t("cart.more", { name: texts.name })}
                        disabled={line.quantity >= 99}
                        onClick={() => void commands.updateCartLine(line.id, line.selectedChoices, line.quantity + 1)}
                      >
                        +
                      </button>
                      <button
                        type="button"
                        className={page.small}
                        onClick={() => void commands.updateCartLine(line.id, line.selectedChoices, 0)}
                      >
                        {t("cart.remove")}
                        <span className="visually-hidden"> {texts.name}</span>
                      </button>
                    </span>
                    <LineNoteEditor
                      lineId={line.id}
                      name={texts.name}
                      note={line.note}
                      onSave={(note) => void commands.setCartLineNote(line.id, note)}
                    />
                  </li>
                )
              })}
            </ul>
            <CartTotals totals={cartTotals(cart)} currency={currency} />
            <NoteField id={orderNoteId} label={t("note.orderLabel")} value={orderNote} onChange={setOrderNote} />
            <button
              type="button"
              className={`${primaryButton} ${page.wideButton}`}
              disabled={sending || !online || pending.length > 0 || unanswered !== null}
              // A note that cannot be sent holds the order back, its reason under the note (nothing in the cart is lost).
              aria-disabled={orderNoteRefused}
              {...(orderNoteRefused ? { "aria-describedby": `${orderNoteId}-problem` } : {})}
              onClick={() =>
                orderNoteRefused
                  ? document.getElementById(orderNoteId)?.focus()
                  : void commands.submitCart(orderNote).then((order) => {
                      if (order !== null) setOrderNote("")
                      sent(order)
                    })
              }
            >
              {t(!online ? "cart.offline" : pending.length > 0 ? "cart.sendingChanges" : sending ? "cart.sending" : "cart.placeOrder")}
            </button>
          </section>
        )}
      </main>
    </>
  )
}
