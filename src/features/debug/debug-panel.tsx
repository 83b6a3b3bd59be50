import { useState } from "react"
import { useStore, useVenueState } from "../../store/store-context"

/**
 * For venue developers (`?debug=1`): exports this tab's event log as NDJSON (tokens, phone
 * numbers and codes redacted) for a bug report; `npm run replay -- file.ndjson` replays it.
 */
export default function DebugPanel() {
  const store = useStore()
  const state = useVenueState()
  const [busy, setBusy] = useState(false)

  const exportLog = async () => {
    setBusy(true)
    try {
      const text = await store.exportLog()
      const url = URL.createObjectURL(new Blob([text], { type: "application/x-ndjson" }))
      const link = document.createElement("a")
      link.href = url
      link.download = `tableside-session-${new Date().toISOString().replace(/[:.]/g, "-")}.ndjson`
      link.click()
      URL.revokeObjectURL(url)
    } finally {
      setBusy(false)
    }
  }

  return (
    <aside aria-label="Debug" style={{ position: "fixed", top: "4.5rem", right: "0.5rem", zIndex: 40, background: "#1d1b16", color: "#fff", padding: "0.5rem 0.75rem", borderRadius: "0.5rem", fontSize: "0.8rem" }}>
      <p style={{ margin: "0 0 0.25rem" }}>
        {state.status} · cart {state.cart?.items.length ?? 0} · {state.connection}
      </p>
      <button type="button" onClick={() => void exportLog()} disabled={busy}>
        Export event log
      </button>
    </aside>
  )
}
