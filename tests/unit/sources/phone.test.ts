import { describe, expect, it } from "vitest"
import type { DomainEvent } from "../../../schema/events"
import { CodeExpired, CodeWrong, SendLimited } from "../../../schema/errors"
import { fold } from "../../../src/domain/app-state"
import type { Sourced } from "../../../streams/sources/sourced"
import { failWith, notFound, ok, refusal, type Script } from "../../support/fake-rpc"
import { testApp } from "../../support/test-app"

const sent = { success: true, resendAfterSeconds: 60, expiresInSeconds: 300 }
const onTheirWay = new Set(["v1.PhoneCodeRequested", "v1.PhoneCodeCheckStarted"])

/** The app with its phone commands, as the gate sends them; the log's events collected in order. */
const setup = (script: Script, refresh: () => Promise<void> = async () => undefined) => {
  const t = testApp(script, { refresh })
  const sourced: Sourced[] = []
  t.log.events$.subscribe(({ event, source }) => sourced.push({ event, source }))
  const events = (): DomainEvent[] => sourced.map(({ event }) => event)
  /** The outcomes: the events but those that say a call is on its way. */
  const outcomes = () => sourced.filter(({ event }) => !onTheirWay.has(event._tag))
  /** Waits until the source has answered `count` commands in all. */
  const answered = (count: number) => expect.poll(() => outcomes().length).toBeGreaterThanOrEqual(count)
  return { ...t, steps: t.commands, sourced, events, outcomes, answered, refreshed: t.auth.refreshes }
}

describe("the phone source", () => {
  it("logs each call on its way, then gives the code sent, a wrong code with its error's message, then the right one, and refreshes the token once", async () => {
    let tries = 0
    let deliver: () => void = () => undefined
    const t = setup({
      phoneSend: () => new Promise((resolve) => (deliver = () => resolve(ok(sent)))),
      phoneVerify: () =>
        tries++ === 0
          ? Promise.reject(refusal(CodeWrong, "That code is not right. 2 tries left."))
          : ok({ success: true, phoneNumber: "+94771234567" }),
    })
    // All three at once: each waits for the one before (a check never overtakes its send).
    t.steps.sendPhoneCode("0771234567")
    t.steps.verifyPhoneCode("111111")
    t.steps.verifyPhoneCode(" 123456 ")
    await expect.poll(() => t.fake.inputsOf("phoneSend")).toHaveLength(1)
    expect(t.fake.inputsOf("phoneVerify")).toEqual([])
    deliver()
    await t.answered(3)
    expect(t.fake.inputsOf("phoneVerify").map((input) => input.params.code)).toEqual(["111111", "123456"])
    // Each call is logged as on its way before its answer: the button's busy label is in the log.
    expect(t.sourced.map(({ event, source }) => [event._tag, source])).toEqual([
      ["v1.PhoneCodeRequested", "system"],
      ["v1.PhoneCodeSent", "http"],
      ["v1.PhoneCodeCheckStarted", "system"],
      ["v2.PhoneCodeRefused", "http"],
      ["v1.PhoneCodeCheckStarted", "system"],
      ["v1.PhoneVerified", "http"],
    ])
    expect(fold(t.events().slice(0, 1)).phone).toEqual({ step: "phone", sentTo: null, error: null, busy: "sending" })
    expect(fold(t.events().slice(0, 3)).phone).toEqual({ step: "code", sentTo: "0771234567", error: null, busy: "verifying" })
    expect(fold(t.events().slice(0, 4)).phone).toEqual({
      step: "code",
      sentTo: "0771234567",
      error: { id: "refusal.codeWrong" },
      busy: null,
    })
    expect(fold(t.events()).phone).toEqual({ step: "verified", sentTo: "0771234567", error: null, busy: "verifying" })
    await expect.poll(() => t.refreshed()).toBe(1)
  })

  it("falls back to the spec's messages, says when no code was sent, and never keeps the server's English", async () => {
    const quiet = setup({ phoneSend: failWith(new Error("offline")), phoneVerify: () => notFound })
    quiet.steps.sendPhoneCode("0771234567")
    quiet.steps.verifyPhoneCode("123456")
    await quiet.answered(2)
    expect(quiet.outcomes().map(({ event }) => event)).toEqual([
      { _tag: "v2.PhoneCodeRefused", text: { id: "refusal.phoneSend" } },
      { _tag: "v2.PhoneCodeRefused", text: { id: "refusal.codeNotSent" } },
    ])
    const limited = setup({
      phoneSend: failWith(refusal(SendLimited, "Too many codes. Try again in 10 minutes.")),
      phoneVerify: () => ok({ success: false, phoneNumber: "+94771234567" }),
    })
    limited.steps.sendPhoneCode("0771234567")
    limited.steps.verifyPhoneCode("123456")
    await limited.answered(2)
    expect(limited.outcomes().map(({ event }) => (event._tag === "v2.PhoneCodeRefused" ? event.text.id : event._tag))).toEqual([
      "refusal.sendLimited",
      "refusal.phoneVerify",
    ])
    expect(fold(limited.events()).phone).toEqual({ step: "phone", sentTo: null, error: { id: "refusal.phoneVerify" }, busy: null })
    expect(limited.refreshed()).toBe(0)
  })

  it("goes back to the phone step on 'Change Phone Number', the error cleared, as the diner's choice", async () => {
    const t = setup({ phoneSend: () => ok(sent), phoneVerify: failWith(refusal(CodeExpired, "The code has expired.")) })
    t.steps.sendPhoneCode("0771234567")
    t.steps.verifyPhoneCode("123456")
    t.steps.changePhoneNumber()
    await t.answered(3)
    expect(t.sourced.at(-1)).toEqual({ event: { _tag: "v1.PhoneNumberChangeAsked" }, source: "intent" })
    expect(fold(t.events()).phone).toEqual({ step: "phone", sentTo: "0771234567", error: null, busy: null })
  })

  it("stays verified when the token cannot be refreshed, and says so", async () => {
    const t = setup({ phoneVerify: () => ok({ success: true, phoneNumber: "+94771234567" }) }, () =>
      Promise.reject(new Error("network down")),
    )
    t.steps.verifyPhoneCode("123456")
    t.steps.changePhoneNumber() // the source goes on after the failed refresh
    await t.answered(2)
    expect(t.outcomes().map(({ event }) => event._tag)).toEqual(["v1.PhoneVerified", "v1.PhoneNumberChangeAsked"])
    expect(t.reports).toEqual(["the ID token could not be refreshed after the phone was verified: network down"])
  })
})
