import { Suspense } from "react"
import { Redirect } from "wouter"
import { signInGate } from "../../domain/gate"
import type { GoogleStep, PhoneStep } from "../../domain/app-state"
import { useAppState } from "../../store/store-context"
import { useT } from "../../ui/i18n/i18n"
import { LanguageSwitch } from "../../ui/language-switch"
import { lazyScreen } from "../../ui/lazy-screen"
import { centered } from "../../ui/page.css"
import { venueLine } from "./gate.css"

// Only the tables that ask for Google or a phone show these: a plain table's first visit passes
// the gate without their code.
const googleSignIn = lazyScreen<{ readonly google: GoogleStep }>(() =>
  import("./google-sign-in").then(({ GoogleSignIn }) => ({ default: GoogleSignIn })),
)
const phoneVerification = lazyScreen<{ readonly phone: PhoneStep }>(() =>
  import("./phone-verification").then(({ PhoneVerification }) => ({ default: PhoneVerification })),
)

/**
 * `/venue/load`: lets the diner in once the service area's rule is met (spec section 2):
 * Google sign-in for the authenticate types when the user has no email, and phone
 * verification for the phone-verify type while phoneNumberVerified is false. The server
 * refuses the diner's calls by the very same rule (src/domain/sign-in-rule.ts). What it shows
 * is a function of the state alone (src/domain/gate.ts), so a replay shows the same gate.
 */
export default function AuthGatePage() {
  // The gate is a function of these alone (src/domain/gate.ts).
  const state = useAppState(({ status, selectedServiceArea, user, venue, phone, google }) => ({
    status,
    selectedServiceArea,
    user,
    venue,
    phone,
    google,
  }))
  const t = useT()
  const gate = signInGate(state)
  if (gate._tag === "VenueFailed") return <Redirect to="~/venue/error" replace />
  if (gate._tag === "Open") return <Redirect to="~/venue" replace />
  if (gate._tag === "Waiting" || state.venue === null || state.selectedServiceArea === null) {
    return (
      <main className={centered} aria-busy="true">
        <p role="status">{t("gate.loading")}</p>
      </main>
    )
  }
  const area = state.selectedServiceArea
  return (
    <main className={centered}>
      <title>{state.venue.name}</title>
      {/* The gate names the venue too, so a diner (or their screen reader) knows where they sign in. */}
      <p className={venueLine}>{t("gate.venue", { venue: state.venue.name, area: area.name })}</p>
      <LanguageSwitch />
      <Suspense fallback={<p role="status">{t("gate.loading")}</p>}>
        {gate._tag === "Google" ? <googleSignIn.Screen google={state.google} /> : <phoneVerification.Screen phone={gate.phone} />}
      </Suspense>
    </main>
  )
}
