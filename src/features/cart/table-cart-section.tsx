import { useEffect, useRef, useState } from "react"
import { useLocation } from "wouter"
import type { CartLine } from "../../../schema/cart"
import type { NoticeText } from "../../../schema/events"
import type { LineKeptReason, TableCartLine, TableCartSent } from "../../../schema/table-cart"
import { cartTotals } from "../../domain/cart"
import { lineTexts } from "../../domain/menu-language"
import { formatMoney } from "../../domain/money"
import { sentOrderState } from "../../domain/sent-order"
import { adderOf } from "../../domain/table-cart"
import { useStore, useAppState } from "../../store/store-context"
import { primaryButton } from "../../ui/button.css"
import { noticeText, useT } from "../../ui/i18n/i18n"
import { useLocalizedItems } from "../../ui/i18n/use-localized-items"
import { LineNoteEditor, ShownNote } from "../../ui/note"
import * as page from "../../ui/page.css"
import { WhyNot } from "../../ui/why-not"
import { AnswerLost } from "../../ui/answer-lost"
import { openKeyedRequest } from "../../domain/state/keyed-requests"
import { CartTotals } from "./cart-totals"
import * as css from "./table-cart-section.css"

/**
 * "Order together" on the cart screen: before joining, the offer (also with an empty cart of
 * one's own); once joined, the table's cart, live, each line marked "Yours" or with its adder's
 * first name or "Another diner", the diner's own lines editable, its subtotal, service charge
 * and total, and one send for the table. Joining moved the diner's own cart into it, and it says
 * so; a line that could not move is listed as staying in their own cart, with why, to remove or
 * move again (a join again). When the table's cart is sent, by anyone, every member moves to the bill.
 */
export function TableCartSection() {
  const state = useAppState(
    ({
      tableCart,
      tableCartBusy,
      tableCartMove,
      tableCartNotice,
      tableCartPending,
      tenant,
      cart,
      connection,
      pendingCart,
      keyedRequests,
    }) => ({
      tableCart,
      tableCartBusy,
      tableCartMove,
      tableCartNotice,
      tableCartPending,
      tenant,
      cart,
      connection,
      pendingCart,
      keyedRequests,
    }),
  )
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
  const sendOpen = openKeyedRequest(state, "tableCartSubmit") !== null
  useEffect(() => {
    if (sentOrderId !== null && seenSend.current !== sentOrderId) {
      // It may be this diner's send whose answer was lost: its key tells.
      if (sendOpen) void commands.checkSendAgain()
      navigate("~/venue/orders", { state: sentOrderState(sentOrderId) })
    }
    seenSend.current = sentOrderId
  }, [sentOrderId, navigate, sendOpen, commands])

  // The own cart's changes still waiting must reach it before a join moves its lines.
  const ownWaiting = state.pendingCart.length > 0
  const online = state.connection !== "Offline"
  // A join or send whose outcome is not known: "Check again" once its answer was lost, never a second one beside it.
  const joinUnanswered = openKeyedRequest(state, "tableCartJoin")
  const sendUnanswered = openKeyedRequest(state, "tableCartSubmit")
  const sent = (done: TableCartSent | null) => {
    if (done !== null) navigate("~/venue/orders", { state: sentOrderState(done.order.id) })
  }
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
        <button
          type="button"
          className={`${primaryButton} ${css.wide}`}
          disabled={busy || ownWaiting || !online || joinUnanswered !== null}
          aria-describedby={online ? undefined : "join-why"}
          onClick={join}
        >
          {/* Offline, the changes are not being sent: the button says what it does, and why it cannot yet. */}
          {t(busy ? "together.joining" : ownWaiting && online ? "cart.sendingChanges" : "together.join")}
        </button>
        {!online && <WhyNot id="join-why" text={t("together.needsNetwork")} />}
        {state.tableCartNotice !== null && <p role="alert">{noticeText(state.tableCartNotice, items)}</p>}
        {joinUnanswered?.answer === "lost" && (
          <AnswerLost id="join" text="answer.joinLost" checking={busy} offline={!online} onCheck={() => void commands.checkJoinAgain()} />
        )}
      </section>
    )
  }

  // What the own cart still holds: what could not move into the table's cart at the join.
  const notMoved = state.cart?.items ?? []
  return (
    <section className={page.card} aria-labelledby="together-heading">
      <h2 id="together-heading" className={css.heading}>
        {t("together.label")}
      </h2>
      <p className={page.muted}>{t("together.members", { count: cart.members })}</p>
      {state.tableCartMove !== null && state.tableCartMove.moved > 0 && (
        <p role="status" data-moved={state.tableCartMove.moved}>
          {t("together.moved", { count: state.tableCartMove.moved })}
        </p>
      )}
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
      <CartTotals totals={cartTotals(cart)} currency={state.tenant?.currency ?? null} />
      {notMoved.length > 0 && (
        <NotMoved
          lines={notMoved}
          kept={state.tableCartMove?.kept ?? []}
          busy={busy || ownWaiting}
          currency={state.tenant?.currency ?? null}
        />
      )}
      {state.tableCartNotice !== null && <p role="alert">{noticeText(state.tableCartNotice, items)}</p>}
      <button
        type="button"
        className={`${primaryButton} ${css.wide}`}
        disabled={busy || !online || cart.items.length === 0 || sendUnanswered !== null}
        aria-describedby={online ? undefined : "send-why"}
        onClick={() => void commands.sendTableCart().then(sent)}
      >
        {t(state.tableCartBusy === "send" ? "together.sending" : "together.send")}
      </button>
      {!online && <WhyNot id="send-why" text={t("cart.offline")} />}
      {sendUnanswered?.answer === "lost" && (
        <AnswerLost
          id="send"
          text="answer.sendLost"
          checking={busy}
          offline={!online}
          onCheck={() => void commands.checkSendAgain().then(sent)}
        />
      )}
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
        <ShownNote note={line.note} />
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
      {/* Only the diner who added a line may change its note, as its quantity. */}
      {adder.kind === "yours" && (
        <LineNoteEditor
          lineId={line.id}
          name={texts.name}
          note={line.note}
          onSave={(note) => void commands.setTableCartLineNote(line.id, note)}
        />
      )}
    </li>
  )
}

