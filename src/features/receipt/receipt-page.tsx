import { Link } from "wouter"
import type { Payment, PaymentStatus, ReceiptLine } from "../../../schema/payment"
import { receiptLineTexts } from "../../domain/menu-language"
import { formatMoney } from "../../domain/money"
import { useAppState } from "../../store/store-context"
import { primaryButton } from "../../ui/button.css"
import { useLanguage, useT, type MessageId } from "../../ui/i18n/i18n"
import { ShownNote } from "../../ui/note"
import { AddAllAgain, AddedAgainTold, AddLineAgain } from "../../ui/add-again"
import { pastLineOfReceipt } from "../../domain/order-again"
import { useLocalizedItems } from "../../ui/i18n/use-localized-items"
import { useFocusWhenShown } from "../../ui/focus-when-shown"
import * as page from "../../ui/page.css"
import { paidPartText } from "../../ui/paid-part"
import { ScreenHeader } from "../../ui/screen-header"
import { useServiceChargeLabel } from "../../ui/service-charge-label"
import { StaffRequestStrip } from "../../ui/table-service/call-staff"
import * as css from "./receipt.css"
import { receiptDate } from "../../domain/receipt-date"
import { MailReceipt } from "./mail-receipt"
import { FeedbackSection } from "./feedback-section"

/** What a receipt not paid (yet) says: held while the card provider answers, waiting for the diner's confirmation, refunded, failed. */
const RECEIPT_STATUS = {
  Pending: "receipt.pending",
  NeedsConfirmation: "receipt.waiting",
  Refunded: "receipt.refunded",
  Failed: "receipt.failed",
} as const satisfies Record<Exclude<PaymentStatus, "Succeeded">, MessageId>

/**
 * `/venue/receipt/{paymentId}`: a payment's receipt, under the app's header, in the diner's
 * language, from the receipts the device keeps (so it reads offline, and after the table is
 * settled): the venue, what was paid for, table, date and number; the dishes (named as the menu
 * names them in that language), the payer's share with its service charge, the tip apart, the
 * total and the card; and "E-mail me the receipt" (mail-receipt.tsx). Printed, it is the
 * receipt alone: no header, no buttons.
 */
export default function ReceiptPage({ paymentId }: { readonly paymentId: string }) {
  const { receipts, venueName } = useAppState((state) => ({ receipts: state.receipts, venueName: state.venue?.name }))
  const t = useT()
  // The venue's rate, as the cart and the bill say it; a receipt kept from another venue says none.
  const venueServiceCharge = useServiceChargeLabel()
  const language = useLanguage()
  const receipt = receipts.find((kept) => kept.id === paymentId)
  // The receipt a payment opened takes the focus the pay button had, not the page's body.
  const heading = useFocusWhenShown<HTMLHeadingElement>(receipt === undefined ? null : paymentId)
  if (receipt === undefined)
    return (
      <>
        <ScreenHeader to="bill" />
        <main className={page.centered}>
          <h1>{t("receipt.title")}</h1>
          <p>{t("receipt.notKept")}</p>
          <BackToBill />
        </main>
      </>
    )
  const money = (amount: number) => formatMoney(amount, receipt.currency)
  const date = receiptDate(receipt.at, language)
  return (
    <>
      <div className={css.chrome}>
        <ScreenHeader to="bill" />
      </div>
      <main className={`${page.main} ${css.receipt}`} data-receipt={receipt.receiptNumber}>
        <div className={css.chrome}>
          <StaffRequestStrip />
        </div>
        <h1 ref={heading} tabIndex={-1}>
          {t("receipt.title")}
        </h1>
        <p className={page.lineName}>{receipt.venueName}</p>
        <dl className={css.facts}>
          <dt>{t("receipt.paidFor")}</dt>
          <dd data-receipt-part={receipt.split._tag}>{paidPartText(receipt.split, true, t)}</dd>
          <dt>{t("receipt.table")}</dt>
          <dd>{receipt.tableName}</dd>
          <dt>{t("receipt.date")}</dt>
          <dd>{date}</dd>
          <dt>{t("receipt.number")}</dt>
          <dd data-receipt-number>{receipt.receiptNumber}</dd>
        </dl>
        {receipt.status !== "Succeeded" && (
          <p role="status" className={page.total}>
            {t(RECEIPT_STATUS[receipt.status])}
          </p>
        )}
        <section className={css.paid} aria-labelledby="receipt-paid">
          <h2 id="receipt-paid" className={page.smallTitle}>
            {t("receipt.share")}
          </h2>
          <Dishes lines={receipt.lines} money={money} again={receipt.venueName === venueName ? receipt.id : null} />
          <dl className={css.amounts}>
            {paidBefore(receipt) > 0 && (
              <>
                <dt>{t("receipt.paidBefore")}</dt>
                <dd data-receipt-paid-before={paidBefore(receipt)}>−{money(paidBefore(receipt))}</dd>
              </>
            )}
            <dt>{t("receipt.subtotal")}</dt>
            <dd>{money(receipt.share.subtotal)}</dd>
            <dt>{receipt.venueName === venueName ? venueServiceCharge : t("receipt.serviceCharge")}</dt>
            <dd>{money(receipt.share.serviceCharge)}</dd>
            <dt className={css.strong}>{t("receipt.yourShare")}</dt>
            <dd className={css.strong} data-receipt-share={receipt.share.total}>
              {money(receipt.share.total)}
            </dd>
            <dt>{t("receipt.tip")}</dt>
            <dd data-receipt-tip={receipt.tip}>{money(receipt.tip)}</dd>
            <dt className={page.total}>{t("receipt.total")}</dt>
            <dd className={page.total} data-receipt-total={receipt.total}>
              {money(receipt.total)}
            </dd>
          </dl>
          <dl className={css.facts}>
            <dt>{t("receipt.method")}</dt>
            <dd>{t("receipt.card", { brand: receipt.card.brand.toUpperCase(), last4: receipt.card.last4 })}</dd>
          </dl>
        </section>
        {/* Feedback is on a payment that went through (a refund later does not take it back). */}
        {(receipt.status === "Succeeded" || receipt.status === "Refunded") && <FeedbackSection receipt={receipt} />}
        <p className={css.actions}>
          <button type="button" className={primaryButton} onClick={() => window.print()}>
            {t("receipt.print")}
          </button>
          <BackToBill />
        </p>
        <MailReceipt paymentId={receipt.id} />
      </main>
    </>
  )
}

