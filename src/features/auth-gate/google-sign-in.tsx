import { useId, useState, type FormEvent } from "react"
import { useStore } from "../../store/store-context"
import { primaryButton } from "../../ui/button.css"
import { useT } from "../../ui/i18n/i18n"
import * as css from "./gate.css"

/**
 * "Authentication Required": the spec's texts and a Google sign-in. Against the local Auth
 * emulator there is no Google page to go to, so the button opens the app's own account
 * chooser (any email and name) and signs in through the emulator's Google provider.
 */
export const GoogleSignIn = () => {
  const { auth } = useStore()
  const t = useT()
  const [choosing, setChoosing] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [email, setEmail] = useState("")
  const [name, setName] = useState("")
  const emailId = useId()
  const nameId = useId()

  const signIn = async (account: { email: string; name: string } | null) => {
    setBusy(true)
    setProblem(null)
    try {
      await auth.signInWithGoogle(account)
    } catch (error) {
      setProblem(error instanceof Error ? t("gate.failedBecause", { reason: error.message }) : t("gate.failed"))
    } finally {
      setBusy(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setProblem(t("gate.badEmail"))
      return
    }
    void signIn({ email: email.trim(), name: name.trim() || email.trim() })
  }

  return (
    <>
      <h1>{t("gate.title")}</h1>
      <p>{t("gate.body")}</p>
      {!choosing ? (
        <button type="button" className={primaryButton} disabled={busy} onClick={() => (auth.usesEmulator ? setChoosing(true) : void signIn(null))}>
          {t("gate.signIn")}
        </button>
      ) : (
        <form className={css.form} onSubmit={submit} aria-label={t("gate.chooser")}>
          <p className={css.hint}>{t("gate.chooserHint")}</p>
          <label htmlFor={emailId}>{t("gate.email")}</label>
          <input id={emailId} className={css.input} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <label htmlFor={nameId}>{t("gate.name")}</label>
          <input id={nameId} className={css.input} autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
          <button type="submit" className={primaryButton} disabled={busy}>
            {t("gate.continue")}
          </button>
        </form>
      )}
      {problem !== null && <p role="alert">{problem}</p>}
      <p className={css.hint}>{t("gate.terms")}</p>
    </>
  )
}
