import { useEffect } from "react"
import { Redirect } from "wouter"
import { useStore, useAppState } from "../../store/store-context"
import { useT } from "../../ui/i18n/i18n"
import { centered as container } from "../../ui/page.css"

/** `/{qr}`: loads the venue behind the table's code, then hands over to the gate. */
export default function VenueInitPage({ qr }: { readonly qr: string }) {
  const store = useStore()
  const state = useAppState(({ qrCode, status }) => ({ qrCode, status }))
  const t = useT()

  useEffect(() => {
    store.commands.ensureVenue(qr)
    store.commands.scanned(qr)
  }, [store, qr])

  if (state.qrCode === qr && state.status === "success") return <Redirect to="/venue/load" replace />
  if (state.qrCode === qr && state.status === "error") return <Redirect to="/venue/error" replace />
  return (
    <main className={container} aria-busy="true">
      <p role="status">{t("venueInit.loading")}</p>
    </main>
  )
}
