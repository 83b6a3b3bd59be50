import { Schema } from "effect"
import { FEEDBACK_COMMENT_MAX_LENGTH } from "./constants"
import { Id, QrCode } from "./ids"
import { visibleLine } from "./text"

/**
 * Feedback after paying (issue 50): on a payment's receipt its payer gives a thumbs up or down,
 * ticks a few reasons and may add a comment, once per payment. The venue's review link is
 * offered to every payer beside it, whatever the rating (schema/venue.ts ReviewUrl).
 */

export const FeedbackRating = Schema.Literals(["up", "down"])
export type FeedbackRating = typeof FeedbackRating.Type

/** What the diner can tick: what went well (a thumbs up) or could be better (down), the same few topics. */
export const FEEDBACK_REASONS = ["food", "service", "speed", "value", "ambience"] as const
export const FeedbackReason = Schema.Literals(FEEDBACK_REASONS)
export type FeedbackReason = typeof FeedbackReason.Type

/** The reasons ticked: each at most once. */
export const FeedbackReasons = Schema.Array(FeedbackReason).check(
  Schema.isMaxLength(FEEDBACK_REASONS.length),
  Schema.makeFilter((reasons: ReadonlyArray<(typeof FEEDBACK_REASONS)[number]>) => new Set(reasons).size === reasons.length, {
    expected: "each reason once",
  }),
)

/** The diner's comment: one visible line of at most 500 characters, stored trimmed (a blank one is none), shown in `<bdi>`. */
export const FeedbackComment = visibleLine(FEEDBACK_COMMENT_MAX_LENGTH)

/** `POST /api/payments/:paymentId/feedback`. */
export const FeedbackPayload = Schema.Struct({
  rating: FeedbackRating,
  reasons: FeedbackReasons,
  comment: Schema.optionalKey(FeedbackComment),
})
export type FeedbackPayload = typeof FeedbackPayload.Type

/** Feedback as it was given: its payment, the rating, the reasons, the comment trimmed (absent: none), when (epoch ms). */
export const Feedback = Schema.Struct({
  paymentId: Id,
  rating: FeedbackRating,
  reasons: FeedbackReasons,
  comment: Schema.optionalKey(FeedbackComment),
  at: Schema.Number.check(Schema.isInt()),
})
export type Feedback = typeof Feedback.Type

/** Feedback as the venue's staff read it (the operator CLI): with its venue, table and receipt. */
export const StaffFeedback = Schema.Struct({
  feedback: Feedback,
  venueId: Id,
  venueName: Schema.String,
  tableName: Schema.String,
  qrCode: QrCode,
  receiptNumber: Schema.String,
})
export type StaffFeedback = typeof StaffFeedback.Type
