import type { DomainEvent } from "../../../schema/events"
import { startsNewTable } from "./venue"
import type { PhoneStep, PhoneSlice } from "../state-schema"

export type { PhoneStep, PhoneSlice }

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
