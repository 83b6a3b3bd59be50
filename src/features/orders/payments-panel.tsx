import { useEffect } from "react"
import { Link } from "wouter"
import type { PaymentSeen } from "../../../schema/payment"
import { billPaid, countsAgainstBill, type BillPaid } from "../../domain/bill-paid"
import { lineTexts } from "../../domain/menu-language"
import { formatMoney } from "../../domain/money"
import { currencyOf } from "../../domain/queries"
import type { TableBill } from "../../domain/split-bill"
import { useStore, useAppState } from "../../store/store-context"
import { useT } from "../../ui/i18n/i18n"
import { paidPartText } from "../../ui/paid-part"
import { useLocalizedItems } from "../../ui/i18n/use-localized-items"
import * as page from "../../ui/page.css"
import { primaryButton } from "../../ui/button.css"
import * as css from "./orders-page.css"

/**
 * The bill's payments: who paid how much of the bill ("Paid by Ana · Rs. X", live) with the
 * dishes they paid and their tip apart, the bill reconciled (total, paid, left to pay: total =
 * paid + left; the tips on top, apart), the way to pay at the table, and the diner's receipts.
 * When the table settled itself by paying, the orders leave the bill and this says all is paid.
 */
export const PaymentsPanel = ({ bill, visitEnded }: { readonly bill: TableBill; readonly visitEnded: boolean }) => {
  const billTotal = bill.total
  const state = useAppState(({ tenant, user, paymentHeard, receipts, selectedServiceArea, tablePayments, venue }) => ({
    tenant,
    user,
    paymentHeard,
    receipts,
    selectedServiceArea,
    tablePayments,
    venue,
  }))
  const { commands } = useStore()
  const t = useT()
  const money = (amount: number) => formatMoney(amount, currencyOf(state))
  const user = state.user
  useEffect(() => {
    if (user !== null) commands.readPayments()
  }, [user, commands])
  const paid = state.tablePayments
  const heard = state.paymentHeard
  // The visit ended (its "All paid" is said above): its payments, "Paid by", are its receipts.
  const settled = visitEnded || (heard?.settled === true && billTotal === 0)
  // What a payment paid of the bill: its share; its tip is shown apart.
  const payerText = (payment: PaymentSeen) => {
    const amount = money(payment.share)
    if (payment.payer.yours === true) return t("orders.paidByYou", { amount })
    return payment.payer.name === null ? t("orders.paidByAnother", { amount }) : t("orders.paidBy", { name: payment.payer.name, amount })
  }
  const mine = state.receipts.filter(
    (receipt) => receipt.tableName === state.selectedServiceArea?.name && receipt.venueName === state.venue?.name,
  )
  if (billTotal === 0 && !settled && mine.length === 0) return null
  return (
    <section className={page.card} aria-labelledby="payments-heading" data-payments>
      <h2 id="payments-heading" className={page.smallTitle}>
        {t("orders.pay")}
      </h2>
      <ul className={page.lines} aria-live="polite">
        {(paid?.payments ?? []).filter(countsAgainstBill).map((payment) => (
          <li key={payment.id} className={page.line} data-paid={payment.id}>
            <span>
              {payerText(payment)}
              {payment.split !== undefined && (
                <span className={page.mutedLine} data-paid-part={payment.split._tag}>
                  {paidPartText(payment.split, payment.payer.yours === true, t)}
                </span>
              )}
              <PaidDishes lineKeys={payment.lineKeys} bill={bill} />
              {/* Held while the card provider or the bank answers: counted in "Paid", so listed, and said so. */}
              {payment.status !== "Succeeded" && (
                <span className={page.mutedLine} data-paid-held="">
                  {t("orders.paymentHeld")}
                </span>
              )}
            </span>
            {payment.tip > 0 && (
              <span className={css.tip} data-paid-tip={payment.tip}>
                {t("orders.tip", { amount: money(payment.tip) })}
              </span>
            )}
          </li>
        ))}
      </ul>
      {settled
        ? !visitEnded && <p role="status">{t("orders.allPaid")}</p>
        : billTotal > 0 &&
          paid !== null && (
            <>
              <BillReconciled standing={billPaid(paid)} money={money} />
              {paid.left > 0 && (
                <Link href="~/venue/pay" className={`${primaryButton} ${page.wideButton}`}>
                  {t("orders.pay")}
                </Link>
              )}
            </>
          )}
      {mine.length > 0 && (
        <ul className={page.lines}>
          {mine.map((receipt) => (
            <li key={receipt.id} className={page.line}>
              <Link href={`~/venue/receipt/${receipt.id}`}>{t("orders.receipt", { number: receipt.receiptNumber })}</Link>
              <span>{money(receipt.total)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The dishes a payment paid by name, as the diner's menu names them ("1 × Love Cake"). */
const PaidDishes = ({ lineKeys, bill }: { readonly lineKeys: ReadonlyArray<string>; readonly bill: TableBill }) => {
  const items = useLocalizedItems()
  const names = lineKeys.flatMap((key) => {
    const line = bill.lines.find((candidate) => candidate.key === key)
    return line === undefined ? [] : [`${line.quantity} × ${lineTexts(line.line, items).name}`]
  })
  return names.length === 0 ? null : <span className={page.mutedLine}>{names.join(", ")}</span>
}

/** Total = paid + left to pay, one under the other; the tips on top of the bill, apart. */
const BillReconciled = ({ standing, money }: { readonly standing: BillPaid; readonly money: (amount: number) => string }) => {
  const t = useT()
  return (
    <>
      <dl className={page.totals}>
        <dt>{t("total")}</dt>
        <dd data-bill-total={standing.total}>{money(standing.total)}</dd>
        <dt>{t("orders.paid")}</dt>
        <dd data-bill-paid={standing.paid}>{money(standing.paid)}</dd>
      </dl>
      <p className={`${page.total} ${css.left}`} data-left={standing.left}>
        {t("orders.left", { amount: money(standing.left) })}
      </p>
      {standing.tips > 0 && (
        <p className={page.muted} data-tips={standing.tips}>
          {t("orders.tips", { amount: money(standing.tips) })}
        </p>
      )}
    </>
  )
}
