import { useEffect } from "react"
import { Redirect } from "wouter"
import { useStore, useVenueState } from "../../store/store-context"
import { primaryButton } from "../../ui/button.css"
import { container } from "./venue-init.css"

/** `/{qr}`: loads the venue behind the table's code, then hands over to the menu. */
export default function VenueInitPage({ qr }: { readonly qr: string }) {
  const store = useStore()
  const state = useVenueState()

  useEffect(() => {
    const current = store.getState()
    if (current.qrCode !== qr || current.status === "idle") void store.intents.openVenue(qr)
  }, [store, qr])

  if (state.qrCode === qr && state.status === "success") return <Redirect to="/venue" replace />
  if (state.qrCode === qr && state.status === "error") {
    return (
      <main className={container}>
        <h1>We couldn't open this table</h1>
        <p role="alert">{state.error}</p>
        <button className={primaryButton} type="button" onClick={() => void store.intents.openVenue(qr)}>
          Try again
        </button>
      </main>
    )
  }
  return (
    <main className={container} aria-busy="true">
      <p role="status">Initializing Venue...</p>
    </main>
  )
}
