import { describe, expect, it, vi } from "vitest"
import { FeedbackGiven, PaymentNotFound } from "../../../schema/errors"
import type { Feedback } from "../../../schema/feedback"
import { fold } from "../../../src/domain/app-state"
import { failWith, ok, refusal, unreachable } from "../../support/fake-rpc"
import { testApp } from "../../support/test-app"

/**
 * Feedback after paying (streams/sources/feedback.ts, src/domain/state/feedback.ts): the
 * feedback sent is logged with what it says, then the server's answer; once given, or refused as
 * given already, no second goes out for that payment; a comment is sent trimmed, and one the
 * rule refuses is not sent at all.
 */
const kept: Feedback = { paymentId: "p1", rating: "down", reasons: ["service"], comment: "Slow tonight", at: 5 }

describe("the feedback source", () => {
  it("logs the feedback sent, trimmed, then the feedback kept, and sends no second one for the payment", async () => {
    const t = testApp({ feedbackGive: () => ok(kept) })
    expect(t.commands.giveFeedback("p1", "down", ["service", "service"], "  Slow tonight  ")).toBe(true)
    await vi.waitFor(() => expect(t.log.getState().feedback["p1"]).toEqual({ _tag: "Given", feedback: kept }))
    expect(await t.tags()).toEqual(["v1.FeedbackSent", "v1.FeedbackGiven"])
    expect(t.fake.calls).toEqual([
      {
        name: "feedbackGive",
        input: { params: { paymentId: "p1" }, payload: { rating: "down", reasons: ["service"], comment: "Slow tonight" } },
      },
    ])
    expect(t.commands.giveFeedback("p1", "up", [], "")).toBe(false)
    expect(t.fake.calls).toHaveLength(1)
  })

  it("sends no comment the rule refuses, nor a blank one", async () => {
    const t = testApp({ feedbackGive: () => ok({ ...kept, rating: "up", reasons: [] }) })
    expect(t.commands.giveFeedback("p1", "up", [], "a\u0007b")).toBe(false)
    expect(t.commands.giveFeedback("p1", "up", [], "x".repeat(501))).toBe(false)
    expect(t.fake.calls).toEqual([])
    expect(t.commands.giveFeedback("p1", "up", [], "   ")).toBe(true)
    await vi.waitFor(() => expect(t.fake.calls).toHaveLength(1))
    expect(t.fake.calls[0]?.input).toEqual({ params: { paymentId: "p1" }, payload: { rating: "up", reasons: [] } })
  })

  it("reads a refusal as given already (from another device) as given, and any other as a reason to send again", async () => {
    const given = testApp({ feedbackGive: failWith(refusal(FeedbackGiven)) })
    given.commands.giveFeedback("p1", "up", [], "")
    await vi.waitFor(() => expect(given.log.getState().feedback["p1"]).toEqual({ _tag: "GivenBefore" }))
    expect(given.commands.giveFeedback("p1", "up", [], "")).toBe(false)

    const offline = testApp({ feedbackGive: failWith(unreachable()) })
    offline.commands.giveFeedback("p1", "up", [], "")
    await vi.waitFor(() => expect(offline.log.getState().feedback["p1"]).toEqual({ _tag: "Refused", text: { id: "refusal.offline" } }))
    expect(offline.commands.giveFeedback("p1", "up", [], "")).toBe(true)

    const notFound = testApp({ feedbackGive: failWith(refusal(PaymentNotFound)) })
    notFound.commands.giveFeedback("p2", "up", [], "")
    await vi.waitFor(() =>
      expect(notFound.log.getState().feedback["p2"]).toEqual({ _tag: "Refused", text: { id: "refusal.paymentNotFound" } }),
    )
  })

  it("keeps what was given across tables and visits, as the receipts are", () => {
    const state = fold([
      { _tag: "v1.FeedbackGiven", feedback: kept },
      { _tag: "v1.VenueLoadStarted", qrCode: "demo-table-2" },
      { _tag: "v1.VisitJoined", visit: { id: "v2", ended: false } },
    ])
    expect(state.feedback).toEqual({ p1: { _tag: "Given", feedback: kept } })
  })
})
