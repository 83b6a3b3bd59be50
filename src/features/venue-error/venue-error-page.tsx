import { Link } from "wouter"
import { useStore, useAppState } from "../../store/store-context"
import { primaryButton } from "../../ui/button.css"
import { useT } from "../../ui/i18n/i18n"
import { centered as container } from "../../ui/page.css"

/** `/venue/error`: the venue could not be loaded; says why and offers a retry. */
export default function VenueErrorPage() {
  const { qrCode, error, errorKind } = useAppState((state) => ({ qrCode: state.qrCode, error: state.error, errorKind: state.errorKind }))
  const { commands } = useStore()
  const t = useT()
  return (
    <main className={container}>
      <h1>{t("venueError.title")}</h1>
      <p role="alert">
        {errorKind === "unknownTable"
          ? t("venueError.unknownTable", { code: qrCode ?? "" })
          : errorKind === "unreachable"
            ? t("venueError.unreachable")
            : errorKind === "failed"
              ? t("venueError.failed")
              : (error ?? t("venueError.body"))}
      </p>
      {qrCode !== null && (
        <Link href={`~/${qrCode}`} className={primaryButton} onClick={() => commands.openVenue(qrCode)}>
          {t("tryAgain")}
        </Link>
      )}
      <p>
        {/* The diner leaves this table: its venue is cleared, so the home page starts afresh. */}
        <Link href="~/" onClick={commands.clearVenue}>
          {t("venueError.otherTable")}
        </Link>
      </p>
    </main>
  )
}
