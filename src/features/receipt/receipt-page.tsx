import { Link } from "wouter"
import type { PaymentStatus } from "../../../schema/payment"
import { formatMoney } from "../../domain/money"
import { useAppState } from "../../store/store-context"
import { primaryButton } from "../../ui/button.css"
import { useLanguage, useT, type MessageId } from "../../ui/i18n/i18n"
import { useFocusWhenShown } from "../../ui/focus-when-shown"
import { LanguageSwitch } from "../../ui/language-switch"
import { StaffRequestStrip } from "../../ui/table-service/call-staff"
import * as page from "../../ui/page.css"
import * as css from "./receipt.css"

/** What a receipt not paid (yet) says: held while the card provider answers, waiting for the diner's confirmation, refunded, failed. */
const RECEIPT_STATUS = {
  Pending: "receipt.pending",
  NeedsConfirmation: "receipt.waiting",
  Refunded: "receipt.refunded",
  Failed: "receipt.failed",
} as const satisfies Record<Exclude<PaymentStatus, "Succeeded">, MessageId>

/** The locale a receipt's date is written in, for each of the app's languages. */
const LOCALES = { en: "en-LK", si: "si-LK", ta: "ta-LK" } as const

/**
 * `/venue/receipt/{paymentId}`: a payment's receipt, in the diner's language, from the receipts
 * the device keeps (so it reads offline, and after the table is settled): the venue, table and
 * date, the lines or the share paid, service charge, tip, total, the card's brand and last four,
 * and the receipt number. Printable: the page's chrome is left out of print.
 */
export default function ReceiptPage({ paymentId }: { readonly paymentId: string }) {
  const receipts = useAppState((state) => state.receipts)
  const t = useT()
  const language = useLanguage()
  const receipt = receipts.find((kept) => kept.id === paymentId)
  // The receipt a payment opened takes the focus the pay button had, not the page's body.
  const heading = useFocusWhenShown<HTMLHeadingElement>(receipt === undefined ? null : paymentId)
  if (receipt === undefined)
    return (
      <main className={page.centered}>
        <LanguageSwitch />
        <StaffRequestStrip />
        <h1>{t("receipt.title")}</h1>
        <p>{t("receipt.notKept")}</p>
        <Link href="~/venue/orders">{t("receipt.backToBill")}</Link>
      </main>
    )
  const money = (amount: number) => formatMoney(amount, receipt.currency)
  const date = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "medium", timeStyle: "short" }).format(receipt.at)
  return (
    <main className={`${page.main} ${css.receipt}`} data-receipt={receipt.receiptNumber}>
      <div className={css.noPrint}>
        <LanguageSwitch />
        <StaffRequestStrip />
      </div>
      <h1 ref={heading} tabIndex={-1}>
        {t("receipt.title")}
      </h1>
      <p className={page.lineName}>{receipt.venueName}</p>
      <dl className={page.totals}>
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
      <section className={page.card} aria-labelledby="receipt-paid">
        <h2 id="receipt-paid" className={page.smallTitle}>
          {t("receipt.share")}
        </h2>
        {receipt.lines.length > 0 && (
          <ul className={page.lines}>
            {receipt.lines.map((line) => (
              <li key={line.key} className={page.line}>
                <span>
                  {line.quantity} × {line.name}
                </span>
                <span>{money(line.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        <dl className={page.totals}>
          <dt>{t("receipt.subtotal")}</dt>
          <dd>{money(receipt.share.subtotal)}</dd>
          <dt>{t("receipt.serviceCharge")}</dt>
          <dd>{money(receipt.share.serviceCharge)}</dd>
          <dt>{t("receipt.tip")}</dt>
          <dd>{money(receipt.tip)}</dd>
          <dt className={page.total}>{t("receipt.total")}</dt>
          <dd className={page.total} data-receipt-total={receipt.total}>
            {money(receipt.total)}
          </dd>
          <dt>{t("receipt.method")}</dt>
          <dd>{t("receipt.card", { brand: receipt.card.brand.toUpperCase(), last4: receipt.card.last4 })}</dd>
        </dl>
      </section>
      <p className={css.noPrint}>
        <button type="button" className={primaryButton} onClick={() => window.print()}>
          {t("receipt.print")}
        </button>{" "}
        <Link href="~/venue/orders">{t("receipt.backToBill")}</Link>
      </p>
    </main>
  )
}
