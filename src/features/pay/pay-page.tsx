import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { Link, useLocation } from "wouter"
import type { PaySplit, TipChoice } from "../../../schema/payment"
import { demoCardOf } from "../../domain/demo-card"
import { lineTexts } from "../../domain/menu-language"
import { formatMoney, parseMoney } from "../../domain/money"
import { countedOf, paymentAmounts } from "../../domain/payment"
import { paySending } from "../../domain/state/payments"
import { currencyOf, openOrders } from "../../domain/queries"
import { tableBill } from "../../domain/split-bill"
import { useStore, useAppState } from "../../store/store-context"
import { primaryButton } from "../../ui/button.css"
import { textField } from "../../ui/field.css"
import { useT } from "../../ui/i18n/i18n"
import { useLocalizedItems } from "../../ui/i18n/use-localized-items"
import * as page from "../../ui/page.css"
import { ScreenHeader } from "../../ui/screen-header"
import { useServiceChargeLabel } from "../../ui/service-charge-label"
import { StaffRequestStrip } from "../../ui/table-service/call-staff"
import { useFocusWhenShown } from "../../ui/focus-when-shown"
import { WhyNot } from "../../ui/why-not"
import * as css from "./pay.css"
import { StripeCard, type TakeCard, type TakenCard } from "./stripe-card"
import { RetryAlert } from "./retry-alert"
import { handleBankCheck } from "./stripe-js"

type Part = PaySplit["_tag"]

/**
 * `/venue/pay`: paying at the table. The diner chooses what to pay (the whole bill, their dishes,
 * an equal share, an amount) and a tip (none is chosen for them), sees the total computed by the
 * same rule the server charges by, and pays by card: the demo's form takes Stripe's test numbers,
 * Stripe's Payment Element takes a card with Stripe (stripe-card.tsx); only the card's
 * PaymentMethod id and last four leave either. Each choice and the payment are
 * events; a declined card says why and charges nothing; offline, paying waits for the network.
 */
