import { useEffect, useRef, useState } from "react"
import { useLocation } from "wouter"
import type { TableCartLine } from "../../../schema/table-cart"
import { lineTexts } from "../../domain/menu-language"
import { formatMoney } from "../../domain/money"
import { adderOf } from "../../domain/table-cart"
import { useStore, useAppState } from "../../store/store-context"
import { primaryButton } from "../../ui/button.css"
import { noticeText, useT } from "../../ui/i18n/i18n"
import { useLocalizedItems } from "../../ui/i18n/use-localized-items"
import * as page from "../../ui/page.css"
import * as css from "./table-cart-section.css"

/**
 * "Order together" on the cart screen: before joining, the offer (also with an empty cart of
 * one's own); once joined, the table's cart, live, each line marked "Yours" or with its adder's
 * first name or "Another diner", the diner's own lines editable, and one send for the table.
 * When the table's cart is sent, by anyone, every member moves to the bill.
 */
export function TableCartSection() {
  const state = useAppState()
  const { commands } = useStore()
  const [, navigate] = useLocation()
  const t = useT()
  const items = useLocalizedItems()
  const [firstName, setFirstName] = useState("")
  // A join or send on its way, from the log (until its answer), so a replay shows it too.
  const busy = state.tableCartBusy !== null
  const cart = state.tableCart
  const sentOrderId = cart?.lastSend?.orderId ?? null
  const seenSend = useRef(sentOrderId)

  const member = cart !== null
  useEffect(() => {
    // A member's screen reads the table's cart again (a diner who has not joined is not asked: the server would refuse).
    if (member) commands.refreshTableCart()
  }, [commands, member])
  // A send this screen had not seen (another member's, live): the order is on the bill now.
  useEffect(() => {
    if (sentOrderId !== null && seenSend.current !== sentOrderId) navigate("~/venue/orders")
    seenSend.current = sentOrderId
  }, [sentOrderId, navigate])

  if (cart === null) {
    const join = () => void commands.joinTableCart(firstName.trim() === "" ? null : firstName.trim())
    return (
      <section className={page.card} aria-labelledby="together-heading">
        <h2 id="together-heading" className={css.heading}>
          {t("together.title")}
        </h2>
        <p className={page.muted}>{t("together.offer")}</p>
        <label className={css.nameField}>
          {t("together.nameLabel")}
          <input
            className={css.input}
            value={firstName}
            maxLength={40}
            autoComplete="given-name"
            onChange={(event) => setFirstName(event.target.value)}
          />
        </label>
        <button type="button" className={`${primaryButton} ${css.wide}`} disabled={busy} onClick={join}>
          {t(busy ? "together.joining" : "together.join")}
        </button>
        {state.tableCartNotice !== null && <p role="alert">{noticeText(state.tableCartNotice, items)}</p>}
      </section>
    )
  }

  const send = async () => {
    const sent = await commands.sendTableCart()
    if (sent !== null) navigate("~/venue/orders")
  }
  const online = state.connection !== "Offline"
  return (
    <section className={page.card} aria-labelledby="together-heading">
      <h2 id="together-heading" className={css.heading}>
        {t("together.label")}
      </h2>
      <p className={page.muted}>{t("together.members", { count: cart.members })}</p>
      {state.tableCartPending.length > 0 && (
        <>
          <p className={page.muted}>{t("together.waiting")}</p>
          <ul className={page.lines} aria-label={t("cart.pending")}>
            {state.tableCartPending.map((change) => (
              <li key={change.intentId} className={page.line}>
                {noticeText(change.text, items)}
              </li>
            ))}
          </ul>
        </>
      )}
      {cart.items.length === 0 ? (
        <p className={page.muted}>{t("together.empty")}</p>
      ) : (
        <ul className={page.lines} aria-label={t("together.label")}>
          {cart.items.map((line) => (
            <TableLine key={line.id} line={line} currency={state.tenant?.currency ?? null} />
          ))}
        </ul>
      )}
      <dl className={page.totals}>
        <dt className={page.total}>{t("total")}</dt>
        <dd className={page.total}>{formatMoney(cart.summery.finalPrice, state.tenant?.currency ?? null)}</dd>
      </dl>
      {state.tableCartNotice !== null && <p role="alert">{noticeText(state.tableCartNotice, items)}</p>}
      <button
        type="button"
        className={`${primaryButton} ${css.wide}`}
        disabled={busy || !online || cart.items.length === 0}
        onClick={() => void send()}
      >
        {t(busy ? "together.sending" : "together.send")}
      </button>
    </section>
  )
}

const TableLine = ({ line, currency }: { readonly line: TableCartLine; readonly currency: string | null }) => {
  const { commands } = useStore()
  const t = useT()
  const texts = lineTexts(line, useLocalizedItems())
  const adder = adderOf(line.addedBy)
  const change = (quantity: number) => void commands.updateTableCartLine(line.id, line.selectedChoices, quantity)
  return (
    <li className={page.line}>
      <span>
        <span className={page.lineName}>
          {line.quantity} × {texts.name}
        </span>
        {texts.choiceSummary.length > 0 && <span className={css.adder}>{texts.choiceSummary.join(", ")}</span>}
        <span className={css.adder}>
          {adder.kind === "yours" ? t("together.yours") : adder.kind === "named" ? adder.name : t("together.another")}
        </span>
      </span>
      <span>{formatMoney(line.price, currency)}</span>
      {adder.kind === "yours" && (
        <span className={page.row} role="group" aria-label={t("cart.quantityOf", { name: texts.name })}>
          <button
            type="button"
            className={page.small}
            aria-label={t("cart.less", { name: texts.name })}
            onClick={() => change(line.quantity - 1)}
          >
            −
          </button>
          <button
            type="button"
            className={page.small}
            aria-label={t("cart.more", { name: texts.name })}
            disabled={line.quantity >= 99}
            onClick={() => change(line.quantity + 1)}
          >
            +
          </button>
          <button type="button" className={page.small} onClick={() => change(0)}>
            {t("cart.remove")}
            <span className="visually-hidden"> {texts.name}</span>
          </button>
        </span>
      )}
    </li>
  )
}
