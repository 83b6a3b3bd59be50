import { Link } from "wouter"
import { useStore, useVenueState } from "../../store/store-context"
import { primaryButton } from "../../ui/button.css"
import { centered as container } from "../../ui/page.css"

/** `/venue/error`: the venue could not be loaded; says why and offers a retry. */
export default function VenueErrorPage() {
  const { qrCode, error } = useVenueState()
  const { intents } = useStore()
  return (
    <main className={container}>
      <h1>We couldn't open this table</h1>
      <p role="alert">{error ?? "The venue could not be loaded."}</p>
      {qrCode !== null && (
        <Link href={`~/${qrCode}`} className={primaryButton} onClick={() => void intents.openVenue(qrCode)}>
          Try again
        </Link>
      )}
      <p>
        <Link href="~/">Enter another table code</Link>
      </p>
    </main>
  )
}
