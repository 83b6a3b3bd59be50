import { memo } from "react"
import type { StaffPayment } from "../../../../schema/operator-api"
import { formatMoney } from "../../../domain/money"
import { card, muted, smallButton } from "../../../ui/staff.css"
import { StaffListSection } from "../../../ui/staff-list-section"
import { useStaff, useStaffCommands } from "../../store/use-staff"
import * as css from "./floor.css"

/** The latest payments at the venue's tables, newest first; one that went through can be refunded, once. */
export const PaymentsList = () => {
  const payments = useStaff((state) => state.lists.payments)
  return (
    <StaffListSection
      id="payments-title"
      title="Payments"
      emptyText="No payments yet."
      items={payments}
      keyOf={(entry) => entry.payment.id}
      className={css.payments}
      listClassName={css.requests}
    >
      {(entry) => <PaymentRow entry={entry} />}
    </StaffListSection>
  )
}

const PaymentRow = memo(function PaymentRow({ entry }: { readonly entry: StaffPayment }) {
  const { payment } = entry
  const pending = useStaff((state) => state.pending.has(`payment:${payment.receiptNumber}`))
  const { refund } = useStaffCommands()
  return (
    <div className={`${card} ${css.payment}`} data-payment={payment.receiptNumber}>
      <span>
        <strong>{payment.receiptNumber}</strong> · {payment.tableName} · {formatMoney(payment.total, payment.currency)}
        <span className={muted}> · {statusText(entry)}</span>
      </span>
      {payment.status === "Succeeded" && (
        <button
          type="button"
          className={smallButton}
          disabled={pending}
          aria-label={`Refund ${payment.receiptNumber}`}
          onClick={() => refund(payment.receiptNumber)}
        >
          Refund
        </button>
      )}
    </div>
  )
})

const statusText = ({ payment, settled, refundReason }: StaffPayment): string => {
  if (payment.status === "Refunded") return refundReason === "late" ? "Refunded (paid late)" : "Refunded"
  if (payment.status === "Succeeded") return settled ? "Paid, table settled" : "Paid"
  if (payment.status === "Failed") return "Declined"
  return "Waiting for the card"
}
