import { useCallback, useId, useState, type FormEvent } from "react"
import { useLocation } from "wouter"
import { isTableCode } from "../../domain/table-code"
import { primaryButton } from "../../ui/button.css"
import * as css from "./home.css"
import { QrScanner } from "./qr-scanner"

/** The home page: what Tableside is, and a way to a table's menu without scanning. */
export default function HomePage() {
  const [, navigate] = useLocation()
  const [code, setCode] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const inputId = useId()
  const hintId = useId()

  const openTable = useCallback((tableCode: string) => navigate(`/${tableCode}`), [navigate])

  const open = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = code.trim()
    if (!isTableCode(trimmed)) {
      setProblem("A table code has letters, digits and dashes only, like demo-table-1.")
      return
    }
    openTable(trimmed)
  }

  return (
    <main className={css.page}>
      <h1>Order from your table</h1>
      <p className={css.lead}>
        Scan the QR code on your table to see the menu, choose your dishes and send your order
        straight to the kitchen. Follow it as it is prepared and check your bill, all from your phone.
      </p>
      <QrScanner onCode={openTable} />
      <form className={css.form} onSubmit={open} noValidate>
        <label htmlFor={inputId}>No camera handy? Type the table code printed under the QR code.</label>
        <div className={css.row}>
          <input
            id={inputId}
            className={css.input}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby={hintId}
            aria-invalid={problem !== null}
          />
          <button className={primaryButton} type="submit">
            Open menu
          </button>
        </div>
        <p id={hintId} className={css.hint} role={problem === null ? undefined : "alert"}>
          {problem ?? "For example: demo-table-1"}
        </p>
      </form>
    </main>
  )
}
