import { api } from "../../schema/api"
import type { DomainEvent, EventSource } from "../../schema/events"
import type { Rpc } from "../rpc"
import { firstMessage } from "../rpc"

export interface PhoneDeps {
  readonly rpc: Rpc
  readonly append: (event: DomainEvent, source: EventSource) => void
  /** A fresh ID token, so the verified claim reaches the user (and the gate) at once. */
  readonly refreshToken: () => Promise<void>
}

export interface PhoneSteps {
  /** Sends a code by SMS; the outcome is in the log (code sent, or refused with the reason). */
  sendCode(phone: string): Promise<void>
  /** Checks the code; the outcome is in the log (verified, or refused with the reason). */
  verifyCode(code: string): Promise<void>
  /** Back to the phone step ("Change Phone Number"). */
  changeNumber(): void
}

/**
 * The phone step of a table's sign-in (spec sections 2, 4, 5): each call's outcome is an
 * event, so the steps the diner saw are in the log; refusals carry the server's first message,
 * else the spec's fallback.
 */
export const createPhoneSteps = ({ rpc, append, refreshToken }: PhoneDeps): PhoneSteps => ({
  sendCode: async (phone) => {
    try {
      await rpc(api.phoneSend, { params: { phone } })
      append({ _tag: "v1.PhoneCodeSent", phone }, "http")
    } catch (error) {
      append({ _tag: "v1.PhoneCodeRefused", message: firstMessage(error, "Failed to send phone authentication") }, "http")
    }
  },
  verifyCode: async (code) => {
    let verified = false
    try {
      const answer = await rpc(api.phoneVerify, { params: { code: code.trim() } })
      verified = answer._tag === "Ok" && answer.body.success
      if (answer._tag === "NotFound") append({ _tag: "v1.PhoneCodeRefused", message: "No code was sent to you. Ask for a code first." }, "http")
      else append(verified ? { _tag: "v1.PhoneVerified" } : { _tag: "v1.PhoneCodeRefused", message: "Failed to verify OTP" }, "http")
    } catch (error) {
      append({ _tag: "v1.PhoneCodeRefused", message: firstMessage(error, "Failed to verify OTP") }, "http")
    }
    if (verified) await refreshToken()
  },
  changeNumber: () => append({ _tag: "v1.PhoneNumberChangeAsked" }, "intent"),
})
