import { useSyncExternalStore } from "react"
import { Redirect } from "wouter"
import type { AuthUser } from "../../../schema/auth"
import { missingSignInStep } from "../../domain/sign-in-rule"
import { useStore, useVenueState } from "../../store/store-context"
import { centered } from "../../ui/page.css"
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
        <p role="status">Service Area Initializing...</p>
      </main>
    )
  }
  const missing = missingSignInStep(area.authType, user)
  if (missing === null) return <Redirect to="~/venue" replace />
  return (
    <main className={centered}>
      <title>{state.venue.name}</title>
      {missing === "google" ? <GoogleSignIn /> : <PhoneVerification />}
    </main>
  )
}
