import type { DomainEvent } from "../../../schema/events"
import type { FeedbackSlice, FeedbackStep } from "../state-schema"

export type { FeedbackSlice, FeedbackStep }

export const initialFeedbackSlice: FeedbackSlice = { feedback: {} }

/**
 * Feedback after paying, per payment: sent, then given or refused. Kept whatever table or visit
 * opens next, as the receipts it is about are. A refusal because the payment has feedback already
 * (`refusal.feedbackGiven`) is as good as given: the receipt shows it given, not the form.
 */
export const reduceFeedback = (state: FeedbackSlice, event: DomainEvent): Partial<FeedbackSlice> | undefined => {
  switch (event._tag) {
    case "v1.FeedbackSent":
      return step(state, event.paymentId, { _tag: "Sending", sent: event.sent })
    case "v1.FeedbackGiven":
      return step(state, event.feedback.paymentId, { _tag: "Given", feedback: event.feedback })
    case "v1.FeedbackRefused":
      return step(
        state,
        event.paymentId,
        event.text.id === "refusal.feedbackGiven" ? { _tag: "GivenBefore" } : { _tag: "Refused", text: event.text },
      )
    default:
      return undefined
  }
}

/** Whether the diner may give feedback on this payment now: not while it is on its way, nor once given. */
export const feedbackOpen = (step: FeedbackStep | undefined): boolean => step === undefined || step._tag === "Refused"

const step = (state: FeedbackSlice, paymentId: string, next: FeedbackStep): Partial<FeedbackSlice> => ({
  feedback: { ...state.feedback, [paymentId]: next },
})
