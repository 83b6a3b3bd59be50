import { Schema } from "effect"
import { useId, useState, type FormEvent } from "react"
import { MailAddress } from "../../../schema/receipt-mail"
import { useAppState, useStore } from "../../store/store-context"
import { primaryButton } from "../../ui/button.css"
import { rowField } from "../../ui/field.css"
import { noticeText, useLanguage, useT } from "../../ui/i18n/i18n"
import * as page from "../../ui/page.css"
import * as css from "./receipt.css"

const isMailAddress = Schema.is(MailAddress)

/**
 * "E-mail me the receipt": a small form under the receipt, opened by its button, where the
 * diner types an address and sends the receipt there in their language. The address lives in
 * this form's own state only (never in the log or the app's state), and is cleared once the
 * receipt was sent; what the server answered (sent, or why not) is in the state.
 */
export const MailReceipt = ({ paymentId }: { readonly paymentId: string }) => {
  const t = useT()
  const language = useLanguage()
  const { commands } = useStore()
  const step = useAppState((state) => (state.receiptMail?.paymentId === paymentId ? state.receiptMail : null))
  // Untouched (null), the form shows while this receipt's sending has an outcome to say, as a replayed log shows it too.
  const [open, setOpen] = useState<boolean | null>(null)
  const shown = open ?? step !== null
  const [address, setAddress] = useState("")
  const [badAddress, setBadAddress] = useState(false)
  const ids = useId()
  const formId = `${ids}-form`
  const problemId = `${ids}-problem`
  const sending = step?.status === "sending"
  // Sent: the address is let go at once, while rendering the answer (no effect, no second render of the old field).
  const [answered, setAnswered] = useState(step?.status)
  if (step?.status !== answered) {
    setAnswered(step?.status)
    if (step?.status === "sent") setAddress("")
  }
  const send = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = address.trim()
    if (!isMailAddress(trimmed)) return setBadAddress(true)
    setBadAddress(false)
    commands.mailReceipt({ paymentId, address: trimmed, language })
  }
  return (
    <div className={css.mail}>
      <button type="button" className={css.secondaryButton} aria-expanded={shown} aria-controls={formId} onClick={() => setOpen(!shown)}>
        {t("receipt.mail.open")}
      </button>
      {shown && (
        <form id={formId} className={css.mailForm} onSubmit={send} noValidate>
          <label htmlFor={`${ids}-address`}>{t("receipt.mail.address")}</label>
          <div className={page.row}>
            <input
              id={`${ids}-address`}
              className={rowField}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={address}
              maxLength={254}
              aria-invalid={badAddress}
              aria-describedby={badAddress ? problemId : undefined}
              onChange={(event) => setAddress(event.target.value)}
            />
            <button type="submit" className={primaryButton} disabled={sending}>
              {sending ? t("receipt.mail.sending") : t("receipt.mail.send")}
            </button>
          </div>
          {badAddress && <p id={problemId}>{t("receipt.mail.badAddress")}</p>}
          <p className={page.muted}>{t("receipt.mail.privacy")}</p>
          <p role="status" data-receipt-mail={step?.status ?? "idle"}>
            {step?.status === "sent" && t("receipt.mail.sent")}
            {step?.status === "refused" && step.notice !== null && noticeText(step.notice, [])}
          </p>
        </form>
      )}
    </div>
  )
}
