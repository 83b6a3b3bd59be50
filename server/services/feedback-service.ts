import { FeedbackGiven, PaymentNotFound } from "../../schema/errors"
import type { Feedback, FeedbackPayload, StaffFeedback } from "../../schema/feedback"
import { noteOf } from "../../src/domain/note"
import { fail } from "../failure"
import type { Transactional, Queryable } from "../storage/db"
import { insertFeedback, listFeedback } from "../storage/feedback-repo"
import { staffChannel, type LiveBus } from "../live/live-bus"
import { announcing, committedThenAnnounced } from "./announced"
import type { Diner } from "./diner"
import { receiptOf } from "./payment-service"

/**
 * `POST /api/payments/:paymentId/feedback`: the payer's feedback on a payment of theirs at this
 * table (anyone else's is not found, as its receipt is not) that went through (a payment held,
 * waiting or failed charged nothing to give feedback on), once: the payment's row of feedback is
 * its primary key, so a second, or two racing, keep one and refuse the other. The venue's staff
 * screens hear of it live (their venue's staff channel), with its table and receipt.
 */
export const giveFeedback = async (
  db: Transactional,
  live: LiveBus,
  diner: Diner,
  paymentId: string,
  payload: FeedbackPayload,
): Promise<Feedback> => {
  const receipt = await receiptOf(db, diner, paymentId)
  if (receipt.status !== "Succeeded" && receipt.status !== "Refunded")
    throw fail(PaymentNotFound, "This payment did not go through: there is nothing to give feedback on.", "paymentId")
  const { tenantId, venueId, venueName, name: tableName, qrCode } = diner.serviceArea
  return committedThenAnnounced(db, live, async (tx) => {
    const kept = await insertFeedback(tx, {
      paymentId,
      venueId,
      uid: diner.identity.uid,
      rating: payload.rating,
      reasons: payload.reasons,
      comment: noteOf(payload.comment),
    })
    if (kept === null) throw fail(FeedbackGiven, "You have already given feedback for this payment.", "paymentId")
    const told = { feedback: kept, venueId, venueName, tableName, qrCode, receiptNumber: receipt.receiptNumber }
    return announcing(kept, await live.record(tx, staffChannel(tenantId, venueId), "feedback", told))
  })
}

/** `GET /api/operator/feedback`: what diners said after paying, newest first. */
export const staffFeedback = (db: Queryable, venueId: string | null): Promise<ReadonlyArray<StaffFeedback>> => listFeedback(db, venueId)
