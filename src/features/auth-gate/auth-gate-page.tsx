import { useSyncExternalStore } from "react"
import { Redirect } from "wouter"
import type { AuthUser } from "../../../schema/auth"
import { useStore, useVenueState } from "../../store/store-context"
import { centered as container } from "../../ui/page.css"

/**
 * `/venue/load`: lets the diner in once the service area's sign-in rule is met. Plain tables
 * need only the anonymous user; Google sign-in and phone verification come with the Firebase
 * issue (until then such tables say so).
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
      <main className={container} aria-busy="true">
        <p role="status">Service Area Initializing...</p>
      </main>
    )
  }
  if (area.authType === "PLAIN") return <Redirect to="~/venue" replace />
  if (user.email === null) {
    return (
      <main className={container}>
        <h1>Authentication Required</h1>
        <p>This venue requires Google authentication to continue. Please sign in with your Google account.</p>
        <p role="note">Google sign-in is not available in this version of the app yet. Please ask the staff to take your order.</p>
      </main>
    )
  }
  return <Redirect to="~/venue" replace />
}