/** What a line that stayed in the own cart says of why: the refusal an add of it would meet now. */
const keptText = (reason: LineKeptReason | undefined, line: CartLine): NoticeText | null => {
  const values = { quantity: line.quantity, dish: line.name, dishId: line.itemId }
  switch (reason) {
    case "DishNotOnMenu":
      return { id: "refusal.dishNotOnMenu", values }
    case "DishUnavailable":
      return { id: "refusal.dishUnavailable", values }
    case "ChoiceRefused":
      return { id: "refusal.choiceRefused", values }
    case "CartFull":
      return { id: "refusal.cartFull" }
    case undefined:
      return null
  }
}

/**
 * The lines of the diner's own cart that did not move into the table's cart (a refused part of
 * the join, or a dish added to the own cart as the join ran): nothing is lost, they stay there,
 * each with why, to remove, or to move again (a join again moves what can move now). No order
 * of their own is placed from here: the table's cart is the one cart a member sends.
 */
const NotMoved = ({
  lines,
  kept,
  busy,
  currency,
}: {
  readonly lines: ReadonlyArray<CartLine>
  readonly kept: ReadonlyArray<{ readonly id: string; readonly reason: LineKeptReason }>
  readonly busy: boolean
  readonly currency: string | null
}) => {
  const { commands } = useStore()
  const t = useT()
  const items = useLocalizedItems()
  return (
    <div className={css.notMoved}>
      <p id="not-moved-heading" className={page.smallTitle}>
        {t("together.kept", { count: lines.length })}
      </p>
      <ul className={page.lines} aria-labelledby="not-moved-heading">
        {lines.map((line) => {
          const texts = lineTexts(line, items)
          const why = keptText(kept.find((candidate) => candidate.id === line.id)?.reason, line)
          return (
            <li key={line.id} className={page.line} data-not-moved={line.itemId}>
              <span>
                <span className={page.lineName}>
                  {line.quantity} × {texts.name}
                </span>
                {why !== null && <span className={css.adder}>{noticeText(why, items)}</span>}
                <ShownNote note={line.note} />
              </span>
              <span>{formatMoney(line.price, currency)}</span>
              <button type="button" className={page.small} onClick={() => void commands.updateCartLine(line.id, line.selectedChoices, 0)}>
                {t("cart.remove")}
                <span className="visually-hidden"> {texts.name}</span>
              </button>
            </li>
          )
        })}
      </ul>
      <button type="button" className={`${primaryButton} ${css.wide}`} disabled={busy} onClick={() => void commands.joinTableCart(null)}>
        {t("together.moveAgain")}
      </button>
    </div>
  )
}
