import { describe, expect, it } from "vitest"
import type { DomainEvent } from "../../schema/events"
import type { AuthType } from "../../schema/venue"
import { signInGate } from "../../src/domain/gate"
import { fold } from "../../src/domain/app-state"
import { venueAnswer } from "../support/fixtures"

/** The sign-in gate from the state alone: what a replayed log shows is the gate the diner saw. */
const at = (authType: AuthType, ...more: DomainEvent[]) =>
  signInGate(
    fold([{ _tag: "v1.VenueLoadStarted", qrCode: "demo-table-1" }, { _tag: "v1.VenueLoaded", answer: venueAnswer({ authType }) }, ...more]),
  )
const anonymous = { uid: "u1", isAnonymous: true, hasEmail: false, phoneNumberVerified: false, tenantId: null }
const google = { ...anonymous, isAnonymous: false, hasEmail: true }

describe("the sign-in gate", () => {
  it("waits for the venue and the user, and sends a failed venue to its error", () => {
    expect(at("PLAIN")).toEqual({ _tag: "Waiting" })
    expect(
      signInGate(
        fold([
          { _tag: "v1.VenueLoadStarted", qrCode: "q" },
          { _tag: "v1.UserChanged", user: anonymous },
        ]),
      ),
    ).toEqual({ _tag: "Waiting" })
    expect(
      signInGate(
        fold([
          { _tag: "v1.VenueLoadStarted", qrCode: "q" },
          { _tag: "v1.VenueLoadFailed", reason: "no such table" },
        ]),
      ),
    ).toEqual({ _tag: "VenueFailed" })
  })

  it("walks a phone table: Google, then the phone steps, then open", () => {
    expect(at("PLAIN", { _tag: "v1.UserChanged", user: anonymous })).toEqual({ _tag: "Open" })
    expect(at("AUTHENTICATE_WITH_PHONE_VERIFY", { _tag: "v1.UserChanged", user: anonymous })).toEqual({ _tag: "Google" })
    const signedIn: DomainEvent = { _tag: "v1.UserChanged", user: google }
    expect(at("AUTHENTICATE_WITH_PHONE_VERIFY", signedIn)).toEqual({
      _tag: "Phone",
      phone: { step: "phone", sentTo: null, error: null, busy: null },
    })
    const wrongCode: DomainEvent[] = [
      signedIn,
      { _tag: "v1.PhoneCodeSent", phone: "0771234567" },
      { _tag: "v1.PhoneCodeRefused", message: "That code is not right." },
    ]
    expect(at("AUTHENTICATE_WITH_PHONE_VERIFY", ...wrongCode)).toEqual({
      _tag: "Phone",
      phone: { step: "code", sentTo: "0771234567", error: "That code is not right.", busy: null },
    })
    expect(
      at(
        "AUTHENTICATE_WITH_PHONE_VERIFY",
        ...wrongCode,
        { _tag: "v1.PhoneVerified" },
        { _tag: "v1.UserChanged", user: { ...google, phoneNumberVerified: true } },
      ),
    ).toEqual({ _tag: "Open" })
  })
})
