import type { SelectedChoices } from "../../schema/cart"
import { LONE_SURROGATE, NOTE_MAX_LENGTH, NOT_IN_VISIBLE_TEXT, NOT_VISIBLE_BY_CATEGORY } from "../../schema/constants"

/**
 * Notes on cart lines and orders (schema/cart.ts `Note`): kept trimmed, a blank note being none,
 * so that "no onions " and "no onions" are one note, and a line without a note and one with a
 * blank note are one line.
 */

/** A note as stored and answered: trimmed; blank or absent is none (""). */
export const noteOf = (note: string | undefined): string => note?.trim() ?? ""

/** The `note` field of a line or an order as answered: present only when there is one. */
export const noteField = (note: string): { readonly note?: string } => (note === "" ? {} : { note })

/**
 * The merge rule of a cart: two adds make one line (their quantities summed) only when they are
 * the same dish and variant with the same picks (in any order) and the same note (trimmed).
 * The server applies it in SQL (the cart lines' unique index); this is its statement.
 */
export const mergeKey = (line: {
  readonly itemId: string
  readonly variantId: string
  readonly selectedChoices: SelectedChoices
  readonly note?: string
}): string => JSON.stringify([line.itemId, line.variantId, normalizedChoices(line.selectedChoices), noteOf(line.note)])

/** Same picks, whatever their order: sorted keys and ids, empty choices dropped. */
export const normalizedChoices = (selected: SelectedChoices): SelectedChoices =>
  Object.fromEntries(
    Object.keys(selected)
      .sort()
      .flatMap((choiceId) => {
        const ids = [...new Set(selected[choiceId] ?? [])].sort()
        return ids.length === 0 ? [] : [[choiceId, ids]]
      }),
  )

/**
 * Why a note as typed cannot be sent, or null: it can (checked again by the server, schema/cart.ts
 * Note). Any line a diner writes for others is held to the same rule with its own length
 * (schema/text.ts `visibleLine`: a feedback's comment has `max` 500).
 */
export type NoteProblem = { readonly kind: "tooLong"; readonly count: number } | { readonly kind: "control" } | null

export const noteProblem = (typed: string, max: number = NOTE_MAX_LENGTH): NoteProblem => {
  const note = noteOf(typed)
  if (note.length > max) return { kind: "tooLong", count: note.length }
  // The rule of schema/cart.ts `Note`, from the same constants, without loading Effect into the first screen's code.
  return NOT_VISIBLE.test(note) || NOT_VISIBLE_BY_CATEGORY.test(note) || LONE_SURROGATE.test(note) ? { kind: "control" } : null
}

const NOT_VISIBLE = new RegExp(`[${NOT_IN_VISIBLE_TEXT}]`, "u")
