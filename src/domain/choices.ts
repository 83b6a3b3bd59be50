import type { SelectedChoices } from "../../schema/cart"
import type { Variant, VariantChoice } from "../../schema/menu"
import { pickedOptions } from "./pricing"

/**
 * Choice rules of spec sections 4 and 5.
 *
 * A choice is *single* when it allows at most one option (maxSelection 1): a pick there
 * replaces the selection, like a radio group. Any other choice is *multi*: an option toggles
 * in or out, and a toggle that would pass maxSelection is refused (the selection stays, and
 * the outcome says why, so the drawer can tell the diner).
 */

export type ChoiceProblemKind = "required" | "tooFew" | "tooMany" | "unknownOption" | "unknownChoice"

export interface ChoiceProblem {
  readonly choiceId: string
  readonly kind: ChoiceProblemKind
  /** Says what is wrong in the diner's words. */
  readonly message: string
}

export const isSingleChoice = (variantChoice: VariantChoice): boolean => variantChoice.choice.maxSelection === 1

/** Needs at least one pick: required, or a minimum above 0. */
export const needsPick = (variantChoice: VariantChoice): boolean => variantChoice.required || variantChoice.choice.minSelection > 0

/**
 * Every unmet choice of a variant for a selection, in menu order (empty: the selection may be
 * added). Picks of options or choices the variant does not offer are problems too.
 */
export const choiceProblems = (variant: Variant, selected: SelectedChoices): ReadonlyArray<ChoiceProblem> => {
  const problems: ChoiceProblem[] = []
  for (const variantChoice of variant.choices) {
    const { id, name, minSelection, maxSelection } = variantChoice.choice
    const ids = new Set(selected[id] ?? [])
    const count = pickedOptions(variantChoice, selected).length
    if (count < ids.size)
      problems.push({ choiceId: id, kind: "unknownOption", message: `${name}: one of the picked options is not offered.` })
    if (needsPick(variantChoice) && count === 0)
      problems.push({ choiceId: id, kind: "required", message: `${name}: pick ${describeRange(minSelection, maxSelection)}.` })
    else if (count < minSelection) problems.push({ choiceId: id, kind: "tooFew", message: `${name}: pick at least ${minSelection}.` })
    else if (maxSelection !== null && count > maxSelection)
      problems.push({ choiceId: id, kind: "tooMany", message: `${name}: pick at most ${maxSelection}.` })
  }
  const offered = new Set(variant.choices.map((variantChoice) => variantChoice.choice.id))
  for (const choiceId of Object.keys(selected)) {
    if (!offered.has(choiceId) && (selected[choiceId]?.length ?? 0) > 0) {
      problems.push({ choiceId, kind: "unknownChoice", message: "A picked choice is not offered for this dish." })
    }
  }
  return problems
}

export type PickOutcome =
  | { readonly _tag: "Picked"; readonly selected: SelectedChoices }
  /** Past the choice's maximum: the selection stays (the drawer says why, from the choice: `drawer.refused`). */
  | { readonly _tag: "Refused"; readonly selected: SelectedChoices; readonly max: number }

/**
 * The diner taps an option. Single choice: the option replaces the selection; tapping the
 * picked option again clears it only when the choice needs no pick. Multi choice: the option
 * toggles; adding past maxSelection is refused with a reason.
 */
export const pickOption = (variantChoice: VariantChoice, selected: SelectedChoices, optionId: string): PickOutcome => {
  const choiceId = variantChoice.choice.id
  const current = selected[choiceId] ?? []
  const has = current.includes(optionId)
  const next = (ids: ReadonlyArray<string>): PickOutcome => ({ _tag: "Picked", selected: { ...selected, [choiceId]: ids } })
  if (isSingleChoice(variantChoice)) return next(has && !needsPick(variantChoice) ? [] : [optionId])
  if (has) return next(current.filter((id) => id !== optionId))
  const max = variantChoice.choice.maxSelection
  if (max !== null && current.length >= max) {
    return { _tag: "Refused", selected, max }
  }
  return next([...current, optionId])
}

const describeRange = (min: number, max: number | null): string => {
  const low = Math.max(min, 1)
  if (max === null) return `at least ${low}`
  if (low === max) return low === 1 ? "one" : `${low}`
  return `${low} to ${max}`
}
