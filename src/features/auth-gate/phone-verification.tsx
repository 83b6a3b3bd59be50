import { useId, useState, type FormEvent } from "react"
import { formatPhone, isOtpSubmittable, isPhoneSubmittable, otpInput, phoneDigits } from "../../domain/phone"
import type { PhoneStep } from "../../domain/app-state"
import { useStore } from "../../store/store-context"
import { primaryButton } from "../../ui/button.css"
import { useT } from "../../ui/i18n/i18n"
import * as css from "./gate.css"

/**
 * Phone verification (spec sections 2, 4, 5): the phone step, then the code step once the
 * code is sent; "Change Phone Number" goes back and clears the code and the error. The step,
 * the number the code went to and the error come from the state (the log); only what is being
 * typed, and whether a call is on its way, live here.
 */
export const PhoneVerification = ({ phone }: { readonly phone: PhoneStep }) => {
  const { phone: steps, auth } = useStore()
  const t = useT()
  const [digits, setDigits] = useState("")
  const [code, setCode] = useState("")
  // A call is on its way until its outcome (sent, refused or verified) changes the phone step
  // in the state: every outcome gives a new one. Verified, the gate opens once the fresh token
  // carries the claim.
  const [asked, setAsked] = useState<{ readonly mode: "sending" | "verifying" | "resending"; readonly at: PhoneStep } | null>(null)
  const busy = phone.step === "verified" ? "verifying" : asked !== null && asked.at === phone ? asked.mode : null
  const phoneId = useId()
  const codeId = useId()
  const error = phone.error
  const sentTo = phone.sentTo ?? digits

  const send = (mode: "sending" | "resending", number: string) => {
    if (!isPhoneSubmittable(number)) return
    setAsked({ mode, at: phone })
    steps.sendCode(number)
  }

  const verify = (event: FormEvent) => {
    event.preventDefault()
    if (!isOtpSubmittable(code)) return
    setAsked({ mode: "verifying", at: phone })
    steps.verifyCode(code)
  }

  if (phone.step === "phone") {
    return (
      <form
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault()
          send("sending", digits)
        }}
      >
        <h1>{t("phone.title")}</h1>
        <label htmlFor={phoneId}>{t("phone.label")}</label>
        <input id={phoneId} className={css.input} type="tel" inputMode="numeric" autoComplete="tel-national" placeholder="07xx xxx xxx" value={formatPhone(digits)} onChange={(event) => setDigits(phoneDigits(event.target.value))} />
        <button type="submit" className={primaryButton} disabled={!isPhoneSubmittable(digits) || busy !== null}>
          {t(busy === "sending" ? "phone.sending" : "phone.send")}
        </button>
        {error !== null && <p role="alert">{error}</p>}
      </form>
    )
  }
  return (
    <form className={css.form} onSubmit={verify}>
      <h1>{t("code.title")}</h1>
      <label htmlFor={codeId}>{t("code.label", { phone: formatPhone(sentTo) })}</label>
      <input id={codeId} className={css.input} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(event) => setCode(otpInput(event.target.value))} />
      <button type="submit" className={primaryButton} disabled={!isOtpSubmittable(code) || busy !== null}>
        {t(busy === "verifying" ? "code.verifying" : "code.verify")}
      </button>
      <button type="button" className={css.link} disabled={busy !== null} onClick={() => send("resending", sentTo)}>
        {t(busy === "resending" ? "code.resending" : "code.resend")}
      </button>
      <button
        type="button"
        className={css.link}
        onClick={() => {
          setCode("")
          steps.changeNumber()
        }}
      >
        {t("code.changePhone")}
      </button>
      {error !== null && <p role="alert">{error}</p>}
      {auth.usesEmulator && (
        <p className={css.hint}>
          {t("code.demo")} {t("code.where")} <code>npm run venue -- sms {sentTo}</code>
        </p>
      )}
    </form>
  )
}
