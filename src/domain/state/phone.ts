import { Schema } from "effect"
import type { DomainEvent } from "../../../schema/events"
import { ShownText } from "./shown-text"
import { startsNewTable } from "./venue"

/** Where the diner is in the phone step of a table's sign-in (spec sections 2, 4, 5). */
export const PhoneStep = Schema.Struct({
  step: Schema.Literals(["phone", "code", "verified"]),
  /** The number the last code went to (shown on the code step). */
  sentTo: Schema.NullOr(Schema.String),
  /** Why the last send or check was refused, for the diner. */
  error: Schema.NullOr(ShownText),
  /** A call on its way, as its button says it ("Sending...", "Resending...", "Verifying..."); verified, it stays "verifying" until the gate opens. */
  busy: Schema.NullOr(Schema.Literals(["sending", "resending", "verifying"])),
})
export type PhoneStep = typeof PhoneStep.Type

export const PhoneSlice = Schema.Struct({ phone: PhoneStep })
export type PhoneSlice = typeof PhoneSlice.Type

export const initialPhoneSlice: PhoneSlice = { phone: { step: "phone", sentTo: null, error: null, busy: null } }

export const reducePhone = (
  state: PhoneSlice & { readonly qrCode: string | null },
  event: DomainEvent,
): Partial<PhoneSlice> | undefined => {
  switch (event._tag) {
    case "v1.VenueLoadStarted":
      return startsNewTable(state, event) ? initialPhoneSlice : undefined
    case "v1.PhoneCodeRequested":
      return { phone: { ...state.phone, busy: event.resend ? "resending" : "sending" } }
    case "v1.PhoneCodeCheckStarted":
      return { phone: { ...state.phone, busy: "verifying" } }
    case "v1.PhoneCodeSent":
      return { phone: { step: "code", sentTo: event.phone, error: null, busy: null } }
    case "v2.PhoneCodeRefused":
      return { phone: { ...state.phone, error: event.text, busy: null } }
    case "v1.PhoneCodeRefused":
      return { phone: { ...state.phone, error: event.message, busy: null } }
    case "v1.PhoneVerified":
      return { phone: { ...state.phone, step: "verified", error: null, busy: "verifying" } }
    case "v1.PhoneNumberChangeAsked":
      return { phone: { ...state.phone, step: "phone", error: null, busy: null } }
    default:
      return undefined
  }
}