/**
 * What others paid before of the dishes a whole-bill receipt lists (an equal share or an amount
 * is of no dish): the dishes less the subtotal of this share, so the dishes add up to it.
 */
const paidBefore = (receipt: Payment): number =>
  receipt.split._tag === "WholeBill" ? Math.max(0, receipt.lines.reduce((sum, line) => sum + line.amount, 0) - receipt.share.subtotal) : 0

/**
 * The dishes paid, each named as the menu names it in the diner's language (the kept name where
 * the menu has no such dish). On a receipt of this venue (`again`: the receipt's id), each dish
 * the receipt knows by its id can be added again, and all of them at once.
 */
const Dishes = ({
  lines,
  money,
  again,
}: {
  readonly lines: ReadonlyArray<ReceiptLine>
  readonly money: (amount: number) => string
  readonly again: string | null
}) => {
  const t = useT()
  const items = useLocalizedItems()
  if (lines.length === 0) return null
  const known = lines.filter((line) => line.itemId !== undefined)
  return (
    <>
      <ul className={page.lines}>
        {lines.map((line) => {
          const shown = receiptLineTexts(line, items)
          return (
            <li key={line.key} className={page.line} data-receipt-line={line.key}>
              <span>
                {line.quantity} × {shown.name}
                {shown.choiceSummary.length > 0 && <span className={page.mutedLine}>{shown.choiceSummary.join(", ")}</span>}
                <ShownNote note={line.note} />
                {again !== null && line.itemId !== undefined && (
                  <AddLineAgain at={again} line={pastLineOfReceipt(line)} dish={`${line.quantity} × ${shown.name}`} />
                )}
              </span>
              <span className={css.amount}>{money(line.amount)}</span>
            </li>
          )
        })}
      </ul>
      {again !== null && (
        <>
          <AddAllAgain at={again} lines={known.map(pastLineOfReceipt)} label={t("again.addReceipt")} />
          <AddedAgainTold at={again} />
        </>
      )}
    </>
  )
}

/** The way back to the bill, drawn as the app's buttons are (not a browser's default link). */
const BackToBill = () => {
  const t = useT()
  return (
    <Link href="~/venue/orders" className={css.secondary}>
      {t("receipt.backToBill")}
    </Link>
  )
}
