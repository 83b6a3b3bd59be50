import { useSyncExternalStore } from "react"
import { Redirect } from "wouter"
import type { AuthUser } from "../../../schema/auth"
import { missingSignInStep } from "../../domain/sign-in-rule"
import { useStore, useVenueState } from "../../store/store-context"
import { useT } from "../../ui/i18n/i18n"
import { LanguageSwitch } from "../../ui/language-switch"
import { centered } from "../../ui/page.css"
import { venueLine } from "./gate.css"
import { GoogleSignIn } from "./google-sign-in"
import { PhoneVerification } from "./phone-verification"

/**
 * `/venue/load`: lets the diner in once the service area's rule is met (spec section 2):
 * Google sign-in for the authenticate types when the user has no email, and phone
 * verification for the phone-verify type while phoneNumberVerified is false. The server
 * refuses the diner's calls by the very same rule (src/domain/sign-in-rule.ts).
 */
export default function AuthGatePage() {
  const state = useVenueState()
  const { auth } = useStore()
  const t = useT()
  const user = useSyncExternalStore<AuthUser | null>(
    (onChange) => {
      const subscription = auth.user$.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    auth.currentUser,
  )
  if (state.status === "error") return <Redirect to="~/venue/error" replace />
  const area = state.selectedServiceArea
  if (user === null || state.venue === null || area === null) {
    return (
      <main className={centered} aria-busy="true">
        <p role="status">{t("gate.loading")}</p>
      </main>
    )
  }
  const missing = missingSignInStep(area.authType, user)
  if (missing === null) return <Redirect to="~/venue" replace />
  return (
    <main className={centered}>
      <title>{state.venue.name}</title>
      {/* The gate names the venue too, so a diner (or their screen reader) knows where they sign in. */}
      <p className={venueLine}>{t("gate.venue", { venue: state.venue.name, area: area.name })}</p>
      <LanguageSwitch />
      {missing === "google" ? <GoogleSignIn /> : <PhoneVerification />}
    </main>
  )
}
