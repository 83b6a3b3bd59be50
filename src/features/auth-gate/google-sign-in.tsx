import { useState, type FormEvent } from "react"
import type { GoogleStep } from "../../domain/app-state"
import { useStore } from "../../store/store-context"
import { primaryButton } from "../../ui/button.css"
import { useT } from "../../ui/i18n/i18n"
import * as css from "./gate.css"
import { GateField } from "./gate-field"

/**
 * "Authentication Required": the spec's texts and a Google sign-in. Against the local Auth
 * emulator there is no Google page to go to, so the button opens the app's own account
 * chooser (any email and name) and signs in through the emulator's Google provider. Whether
 * the chooser is open, a sign-in is on its way and why the last one failed come from the state
 * (the log); only what is being typed lives here.
 */
export const GoogleSignIn = ({ google }: { readonly google: GoogleStep }) => {
  const { auth, commands } = useStore()
  const t = useT()
  const [email, setEmail] = useState("")
  const [name, setName] = useState("")
  const { chooserOpen: choosing, busy, problem } = google

  const submit = (event: FormEvent) => {
    event.preventDefault()
    commands.signInWithGoogle({ email, name })
  }

  return (
    <>
      <h1>{t("gate.title")}</h1>
      <p>{t("gate.body")}</p>
      {!choosing ? (
        <button
          type="button"
          className={primaryButton}
          disabled={busy}
          onClick={() => (auth.usesEmulator ? commands.openAccountChooser() : commands.signInWithGoogle(null))}
        >
          {t("gate.signIn")}
        </button>
      ) : (
        <form className={css.form} onSubmit={submit} aria-label={t("gate.chooser")}>
          <p className={css.hint}>{t("gate.chooserHint")}</p>
          <GateField label={t("gate.email")} type="email" autoComplete="email" value={email} onText={setEmail} />
          <GateField label={t("gate.name")} autoComplete="name" value={name} onText={setName} />
          <button type="submit" className={primaryButton} disabled={busy}>
            {t("gate.continue")}
          </button>
        </form>
      )}
      {problem !== null && (
        <p role="alert">{problem.id === "gate.failedBecause" ? t(problem.id, { reason: problem.reason ?? "" }) : t(problem.id)}</p>
      )}
      <p className={css.hint}>{t("gate.terms")}</p>
    </>
  )
}
