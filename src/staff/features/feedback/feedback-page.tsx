import { card, muted } from "../../../ui/staff.css"
import { StaffListSection } from "../../../ui/staff-list-section"
import * as css from "./feedback.css"
import { useStaff } from "../../store/use-staff"

/** What diners said after paying, newest first: thumbs up or down, the reasons ticked, the comment, with table and time. */
export const FeedbackPage = () => {
  const feedback = useStaff((state) => state.lists.feedback)
  return (
    <StaffListSection
      id="feedback-title"
      title="Feedback"
      emptyText="No feedback yet."
      items={feedback}
      keyOf={(entry) => entry.feedback.paymentId}
      listClassName={css.list}
    >
      {(entry) => (
        <div className={card} data-feedback={entry.receiptNumber}>
          <strong>{entry.feedback.rating === "up" ? "👍 Liked it" : "👎 Could be better"}</strong> · {entry.tableName} ·{" "}
          <time dateTime={new Date(entry.feedback.at).toISOString()}>{timeText(entry.feedback.at)}</time>
          {entry.feedback.reasons.length > 0 && <span className={muted}> · {entry.feedback.reasons.join(", ")}</span>}
          {entry.feedback.comment !== undefined && (
            <p>
              <bdi>{entry.feedback.comment}</bdi>
            </p>
          )}
          <span className={muted}> Receipt {entry.receiptNumber}</span>
        </div>
      )}
    </StaffListSection>
  )
}

/** The day and time, in the tablet's own way of writing them. */
const timeText = (at: number): string => new Date(at).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })
