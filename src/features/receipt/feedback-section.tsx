import { useId, useState } from "react"
import { FEEDBACK_COMMENT_MAX_LENGTH } from "../../../schema/constants"
import { FEEDBACK_REASONS, type FeedbackRating, type FeedbackReason } from "../../../schema/feedback"
import type { NoticeText } from "../../../schema/events"
import type { Payment } from "../../../schema/payment"
import { noteProblem } from "../../domain/note"
import { useAppState, useStore } from "../../store/store-context"
import { primaryButton } from "../../ui/button.css"
import { useT, type MessageId } from "../../ui/i18n/i18n"
import { NoteField, type LineRule } from "../../ui/note"
import * as page from "../../ui/page.css"
import { useFocusWhenShown } from "../../ui/focus-when-shown"
import { WhyNot } from "../../ui/why-not"
import * as css from "./feedback.css"

const COMMENT_RULE: LineRule = {
  max: FEEDBACK_COMMENT_MAX_LENGTH,
  tooLong: "feedback.commentTooLong",
  control: "feedback.commentControl",
}

const REASON_TEXT = {
  food: "feedback.reason.food",
  service: "feedback.reason.service",
  speed: "feedback.reason.speed",
  value: "feedback.reason.value",
  ambience: "feedback.reason.ambience",
} as const satisfies Record<FeedbackReason, MessageId>

/**
 * Feedback after paying, under a receipt that went through: a thumbs up or down, the reasons
 * ticked (what went well, or could be better), an optional comment; once per payment, so once
 * given the section shows it, not the form. The venue's review link is offered to every payer,
 * whatever they thought (Google's rules forbid asking only the happy ones).
 */
export const FeedbackSection = ({ receipt }: { readonly receipt: Payment }) => {
  const step = useAppState((state) => state.feedback[receipt.id])
  const t = useT()
  const given = step?._tag === "Given" ? step.feedback : null
  // What was given takes the focus the send button had.
  const heading = useFocusWhenShown<HTMLHeadingElement>(step?._tag === "Given" || step?._tag === "GivenBefore" ? step : null)
  return (
    <section className={css.feedback} aria-labelledby="feedback-heading" data-feedback={step?._tag ?? "Open"}>
      <h2 id="feedback-heading" className={page.smallTitle} ref={heading} tabIndex={-1}>
        {t("feedback.heading")}
      </h2>
      {step === undefined || step._tag === "Sending" || step._tag === "Refused" ? (
        <FeedbackForm paymentId={receipt.id} sending={step?._tag === "Sending"} refused={step?._tag === "Refused" ? step.text : null} />
      ) : (
        <div data-feedback-given={given?.rating ?? ""}>
          <p role="status">{t("feedback.thanks")}</p>
          {given === null ? (
            <p>{t("feedback.givenBefore")}</p>
          ) : (
            <>
              <p>{t(given.rating === "up" ? "feedback.givenUp" : "feedback.givenDown")}</p>
              {given.reasons.length > 0 && (
                <p>
                  {t("feedback.yourReasons")} {given.reasons.map((reason) => t(REASON_TEXT[reason])).join(", ")}
                </p>
              )}
              {given.comment !== undefined && (
                <p data-feedback-comment="">
                  {t("feedback.yourComment")} <bdi>{given.comment}</bdi>
                </p>
              )}
            </>
          )}
        </div>
      )}
      {receipt.reviewUrl !== undefined && (
        <p>
          {t("feedback.reviewInvite", { venue: receipt.venueName })}{" "}
          <a className={css.review} href={receipt.reviewUrl} target="_blank" rel="noopener noreferrer" data-review-link="">
            {t("feedback.review")}
            <span className="visually-hidden"> {t("feedback.newTab")}</span>
          </a>
        </p>
      )}
    </section>
  )
}

/** The form: what the diner picks stays here until sent (sent, it is in the log: `v1.FeedbackSent`). */
const FeedbackForm = ({
  paymentId,
  sending,
  refused,
}: {
  readonly paymentId: string
  readonly sending: boolean
  /** Why the last send was refused (the form is sent again). */
  readonly refused: NoticeText | null
}) => {
  const { commands } = useStore()
  const t = useT()
  const id = useId()
  const [rating, setRating] = useState<FeedbackRating | null>(null)
  const [reasons, setReasons] = useState<ReadonlyArray<FeedbackReason>>([])
  const [comment, setComment] = useState("")
  const commentId = `${id}-comment`
  const commentRefused = noteProblem(comment, COMMENT_RULE.max) !== null
  const refusalShown = useFocusWhenShown<HTMLParagraphElement>(refused)
  // A comment that cannot be sent is not: the diner is taken to it and its reason.
  const send = () => {
    if (rating === null) return
    if (commentRefused) document.getElementById(commentId)?.focus()
    else commands.giveFeedback(paymentId, rating, reasons, comment)
  }
  const toggle = (reason: FeedbackReason, on: boolean) =>
    setReasons((ticked) => (on ? [...ticked.filter((each) => each !== reason), reason] : ticked.filter((each) => each !== reason)))
  return (
    <>
      <fieldset className={css.choices}>
        <legend className={css.legend}>{t("feedback.title")}</legend>
        {(["up", "down"] as const).map((choice) => (
          <label key={choice} className={css.option}>
            <input type="radio" name={`${id}-rating`} checked={rating === choice} onChange={() => setRating(choice)} data-rating={choice} />
            <span aria-hidden="true">{choice === "up" ? "👍" : "👎"}</span>
            {t(choice === "up" ? "feedback.up" : "feedback.down")}
          </label>
        ))}
      </fieldset>
      {rating !== null && (
        <fieldset className={css.choices}>
          <legend className={css.legend}>{t(rating === "up" ? "feedback.reasonsUp" : "feedback.reasonsDown")}</legend>
          {FEEDBACK_REASONS.map((reason) => (
            <label key={reason} className={css.option}>
              <input
                type="checkbox"
                checked={reasons.includes(reason)}
                onChange={(event) => toggle(reason, event.target.checked)}
                data-reason={reason}
              />
              {t(REASON_TEXT[reason])}
            </label>
          ))}
        </fieldset>
      )}
      <NoteField id={commentId} label={t("feedback.commentLabel")} value={comment} onChange={setComment} rule={COMMENT_RULE} />
      {refused !== null && (
        <p role="alert" className={css.notice} ref={refusalShown} tabIndex={-1}>
          {t(refused.id, refused.values)}
        </p>
      )}
      <button
        type="button"
        className={`${primaryButton} ${page.wideButton}`}
        disabled={sending}
        aria-disabled={rating === null || commentRefused}
        {...(rating === null ? { "aria-describedby": `${id}-why` } : commentRefused ? { "aria-describedby": `${commentId}-problem` } : {})}
        onClick={send}
        data-feedback-send=""
      >
        {sending ? t("feedback.sending") : t("feedback.send")}
      </button>
      {rating === null && <WhyNot id={`${id}-why`} text={t("feedback.chooseRating")} />}
    </>
  )
}
