import { describe, expect, it } from "vitest"
import type { DomainEvent } from "../../../schema/events"
import { fold } from "../../../src/domain/venue-state"
import { createPhoneSteps } from "../../../streams/sources/phone"
import { failWith, fakeRpc, notFound, ok, refusal, type Script } from "../../support/fake-rpc"

const sent = { success: true, resendAfterSeconds: 60, expiresInSeconds: 300 }

/** The phone step of a table's sign-in: each outcome an event, the refusal's message the server's first, else the spec's. */
const setup = (script: Script) => {
  const events: DomainEvent[] = []
  let refreshed = 0
  const fake = fakeRpc(script)
  const steps = createPhoneSteps({ rpc: fake.rpc, append: (event) => void events.push(event), refreshToken: async () => void refreshed++ })
  return { steps, events, fake, refreshed: () => refreshed }
}

describe("the phone steps", () => {
  it("records the code sent, a wrong code with the server's reason, then the right one, and refreshes the token once", async () => {
    let tries = 0
    const t = setup({
      phoneSend: () => ok(sent),
      phoneVerify: () => (tries++ === 0 ? Promise.reject(refusal(403, "That code is not right. 2 tries left.")) : ok({ success: true, phoneNumber: "+94771234567" })),
    })
    await t.steps.sendCode("0771234567")
    await t.steps.verifyCode("111111")
    expect(fold(t.events).phone).toEqual({ step: "code", sentTo: "0771234567", error: "That code is not right. 2 tries left." })
    await t.steps.verifyCode(" 123456 ")
    expect(t.fake.inputsOf("phoneVerify").map((input) => input.params.code)).toEqual(["111111", "123456"])
    expect(t.events.map((event) => event._tag)).toEqual(["v1.PhoneCodeSent", "v1.PhoneCodeRefused", "v1.PhoneVerified"])
    expect(fold(t.events).phone).toEqual({ step: "verified", sentTo: "0771234567", error: null })
    expect(t.refreshed()).toBe(1)
  })

  it("falls back to the spec's messages, and says when no code was sent", async () => {
    const quiet = setup({ phoneSend: failWith(new Error("offline")), phoneVerify: () => notFound })
    await quiet.steps.sendCode("0771234567")
    await quiet.steps.verifyCode("123456")
    expect(quiet.events).toEqual([
      { _tag: "v1.PhoneCodeRefused", message: "Failed to send phone authentication" },
      { _tag: "v1.PhoneCodeRefused", message: "No code was sent to you. Ask for a code first." },
    ])
    const limited = setup({ phoneSend: failWith(refusal(429, "Too many codes. Try again in 10 minutes.")), phoneVerify: () => ok({ success: false, phoneNumber: "+94771234567" }) })
    await limited.steps.sendCode("0771234567")
    await limited.steps.verifyCode("123456")
    expect(fold(limited.events).phone).toEqual({ step: "phone", sentTo: null, error: "Failed to verify OTP" })
    expect(limited.refreshed()).toBe(0)
  })

  it("goes back to the phone step on 'Change Phone Number', the error cleared", async () => {
    const t = setup({ phoneSend: () => ok(sent), phoneVerify: failWith(refusal(410, "The code has expired.")) })
    await t.steps.sendCode("0771234567")
    await t.steps.verifyCode("123456")
    t.steps.changeNumber()
    expect(fold(t.events).phone).toEqual({ step: "phone", sentTo: "0771234567", error: null })
  })
})
