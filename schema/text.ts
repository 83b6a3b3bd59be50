import { Schema } from "effect"
import { LONE_SURROGATE } from "./constants"

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