export default function PayPage() {
  const state = useAppState(({ tenant, user, connection, pay, qrCode, receipts, tablePayments, orders, orderConfig }) => ({
    tenant,
    user,
    connection,
    pay,
    qrCode,
    receipts,
    tablePayments,
    orders,
    orderConfig,
  }))
  const { commands } = useStore()
  const t = useT()
  const serviceChargeLabel = useServiceChargeLabel()
  const items = useLocalizedItems()
  const [, navigate] = useLocation()
  // Only what is being typed stays here: the card number never leaves this form.
  const [cardNumber, setCardNumber] = useState("")
  const [amountText, setAmountText] = useState("")
  const [tipText, setTipText] = useState("")
  // With Stripe: how to take the element's card once it is ready, and whether it is being taken.
  const [takeCard, setTakeCard] = useState<TakeCard | null>(null)
  const [taking, setTaking] = useState(false)
  // The bank's check (3-D Secure) running in Stripe's UI, then the confirmation: one at a time.
  const [checking, setChecking] = useState(false)
  const [checkFailed, setCheckFailed] = useState(false)
  // Whether the last read of the table's payments failed: until it is in, no card field shows.
  const [readFailed, setReadFailed] = useState(false)
  const onStripeReady = useCallback((take: TakeCard | null) => setTakeCard(() => take), [])
  const user = state.user
  const readPayments = useCallback(() => void commands.readPayments().then((read) => setReadFailed(!read)), [commands])
  useEffect(() => {
    if (user === null) return
    commands.fetchOrders()
    readPayments()
  }, [user, commands, readPayments])
  // The payment just made, or just confirmed (perhaps waiting since before a reload): its receipt opens.
  const firstReceipt = useRef(state.receipts[0])
  const newest = state.receipts[0]
  useEffect(() => {
    const first = firstReceipt.current
    const paidNow = newest !== undefined && newest.status === "Succeeded" && (newest.id !== first?.id || first.status !== "Succeeded")
    if (paidNow) navigate(`~/venue/receipt/${newest.id}`)
  }, [newest, navigate])

  const { orders: allOrders, orderConfig } = state
  const bill = useMemo(() => tableBill(openOrders({ orders: allOrders, orderConfig })), [allOrders, orderConfig])
  const money = (amount: number) => formatMoney(amount, currencyOf(state))
  const paid = state.tablePayments
  const { split, tip, notice, confirming, action, intent } = state.pay
  // A refusal (a declined card) takes the focus the pay button had while it was sending.
  const noticeShown = useFocusWhenShown<HTMLParagraphElement>(notice)
  const sending = paySending(state.pay)
  const stripe = paid?.provider === "stripe" ? paid.stripe : null
  const counted = countedOf(paid?.payments ?? [])
  // The amount is right from the first choice: until a tip is picked, it is the share with none.
  const amounts = split !== null && paid !== null ? paymentAmounts(bill, counted, split, tip ?? NO_TIP, paid.tipPercents) : null
  const paidLines = new Set(counted.flatMap((payment) => payment.lineKeys))
  // The diner's dishes: the lines they added to an order placed together, else their own orders' lines.
  const mine = bill.lines.filter(
    (line) =>
      !paidLines.has(line.key) && (line.line.addedBy === undefined ? isMine(allOrders, line.orderId) : line.line.addedBy.yours === true),
  )
  const offline = state.connection === "Offline"
  const card = demoCardOf(cardNumber)
  const choosePart = (part: Part) => {
    const chosen: PaySplit =
      part === "Dishes"
        ? {
            _tag: "Dishes",
            lineKeys: (mine.length > 0 ? mine : bill.lines.filter((line) => !paidLines.has(line.key))).map((line) => line.key),
          }
        : part === "EqualShare"
          ? { _tag: "EqualShare", people: 2 }
          : part === "Amount"
            ? { _tag: "Amount", amount: Math.max(1, parseMoney(amountText) ?? paid?.left ?? 1) }
            : { _tag: "WholeBill" }
    commands.choosePayPart(chosen)
  }
  const toggleLine = (key: string) => {
    if (split?._tag !== "Dishes") return
    const keys = split.lineKeys.includes(key) ? split.lineKeys.filter((each) => each !== key) : [...split.lineKeys, key]
    if (keys.length > 0) commands.choosePayPart({ _tag: "Dishes", lineKeys: keys })
  }
  const payWith = (taken: TakenCard | null) => {
    if (split === null || tip === null || amounts?._tag !== "Amounts" || taken === null || state.qrCode === null) return
    commands.pay({ split, tip, expectedTotal: amounts.total, paymentMethod: taken.paymentMethod, last4: taken.last4 })
  }
  const payNow = () => {
    if (paid?.provider === "demo") return payWith(card)
    if (stripe === null || takeCard === null) return
    setTaking(true)
    void takeCard()
      .catch(() => null)
      .then(payWith)
      .finally(() => setTaking(false))
  }
  // With Stripe, the bank's check runs in Stripe's UI first; the server then reads its outcome.
  // A check Stripe's UI could not run (Stripe.js unreachable) is said, and not confirmed.
  const confirmNow = (paymentId: string) => {
    setCheckFailed(false)
    if (stripe === null || action?.paymentId !== paymentId) return commands.confirmPayment(paymentId)
    setChecking(true)
    void handleBankCheck(stripe.publishableKey, action.clientSecret)
      .then(
        () => commands.confirmPayment(paymentId),
        () => setCheckFailed(true),
      )
      .finally(() => setChecking(false))
  }
  // The choice is fixed while its card is taken or sent.
  const busy = sending || taking
  const tipChosen = (choice: TipChoice) => commands.chooseTip(choice)
  // A card to pay with: the demo's test number, else Stripe's element ready.
  const canPay = paid?.provider === "demo" ? card !== null : stripe !== null && takeCard !== null
  // Why the pay button cannot pay yet, said beside it (null: nothing the diner chose stops it; the
  // card's own field, just above it, says what a card needs).
  const payBlocked = offline
    ? "pay.needsNetwork"
    : split === null
      ? "pay.chooseWhat"
      : tip === null
        ? "pay.chooseTip"
        : amounts?._tag === "Refused"
          ? refusalOf(amounts.reason._tag)
          : null

  return (
    <>
      <ScreenHeader to="bill" />
      <main className={page.main}>
        <h1>{t("pay.title")}</h1>
        <StaffRequestStrip />
        {paid !== null && <p className={page.total}>{t("pay.left", { amount: money(paid.left) })}</p>}
        {intent !== null ? (
          // The payment sent, until its outcome is known: sent again as it was (its card, its key), never replaced by another.
          <section className={page.card} aria-labelledby="intent-heading" data-pay-intent={intent.answer}>
            <h2 id="intent-heading" className={page.smallTitle}>
              {t("pay.yourPayment")}
            </h2>
            <p>{t("pay.sentWith", { amount: money(intent.expectedTotal), last4: intent.last4 })}</p>
            {intent.answer !== "awaited" && (
              <p role="alert" className={css.notice}>
                {t(intent.answer === "lost" ? "pay.answerLost" : "pay.held")}
              </p>
            )}
            <button
              type="button"
              className={`${primaryButton} ${page.wideButton}`}
              disabled={offline || sending}
              aria-describedby={offline ? "pay-again-why" : undefined}
              onClick={() => commands.payAgain()}
            >
              {t(sending ? "pay.paying" : intent.answer === "lost" ? "pay.payAgain" : "pay.checkAgain")}
            </button>
            {offline && <WhyNot id="pay-again-why" text={t("pay.needsNetwork")} />}
          </section>
        ) : paid !== null && paid.left === 0 ? (
          <p role="status">{t("pay.nothingLeft")}</p>
        ) : (
          <>
            <fieldset className={`${page.card} ${css.fieldset}`} disabled={busy}>
              <legend className={css.legend}>{t("pay.whatToPay")}</legend>
              {(
                [
                  ["WholeBill", "pay.wholeBill"],
                  ["Dishes", "pay.myDishes"],
                  ["EqualShare", "pay.equalShare"],
                  ["Amount", "pay.anAmount"],
                ] as const
              ).map(([part, label]) => (
                <label key={part} className={css.option}>
                  <input type="radio" name="pay-part" checked={split?._tag === part} onChange={() => choosePart(part)} />
                  {t(label)}
                </label>
              ))}
              {split?._tag === "Dishes" && (
                <div className={css.sub}>
                  <p className={page.muted}>{t("pay.dishesHint")}</p>
                  {bill.lines
                    .filter((line) => !paidLines.has(line.key))
                    .map((line) => (
                      <label key={line.key} className={css.option}>
                        <input type="checkbox" checked={split.lineKeys.includes(line.key)} onChange={() => toggleLine(line.key)} />
                        {line.quantity} × {lineTexts(line.line, items).name} · {money(line.amount)}
                      </label>
                    ))}
                </div>
              )}
              {split?._tag === "EqualShare" && (
                <label className={css.sub}>
                  {t("pay.people")}{" "}
                  <input
                    className={textField}
                    type="number"
                    min={2}
                    max={50}
                    value={split.people}
                    onChange={(event) => {
                      const people = Number(event.target.value)
                      if (Number.isInteger(people) && people >= 2 && people <= 50) commands.choosePayPart({ _tag: "EqualShare", people })
                    }}
                  />
                </label>
              )}
              {split?._tag === "Amount" && (
                <label className={css.sub}>
                  {t("pay.amount")}{" "}
                  <input
                    className={textField}
                    inputMode="decimal"
                    value={amountText}
                    onChange={(event) => {
                      setAmountText(event.target.value)
                      const amount = parseMoney(event.target.value)
                      if (amount !== null && amount > 0) commands.choosePayPart({ _tag: "Amount", amount })
                    }}
                  />
                </label>
              )}
            </fieldset>
            <fieldset className={`${page.card} ${css.fieldset}`} disabled={busy}>
              <legend className={css.legend}>{t("pay.tip")}</legend>
              {(paid?.tipPercents ?? []).map((percent) => (
                <label key={percent} className={css.option}>
                  <input
                    type="radio"
                    name="pay-tip"
                    checked={tip?._tag === "Percent" && tip.percent === percent}
                    onChange={() => tipChosen({ _tag: "Percent", percent })}
                  />
                  {percent === 0 ? t("pay.tipNone") : t("pay.tipPercent", { percent })}
                </label>
              ))}
              <label className={css.option}>
                <input
                  type="radio"
                  name="pay-tip"
                  checked={tip?._tag === "Amount"}
                  onChange={() => tipChosen({ _tag: "Amount", amount: parseMoney(tipText) ?? 0 })}
                />
                {t("pay.tipAmount")}
              </label>
              {tip?._tag === "Amount" && (
                <input
                  className={`${textField} ${css.sub}`}
                  inputMode="decimal"
                  aria-label={t("pay.tipAmount")}
                  value={tipText}
                  onChange={(event) => {
                    setTipText(event.target.value)
                    const amount = parseMoney(event.target.value)
                    if (amount !== null) tipChosen({ _tag: "Amount", amount })
                  }}
                />
              )}
            </fieldset>
            {amounts?._tag === "Amounts" ? (
              <dl className={`${page.card} ${page.totals}`} data-pay-total={amounts.total}>
                <dt>{t("pay.share")}</dt>
                <dd>{money(amounts.share.subtotal)}</dd>
                <dt>{serviceChargeLabel}</dt>
                <dd>{money(amounts.share.serviceCharge)}</dd>
                <dt>{t("pay.tipLine")}</dt>
                <dd>{money(amounts.tip)}</dd>
                <dt className={page.total}>{t("pay.total")}</dt>
                <dd className={page.total}>{money(amounts.total)}</dd>
              </dl>
            ) : (
              <p className={page.muted}>{amounts === null ? t("pay.chooseFirst") : t(refusalOf(amounts.reason._tag))}</p>
            )}
            <section className={page.card} aria-labelledby="card-heading">
              <h2 id="card-heading" className={page.smallTitle}>
                {t(stripe === null ? "pay.card" : "pay.cardSecure")}
              </h2>
              {paid === null &&
                (readFailed ? (
                  <RetryAlert
                    text={t("pay.readFailed")}
                    onRetry={() => {
                      setReadFailed(false)
                      readPayments()
                    }}
                  />
                ) : (
                  <p role="status" className={page.muted}>
                    {t("pay.readingBill")}
                  </p>
                ))}
              {stripe !== null && (
                <StripeCard setup={stripe} amount={amounts?._tag === "Amounts" ? amounts.total : 0} onReady={onStripeReady} />
              )}
              {paid?.provider === "demo" && (
                <>
                  <label className={css.sub}>
                    {t("pay.cardNumber")}
                    <input
                      className={`${textField} ${css.cardField}`}
                      inputMode="numeric"
                      autoComplete="cc-number"
                      value={cardNumber}
                      onChange={(event) => setCardNumber(event.target.value)}
                    />
                  </label>
                  <p className={page.muted}>{cardNumber.trim() !== "" && card === null ? t("pay.cardUnknown") : t("pay.cardHint")}</p>
                </>
              )}
              {notice !== null && confirming === null && (
                <p role="alert" className={css.notice} ref={noticeShown} tabIndex={-1}>
                  {t(notice.id, notice.values)}
                </p>
              )}
              <button
                type="button"
                className={`${primaryButton} ${page.wideButton}`}
                disabled={busy || !canPay || payBlocked !== null}
                aria-describedby={payBlocked === null ? undefined : "pay-why"}
                onClick={payNow}
              >
                {sending || taking
                  ? t("pay.paying")
                  : amounts?._tag === "Amounts"
                    ? t("pay.payNow", { amount: money(amounts.total) })
                    : t("pay.pay")}
              </button>
              {payBlocked !== null && <WhyNot id="pay-why" text={t(payBlocked)} />}
            </section>
          </>
        )}
        {confirming !== null && (
          <section className={page.card} role="dialog" aria-labelledby="confirm-heading">
            <h2 id="confirm-heading" className={page.smallTitle}>
              {t("pay.confirmTitle")}
            </h2>
            <p>{t("pay.confirmBody", { amount: money(confirming.total) })}</p>
            {(notice !== null || checkFailed) && (
              <p role="alert" className={css.notice}>
                {checkFailed ? t("pay.stripeFailed") : notice !== null && t(notice.id, notice.values)}
              </p>
            )}
            <button
              type="button"
              className={`${primaryButton} ${page.wideButton}`}
              disabled={checking || offline}
              aria-describedby={offline ? "confirm-why" : undefined}
              onClick={() => confirmNow(confirming.id)}
            >
              {checking ? t("pay.checking") : t("pay.confirm")}
            </button>
            {offline && <WhyNot id="confirm-why" text={t("pay.needsNetwork")} />}
          </section>
        )}
        <p>
          <Link href="~/venue/orders">{t("receipt.backToBill")}</Link>
        </p>
      </main>
    </>
  )
}

/** No tip: what the amount shows until the diner picks one. */
const NO_TIP: TipChoice = { _tag: "Amount", amount: 0 }

const isMine = (orders: ReadonlyArray<{ readonly id: string; readonly isMine?: boolean }>, orderId: string): boolean =>
  orders.some((order) => order.id === orderId && order.isMine === true)

/** Why the rule cannot make this payment, as the diner reads it. */
const refusalOf = (reason: string) => {
  switch (reason) {
    case "LinePaid":
      return "refusal.linePaid"
    case "LineNotOnBill":
      return "refusal.lineNotOnBill"
    case "AmountAboveLeft":
      return "refusal.amountAboveLeft"
    case "TipNotOffered":
    case "TipAboveShare":
      return "refusal.tipRefused"
    default:
      return "refusal.nothingLeft"
  }
}
