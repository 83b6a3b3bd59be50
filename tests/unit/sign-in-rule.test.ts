import { describe, expect, it } from "vitest"
import { missingSignInStep, signInAllows, type SignInFacts } from "../../src/domain/sign-in-rule"

const anonymous: SignInFacts = { isAnonymous: true, hasEmail: false, phoneNumberVerified: false }
const google: SignInFacts = { isAnonymous: false, hasEmail: true, phoneNumberVerified: false }
const verified: SignInFacts = { ...google, phoneNumberVerified: true }

describe("a table's sign-in rule (spec sections 2, 4, 6)", () => {
  it("lets anyone act at a PLAIN table, an anonymous diner too", () => {
    for (const user of [anonymous, google, verified]) expect(missingSignInStep("PLAIN", user)).toBeNull()
  })

  it("asks for Google at an AUTHENTICATE table when the user has no email", () => {
    expect(missingSignInStep("AUTHENTICATE", anonymous)).toBe("google")
    expect(missingSignInStep("AUTHENTICATE", { ...google, hasEmail: false })).toBe("google")
    expect(missingSignInStep("AUTHENTICATE", google)).toBeNull()
  })

  it("asks for Google first, then the phone, at an AUTHENTICATE_WITH_PHONE_VERIFY table", () => {
    expect(missingSignInStep("AUTHENTICATE_WITH_PHONE_VERIFY", anonymous)).toBe("google")
    // A claim alone does not stand in for the account: the steps come in order.
    expect(missingSignInStep("AUTHENTICATE_WITH_PHONE_VERIFY", { ...anonymous, phoneNumberVerified: true })).toBe("google")
    expect(missingSignInStep("AUTHENTICATE_WITH_PHONE_VERIFY", google)).toBe("phone")
    expect(missingSignInStep("AUTHENTICATE_WITH_PHONE_VERIFY", verified)).toBeNull()
  })

  it("lets the phone calls through while the phone, and only the phone, is missing", () => {
    expect(signInAllows("AUTHENTICATE_WITH_PHONE_VERIFY", google)).toBe(false)
    expect(signInAllows("AUTHENTICATE_WITH_PHONE_VERIFY", google, "phone")).toBe(true)
    expect(signInAllows("AUTHENTICATE_WITH_PHONE_VERIFY", anonymous, "phone")).toBe(false)
    expect(signInAllows("AUTHENTICATE", anonymous, "phone")).toBe(false)
    expect(signInAllows("PLAIN", anonymous, "phone")).toBe(true)
  })
})
