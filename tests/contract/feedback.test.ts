import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { operatorApi } from "../../schema/operator-api"
import { demoReviewUrl, otherVenue } from "../../server/seed/demo-venue"
import { venueCli } from "../support/cli"
import { testDatabases } from "../support/databases"
import { operatorDo } from "../support/operator"
import type { TestDiner } from "../support/diner"
import { payAsTheApp } from "../support/pay-as-the-app"
import { callSpec, dinerHeaders, OPERATOR, sendCall } from "../support/refusals"
import { setupServerAndDiners } from "../support/suite"
import { body, refusal } from "../support/typed-answers"

/**
 * Feedback after paying (schema/feedback.ts) against the real server, on both databases: the
 * payer gives it once per payment (a second is 409 FeedbackGiven, whatever it says), no one else
 * can (404, as the receipt), every field is checked where it enters (400 naming it), the receipt
 * carries the venue's review link, and the staff's command line lists what was given, per venue.
 */

const TABLE_1 = { tenantId: "tenant-lotus", qrCode: "demo-table-1" }
const HARBOUR = { tenantId: "tenant-harbour", qrCode: "harbour-deck-2" }
const TEA = { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 }

describe.each(testDatabases())("feedback after paying on $name", (database) => {
  const suite = setupServerAndDiners(database)
  const origin = () => suite.server.origin
  /** A diner at table 1 who ordered a tea and paid the whole bill: the diner and the receipt. */
  const paidDiner = async (payerName: string) => {
    await sendCall(origin(), callSpec("operatorSettle"), OPERATOR, { params: { qrCode: TABLE_1.qrCode } })
    const diner = await suite.diner(TABLE_1)
    await body(diner.rpc(api.cartAdd, { payload: TEA }))
    await body(diner.rpc(api.cartSubmit, {}))
    return { diner, receipt: await payAsTheApp(diner, TABLE_1.qrCode, payerName) }
  }
  const give = (who: TestDiner, paymentId: string, payload: unknown) =>
    sendCall(origin(), api.feedbackGive, dinerHeaders(who, TABLE_1), { params: { paymentId }, payload })
  /** A refused request's status and the field it names. */
  const refusedField = async (answer: Promise<Response>) => {
    const response = await answer
    const { error } = (await response.json()) as { error?: { _tag?: string; field?: string } }
    return { status: response.status, tag: error?._tag, field: error?.field }
  }

  it("keeps a thumbs-down with its reasons and trimmed comment once, refuses a second, and the receipt offers the review link", async () => {
    const { diner: ana, receipt } = await paidDiner("Ana")
    // The review link is on the receipt whatever the feedback will be (and before any).
    expect(receipt.reviewUrl).toBe(demoReviewUrl)
    expect((await body(ana.rpc(api.receiptGet, { params: { paymentId: receipt.id } }))).reviewUrl).toBe(demoReviewUrl)

    const given = await body(
      ana.rpc(api.feedbackGive, {
        params: { paymentId: receipt.id },
        payload: { rating: "down", reasons: ["service", "speed"], comment: "  Slow tonight; <b>lovely</b> cake.  " },
      }),
    )
    expect(given).toMatchObject({
      paymentId: receipt.id,
      rating: "down",
      reasons: ["service", "speed"],
      comment: "Slow tonight; <b>lovely</b> cake.",
    })

    // Once per payment: the same feedback again, or another, is refused, and the first stays.
    for (const again of [
      { rating: "down", reasons: ["service", "speed"] },
      { rating: "up", reasons: [], comment: "Changed my mind" },
    ] as const)
      expect(await refusal(ana.rpc(api.feedbackGive, { params: { paymentId: receipt.id }, payload: again }))).toEqual({
        status: 409,
        tag: "FeedbackGiven",
      })
    // The staff read it as it was kept, with its table and receipt.
    const listed = await operatorDo(origin(), operatorApi.operatorFeedback, { query: { venueId: "venue-lotus-colombo" } })
    expect(listed.filter((each) => each.receiptNumber === receipt.receiptNumber)).toEqual([
      expect.objectContaining({ feedback: given, receiptNumber: receipt.receiptNumber, tableName: "Table 1", qrCode: TABLE_1.qrCode }),
    ])
  })

  it("lets only the payer give it: another diner at the table, or at another venue, finds no such payment", async () => {
    const { receipt } = await paidDiner("Ben")
    const other = await suite.diner(TABLE_1)
    expect(await other.rpc(api.feedbackGive, { params: { paymentId: receipt.id }, payload: { rating: "up", reasons: [] } })).toEqual({
      _tag: "NotFound",
    })
    expect(await refusedField(give(other, receipt.id, { rating: "up", reasons: [] }))).toEqual({
      status: 404,
      tag: "PaymentNotFound",
      field: "paymentId",
    })
    const harbour = await suite.diner(HARBOUR)
    expect(await harbour.rpc(api.feedbackGive, { params: { paymentId: receipt.id }, payload: { rating: "up", reasons: [] } })).toEqual({
      _tag: "NotFound",
    })
  })

  it("refuses bad fields with a 400 naming the field, keeping nothing; a blank comment is none", async () => {
    const { diner: cleo, receipt } = await paidDiner("Cleo")
    const bad: ReadonlyArray<readonly [unknown, string]> = [
      [{ reasons: [] }, "rating"],
      [{ rating: "meh", reasons: [] }, "rating"],
      [{ rating: "up" }, "reasons"],
      [{ rating: "up", reasons: ["taste"] }, "reasons"],
      [{ rating: "up", reasons: ["food", "food"] }, "reasons"],
      [{ rating: "up", reasons: [], comment: "line one\nline two" }, "comment"],
      [{ rating: "up", reasons: [], comment: "tab\there" }, "comment"],
      [{ rating: "up", reasons: [], comment: "turned \u202Earound" }, "comment"],
      [{ rating: "up", reasons: [], comment: "x".repeat(501) }, "comment"],
      [{ rating: "up", reasons: [], comment: 5 }, "comment"],
    ]
    for (const [payload, field] of bad)
      expect(await refusedField(give(cleo, receipt.id, payload)), JSON.stringify(payload)).toMatchObject({
        status: 400,
        tag: "BadRequest",
        field: expect.stringContaining(field),
      })
    // None of those was kept: the payer still gives their feedback, at the longest comment allowed.
    const longest = "ශ".repeat(500)
    expect(
      await body(
        cleo.rpc(api.feedbackGive, { params: { paymentId: receipt.id }, payload: { rating: "up", reasons: [], comment: longest } }),
      ),
    ).toMatchObject({
      rating: "up",
      reasons: [],
      comment: longest,
    })

    const { diner: dev, receipt: devs } = await paidDiner("Dev")
    const blank = await body(
      dev.rpc(api.feedbackGive, { params: { paymentId: devs.id }, payload: { rating: "up", reasons: ["food"], comment: "   " } }),
    )
    expect(blank).not.toHaveProperty("comment")
  })

  it("is listed by the staff's command line, per venue", async () => {
    const { diner: ema, receipt } = await paidDiner("Ema")
    await body(
      ema.rpc(api.feedbackGive, {
        params: { paymentId: receipt.id },
        payload: { rating: "down", reasons: ["value"], comment: "Too dear for tea" },
      }),
    )
    const { stdout } = await venueCli(origin(), ["feedback"])
    const lines = stdout.split("\n")
    const heading = lines.indexOf("Lotus & Lime Colombo (venue-lotus-colombo)")
    expect(heading).toBeGreaterThanOrEqual(0)
    const entry = lines.findIndex((line) => line.includes(receipt.receiptNumber))
    expect(entry).toBeGreaterThan(heading)
    expect(lines[entry]).toMatch(new RegExp(`^  ${receipt.receiptNumber}  Table 1 \\(demo-table-1\\)  thumbs down  value  `))
    expect(lines[entry + 1]).toBe('      "Too dear for tea"')
    // One venue's: the other venue has none.
    expect((await venueCli(origin(), ["feedback", otherVenue.id])).stdout.trim()).toBe("No feedback.")
    expect((await venueCli(origin(), ["feedback", "venue-lotus-colombo"])).stdout).toContain(receipt.receiptNumber)
  })
})
