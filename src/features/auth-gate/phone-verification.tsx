import { useState, type FormEvent } from "react"
import { formatPhone, isOtpSubmittable, isPhoneSubmittable, otpInput, phoneDigits } from "../../domain/phone"
import type { PhoneStep } from "../../domain/app-state"
import { useStore } from "../../store/store-context"
import { primaryButton } from "../../ui/button.css"
import { noticeText, useT } from "../../ui/i18n/i18n"
import * as css from "./gate.css"
import { GateField } from "./gate-field"

/**
 * Phone verification (spec sections 2, 4, 5): the phone step, then the code step once the
 * code is sent; "Change Phone Number" goes back and clears the code and the error. The step,
 * the number the code went to, the error and the call on its way (the busy labels) come from
 * the state (the log); only what is being typed lives here.
 */
export const PhoneVerification = ({ phone }: { readonly phone: PhoneStep }) => {
  const { commands, auth } = useStore()
  const t = useT()
  const [digits, setDigits] = useState("")
  const [code, setCode] = useState("")
  const busy = phone.busy
  const error = phone.error === null ? null : noticeText(phone.error, [])
  const sentTo = phone.sentTo ?? digits

  const verify = (event: FormEvent) => {
    event.preventDefault()
    if (isOtpSubmittable(code)) commands.verifyPhoneCode(code)
  }

  if (phone.step === "phone") {
    return (
      <form
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault()
          if (isPhoneSubmittable(digits)) commands.sendPhoneCode(digits)
        }}
      >
        <h1>{t("phone.title")}</h1>
        <GateField
          label={t("phone.label")}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="07xx xxx xxx"
          value={formatPhone(digits)}
          onText={(text) => setDigits(phoneDigits(text))}
        />
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
      <GateField
        label={t("code.label", { phone: formatPhone(sentTo) })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onText={(text) => setCode(otpInput(text))}
      />
      <button type="submit" className={primaryButton} disabled={!isOtpSubmittable(code) || busy !== null}>
        {t(busy === "verifying" ? "code.verifying" : "code.verify")}
      </button>
      <button
        type="button"
        className={css.link}
        disabled={busy !== null}
        onClick={() => isPhoneSubmittable(sentTo) && commands.resendPhoneCode(sentTo)}
      >
        {t(busy === "resending" ? "code.resending" : "code.resend")}
      </button>
      <button
        type="button"
        className={css.link}
        onClick={() => {
          setCode("")
          commands.changePhoneNumber()
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
