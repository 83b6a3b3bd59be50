import { Schema } from "effect"
import { LONE_SURROGATE, NOT_IN_VISIBLE_TEXT, NOT_VISIBLE_BY_CATEGORY } from "./constants"

/**
 * The one check every free text a diner sends is held to (ids, choices, a first name, a payer
 * name, a bill line's key): well-formed Unicode, that is no lone UTF-16 surrogate (U+D800-U+DFFF
 * not part of a pair). JSON carries one as an escape (`"\ud800"`) and JavaScript keeps it, but
 * it is no character: PostgreSQL's jsonb refuses it (a 500 after the work was done, a card
 * already charged) and UTF-8 turns it into U+FFFD. Refused where the text is decoded, it is a
 * 400 naming the field, before anything is stored or charged.
 *
 * As `String.prototype.isWellFormed` (ES2024), spelled as a regular expression for the browsers
 * and type libraries without it: with the `u` flag a pair is one code point outside this range,
 * so only a lone surrogate matches (schema/constants.ts, where the first screen's code reads it
 * without loading Effect).
 */

export const WELL_FORMED_TEXT = "well-formed text (no lone UTF-16 surrogate)"

export const isWellFormedText = Schema.makeFilter((text: string) => !LONE_SURROGATE.test(text), { expected: WELL_FORMED_TEXT })

/**
 * One line of free text a diner writes for others to read (a note for the kitchen, a comment on
 * a payment's feedback): at most `max` characters (UTF-16 units, as the app counts them), no
 * control characters (Unicode's Cc: a NUL, an ESC, a line break: one line that cannot fake
 * another on a kitchen's screen or the staff's terminal) nor format characters (a bidi control
 * would turn round what is shown after it; the joiners stay: schema/constants.ts
 * NOT_IN_VISIBLE_TEXT, as a first name), and well-formed. Where it is stored it is trimmed, and
 * a blank one is none (src/domain/note.ts). Everywhere it is shown, it is text isolated for
 * direction (`<bdi>`), never markup.
 */
export const visibleLine = (max: number) => {
  const rule = `at most ${max} characters, no control or format characters but the joiners`
  return Schema.String.check(
    isWellFormedText,
    Schema.isMaxLength(max),
    // Generators draw such text as any text kept when it passes, not from this pattern.
    Schema.isPattern(new RegExp(`^[^${NOT_IN_VISIBLE_TEXT}]*$`, "u"), { expected: rule, arbitraryConstraint: {} }),
    Schema.makeFilter((text: string) => !NOT_VISIBLE_BY_CATEGORY.test(text), { expected: rule }),
  )
}
