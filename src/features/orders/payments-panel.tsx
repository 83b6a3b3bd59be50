import { useEffect } from "react"
import { Link } from "wouter"
import type { PaymentSeen } from "../../../schema/payment"
import { formatMoney } from "../../domain/money"
import { currencyOf } from "../../domain/queries"
import { useStore, useAppState } from "../../store/store-context"
import { useT } from "../../ui/i18n/i18n"
import * as page from "../../ui/page.css"
import { primaryButton } from "../../ui/button.css"

/**
 * The bill's payments: who paid how much ("Paid by Ana · Rs. X", live), what is left, the way to
 * pay at the table, and the diner's receipts. When the table settled itself by paying, the
 * orders leave the bill and this says all is paid.
 */
export const PaymentsPanel = ({ billTotal, visitEnded }: { readonly billTotal: number; readonly visitEnded: boolean }) => {
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
  const payerText = (payment: PaymentSeen) => {
    const amount = money(payment.share + payment.tip)
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
        {(paid?.payments ?? [])
          .filter((payment) => payment.status === "Succeeded")
          .map((payment) => (
            <li key={payment.id} className={page.line} data-paid={payment.id}>
              {payerText(payment)}
            </li>
          ))}
      </ul>
      {settled
        ? !visitEnded && <p role="status">{t("orders.allPaid")}</p>
        : billTotal > 0 &&
          paid !== null && (
            <>
              <p className={page.total} data-left={paid.left}>
                {t("orders.left", { amount: money(paid.left) })}
              </p>
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
