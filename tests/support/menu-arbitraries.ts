import fc from "fast-check"
import type { SelectedChoices } from "../../schema/cart"
import { ITEM_BASE_SELECTION } from "../../schema/constants"
import { Variant } from "../../schema/menu"
import { arbitraryOf } from "./arbitrary"

/**
 * Variants drawn from the Variant schema, with ids made unique per variant (random strings
 * may collide, and ids identify choices and options), and about a third of the choices
 * marked item-base-selection (a random attribute string would never be that one value).
 */
export const variants: fc.Arbitrary<Variant> = fc
  .tuple(arbitraryOf(Variant, { maxArray: 4 }), fc.array(fc.nat({ max: 2 }), { minLength: 4, maxLength: 4 }))
  .map(([variant, marks]) => ({
    ...variant,
    choices: variant.choices.map((variantChoice, i) => ({
      ...variantChoice,
      choice: {
        ...variantChoice.choice,
        id: `c${i}`,
        attributes: marks[i] === 0 ? [...variantChoice.choice.attributes, { value: ITEM_BASE_SELECTION }] : variantChoice.choice.attributes,
      },
      choiceOptions: variantChoice.choiceOptions.map((option, j) => ({ ...option, id: `c${i}o${j}` })),
    })),
  }))

/** Any subset of each choice's options, each subset in any order. */
export const selectionFor = (variant: Variant): fc.Arbitrary<SelectedChoices> =>
  fc
    .tuple(...variant.choices.map((variantChoice) => fc.shuffledSubarray(variantChoice.choiceOptions.map((option) => option.id))))
    .map((picks) => Object.fromEntries(variant.choices.map((variantChoice, i) => [variantChoice.choice.id, picks[i] ?? []])))

export const variantWithSelection = variants.chain((variant) => selectionFor(variant).map((selected) => ({ variant, selected })))
