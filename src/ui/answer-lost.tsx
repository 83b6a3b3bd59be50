import { primaryButton } from "./button.css"
import type { MessageId } from "./i18n/i18n"
import { useT } from "./i18n/i18n"
import * as page from "./page.css"
import { WhyNot } from "./why-not"
import { whyNot } from "./why-not.css"

/**
 * A request whose every answer was lost (the diner's order, a join, the table's send): the phone
 * does not know what the server did, so it neither says it failed nor offers to send it anew. It
 * says so, and offers "Check again", which asks with the request's key; offline, it says the phone
 * checks by itself once back online.
 */
export const AnswerLost = ({
  id,
  text,
  checking,
  offline,
  onCheck,
}: {
  /** Names the notice and its button (`data-answer-lost`), one per request kind. */
  readonly id: string
  readonly text: MessageId
  readonly checking: boolean
  readonly offline: boolean
  readonly onCheck: () => void
}) => {
  const t = useT()
  return (
    <section className={page.card} data-answer-lost={id} aria-labelledby={`${id}-lost`}>
      <p id={`${id}-lost`} role="alert" className={whyNot}>
        {t(text)}
      </p>
      <button
        type="button"
        className={`${primaryButton} ${page.wideButton}`}
        disabled={checking || offline}
        aria-describedby={offline ? `${id}-why` : undefined}
        onClick={onCheck}
      >
        {t(checking ? "answer.checking" : "answer.checkAgain")}
      </button>
      {offline && <WhyNot id={`${id}-why`} text={t("answer.needsNetwork")} />}
    </section>
  )
}
