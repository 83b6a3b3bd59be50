import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { SessionUser } from "../../schema/auth"
import { AuthType } from "../../schema/venue"
import { missingSignInStep, signInAllows } from "../../src/domain/sign-in-rule"
import { arbitraryOf } from "../support/arbitrary"

const users = arbitraryOf(SessionUser)
const authTypes = arbitraryOf(AuthType)
const steps = fc.constantFrom("google" as const, "phone" as const, null)
// Stricter first: whatever a stricter table lets in, a laxer one does too.
const strictness = ["PLAIN", "AUTHENTICATE", "AUTHENTICATE_WITH_PHONE_VERIFY"] as const

describe("the sign-in rule (property)", () => {
  it("never lets an anonymous user, or one without an email, act at a table that needs Google", () => {
    fc.assert(
      fc.property(users, steps, (user, during) => {
        const noAccount = user.isAnonymous || !user.hasEmail
        for (const authType of ["AUTHENTICATE", "AUTHENTICATE_WITH_PHONE_VERIFY"] as const) {
          if (noAccount) expect(signInAllows(authType, user, during)).toBe(during === "google")
        }
      }),
    )
  })

  it("lets a user act at a phone table only with the phoneNumberVerified claim, apart from the phone step itself", () => {
    fc.assert(
      fc.property(users, (user) => {
        if (signInAllows("AUTHENTICATE_WITH_PHONE_VERIFY", user))
          expect(user.phoneNumberVerified && !user.isAnonymous && user.hasEmail).toBe(true)
        if (!signInAllows("AUTHENTICATE_WITH_PHONE_VERIFY", user) && signInAllows("AUTHENTICATE_WITH_PHONE_VERIFY", user, "phone"))
          expect(user.phoneNumberVerified).toBe(false)
      }),
    )
  })

  it("is monotone: whoever a stricter table lets in, a laxer one lets in too", () => {
    fc.assert(
      fc.property(users, fc.nat({ max: 2 }), fc.nat({ max: 2 }), (user, a, b) => {
        const [lax, strict] = [strictness[Math.min(a, b)], strictness[Math.max(a, b)]]
        if (lax === undefined || strict === undefined) return
        if (signInAllows(strict, user)) expect(signInAllows(lax, user)).toBe(true)
      }),
    )
  })

  it("allows exactly when nothing is missing, or the call belongs to the missing step", () => {
    fc.assert(
      fc.property(authTypes, users, steps, (authType, user, during) => {
        const missing = missingSignInStep(authType, user)
        expect(signInAllows(authType, user, during)).toBe(missing === null || missing === during)
        expect(missingSignInStep("PLAIN", user)).toBeNull()
      }),
    )
  })
})
