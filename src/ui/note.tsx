import { useState, type ReactNode } from "react"
import { NOTE_MAX_LENGTH } from "../../schema/constants"
import { noteOf, noteProblem, type NoteProblem } from "../domain/note"
import { small } from "./page.css"
import { useT, type MessageId } from "./i18n/i18n"
import * as css from "./note.css"
import { WhyNot } from "./why-not"

/**
 * A diner's note on a line or an order, as every screen shows it: as text (React escapes it:
 * markup in a note is shown, never run) and isolated for direction (`<bdi>`), so a note in
 * Arabic or one that starts with a bidi control never turns round the text around it.
 */
export const ShownNote = ({ note, label }: { readonly note: string | undefined; readonly label?: "line" | "order" }) => {
  const t = useT()
  if (note === undefined || note === "") return null
  return (
    <span className={css.shownNote} data-note="">
      {t(label === "order" ? "note.orderShown" : "note.shown")} <bdi>{note}</bdi>
    </span>
  )
}

/**
 * The rule a line a diner types is held to, with the messages that say why it cannot be sent: a
 * note's, unless told (a feedback's comment, schema/feedback.ts, is the same rule, longer).
 */
export interface LineRule {
  readonly max: number
  readonly tooLong: MessageId
  readonly control: MessageId
}

const NOTE_RULE: LineRule = { max: NOTE_MAX_LENGTH, tooLong: "note.tooLong", control: "note.control" }

/** What is wrong with a note (or another line, by its rule) as typed, in the diner's language; null: nothing. */
export const useNoteProblemText = (rule: LineRule = NOTE_RULE) => {
  const t = useT()
  return (problem: NoteProblem): string | null =>
    problem === null ? null : problem.kind === "tooLong" ? t(rule.tooLong, { max: rule.max, count: problem.count }) : t(rule.control)
}

/**
 * A note's text box with its label, and under it why the note cannot be sent as typed (too long,
 * a control character): said as it is typed, and read with the box (`aria-describedby`). No
 * `maxLength`: a pasted note is not cut silently, it is refused with the reason.
 */
export const NoteField = ({
  id,
  label,
  value,
  onChange,
  placeholder,
  rule = NOTE_RULE,
  children,
}: {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly onChange: (note: string) => void
  readonly placeholder?: string
  /** The rule the text is held to (a note's unless told), and how its problems are said. */
  readonly rule?: LineRule
  /** Beside the box (a save button). */
  readonly children?: ReactNode
}) => {
  const problem = useNoteProblemText(rule)(noteProblem(value, rule.max))
  const problemId = `${id}-problem`
  return (
    <div>
      <label className={css.noteLabel} htmlFor={id}>
        {label}
      </label>
      <div className={css.noteRow}>
        <input
          id={id}
          type="text"
          className={css.noteField}
          value={value}
          autoComplete="off"
          {...(placeholder === undefined ? {} : { placeholder })}
          aria-invalid={problem !== null}
          {...(problem === null ? {} : { "aria-describedby": problemId })}
          onChange={(event) => onChange(event.target.value)}
        />
        {children}
      </div>
      {problem !== null && <WhyNot id={problemId} text={problem} />}
    </div>
  )
}

/**
 * A cart line's note, changeable in the cart: the box holds the line's note until the diner types;
 * "Save note" shows once the note typed differs from the line's, and saves it (a note that cannot
 * be sent is not saved: the button points at the reason, and the cart is left as it is).
 */
export const LineNoteEditor = ({
  lineId,
  name,
  note,
  onSave,
}: {
  readonly lineId: string
  readonly name: string
  readonly note: string | undefined
  readonly onSave: (note: string) => void
}) => {
  const t = useT()
  // null: not typed in, the box shows the line's note as the server has it.
  const [typed, setTyped] = useState<string | null>(null)
  const value = typed ?? note ?? ""
  const id = `note-${lineId}`
  const refused = noteProblem(value) !== null
  const changed = noteOf(value) !== (note ?? "")
  return (
    <div className={css.lineNote}>
      <NoteField id={id} label={t("note.lineLabel", { name })} value={value} onChange={setTyped}>
        {changed && (
          <button
            type="button"
            className={small}
            aria-disabled={refused}
            {...(refused ? { "aria-describedby": `${id}-problem` } : {})}
            onClick={() => (refused ? document.getElementById(id)?.focus() : onSave(noteOf(value)))}
          >
            {t("note.save")}
            <span className="visually-hidden"> {name}</span>
          </button>
        )}
      </NoteField>
    </div>
  )
}
