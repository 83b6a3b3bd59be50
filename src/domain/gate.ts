import { missingSignInStep } from "./sign-in-rule"
import type { PhoneStep, AppState } from "./app-state"

/**
 * What the sign-in gate (`/venue/load`) shows, from the state alone, so a replayed log shows
 * the very gate the diner was stuck on: the venue failed; still waiting for the venue or the
 * sign-in; the table lets the diner in; or the step the table's rule still needs.
 */
export type Gate =
  | { readonly _tag: "VenueFailed" }
  | { readonly _tag: "Waiting" }
  | { readonly _tag: "Open" }
  | { readonly _tag: "Google" }
  | { readonly _tag: "Phone"; readonly phone: PhoneStep }

export const signInGate = (state: Pick<AppState, "status" | "selectedServiceArea" | "user" | "venue" | "phone">): Gate => {
  if (state.status === "error") return { _tag: "VenueFailed" }
  const area = state.selectedServiceArea
  if (state.user === null || state.venue === null || area === null) return { _tag: "Waiting" }
  const missing = missingSignInStep(area.authType, state.user)
  if (missing === null) return { _tag: "Open" }
  return missing === "google" ? { _tag: "Google" } : { _tag: "Phone", phone: state.phone }
}
