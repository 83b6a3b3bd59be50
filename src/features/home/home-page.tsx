import { useCallback, useId, useState, type FormEvent } from "react"
import { useLocation } from "wouter"
import { useStore, useAppState } from "../../store/store-context"
import { primaryButton } from "../../ui/button.css"
import { rowField } from "../../ui/field.css"
import { useT } from "../../ui/i18n/i18n"
import * as css from "./home.css"
import { QrScanner } from "./qr-scanner"

/** The home page: what Tableside is, and a way to a table's menu without scanning. */
export default function HomePage() {
  const [, navigate] = useLocation()
  const t = useT()
  const [code, setCode] = useState("")
  const { commands } = useStore()
  // The refusal is in the log (a replay shows it); only what is being typed lives here.
  const refused = useAppState((state) => state.tableCodeRefused)
  const problem = refused ? t("home.badCode") : null
  const inputId = useId()
  const hintId = useId()

  const openTable = useCallback((tableCode: string) => navigate(`/${tableCode}`), [navigate])

  const open = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = code.trim()
    if (commands.checkTableCode(trimmed)) openTable(trimmed)
  }

  return (
    <main className={css.page}>
      <h1>{t("home.title")}</h1>
      <p className={css.lead}>{t("home.lead")}</p>
      <QrScanner onCode={openTable} />
      <form className={css.form} onSubmit={open} noValidate>
        <label htmlFor={inputId}>{t("home.codeLabel")}</label>
        <div className={css.row}>
          <input
            id={inputId}
            className={rowField}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby={hintId}
            aria-invalid={problem !== null}
          />
          <button className={primaryButton} type="submit">
            {t("home.open")}
          </button>
        </div>
        <p id={hintId} className={css.hint} role={problem === null ? undefined : "alert"}>
          {problem ?? t("home.example")}
        </p>
      </form>
    </main>
  )
}
