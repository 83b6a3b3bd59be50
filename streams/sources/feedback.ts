import { catchError, concat, from, map, mergeMap, of, type Observable } from "rxjs"
import { api } from "../../schema/api"
import type { FeedbackPayload } from "../../schema/feedback"
import { refusalText } from "../refusals"
import type { Rpc } from "../rpc"
import { http, intent, type Sourced } from "./sourced"

/** Feedback the diner gives on one of their payments. */
export interface FeedbackRequest {
  readonly paymentId: string
  readonly sent: FeedbackPayload
}

export interface FeedbackDeps {
  readonly rpc: Rpc
  readonly gives$: Observable<FeedbackRequest>
}

/**
 * Feedback after paying as events: each feedback logged as sent, then the server's answer, the
 * feedback as kept, or why it was refused (`refusal.feedbackGiven` when the payment had feedback
 * already, which the fold reads as given). Each payment's feedback is answered on its own
 * (mergeMap); the screen offers no second send while one is on its way.
 */
export const feedbackEvents = ({ rpc, gives$ }: FeedbackDeps): Observable<Sourced> =>
  gives$.pipe(
    mergeMap(({ paymentId, sent }) =>
      concat(
        of(intent({ _tag: "v1.FeedbackSent", paymentId, sent })),
        from(rpc(api.feedbackGive, { params: { paymentId }, payload: sent })).pipe(
          map((answer) =>
            http(
              answer._tag === "Ok"
                ? { _tag: "v1.FeedbackGiven", feedback: answer.body }
                : { _tag: "v1.FeedbackRefused", paymentId, text: { id: "refusal.paymentNotFound" } },
            ),
          ),
          catchError((error: unknown) =>
            of(http({ _tag: "v1.FeedbackRefused", paymentId, text: refusalText(error, { id: "refusal.feedback" }) })),
          ),
        ),
      ),
    ),
  )
