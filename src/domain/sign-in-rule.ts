import type { SignInStep } from "../../schema/auth"
import type { AuthType } from "../../schema/venue"

/**
 * A table's sign-in rule (spec sections 2, 4 and 6), decided in one place for the app's gate
 * and the server's access check alike:
 *
 * - PLAIN: anyone may act, an anonymous sign-in is enough.
 * - AUTHENTICATE: a Google account is needed; a user with no email (an anonymous one has none)
 *   must sign in with Google first.
 * - AUTHENTICATE_WITH_PHONE_VERIFY: that, and then a phone verified by SMS code (the token
 *   claim phoneNumberVerified).
 *
 * The steps come in that order: the phone is asked for only once the account is there.
 */

/** What the rule needs to know of the signed-in user, all of it from the ID token. */
export interface SignInFacts {
  readonly isAnonymous: boolean
  readonly hasEmail: boolean
  /** The token claim phoneNumberVerified. */
  readonly phoneNumberVerified: boolean
}

/** The facts of a user known with its email (the server's verified token). */
export const signInFactsOf = (user: {
  readonly isAnonymous: boolean
  readonly email: string | null
  readonly phoneNumberVerified: boolean
}): SignInFacts => ({
  isAnonymous: user.isAnonymous,
  hasEmail: user.email !== null,
  phoneNumberVerified: user.phoneNumberVerified,
})

export type { SignInStep }

/** The first step still missing at a table of this type; null when the diner may act. */
export const missingSignInStep = (authType: AuthType, user: SignInFacts): SignInStep | null => {
  if (authType === "PLAIN") return null
  if (user.isAnonymous || !user.hasEmail) return "google"
  if (authType === "AUTHENTICATE_WITH_PHONE_VERIFY" && !user.phoneNumberVerified) return "phone"
  return null
}

/**
 * Whether a call may go ahead. Every call may once nothing is missing; a call that is itself
 * part of a step (`during`: the phone calls are the "phone" step) may also while that step, and
 * only that one, is the one missing.
 */
export const signInAllows = (authType: AuthType, user: SignInFacts, during: SignInStep | null = null): boolean => {
  const missing = missingSignInStep(authType, user)
  return missing === null || missing === during
}
