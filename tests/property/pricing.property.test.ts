import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { SelectedChoices } from "../../schema/cart"
import { ITEM_BASE_SELECTION } from "../../schema/constants"
import type { Variant } from "../../schema/menu"
import { isBaseSelection, linePrice, optionPrice, unitPrice } from "../../src/domain/pricing"
import { variants, variantWithSelection } from "../support/menu-arbitraries"

/**
 * The reference price, said another way: the variant price raised to the dearest "top"
 * option of the base-selection choices, plus every other picked option.
 */
const referencePrice = (variant: Variant, selected: SelectedChoices): number => {
  const tops: number[] = []
  let others = 0
  for (const variantChoice of variant.choices) {
    const prices = variantChoice.choiceOptions
      .filter((option) => (selected[variantChoice.choice.id] ?? []).includes(option.id))
      .map((option) => option.price)
    const all = prices.reduce((a, b) => a + b, 0)
    if (isBaseSelection(variantChoice) && prices.length > 0) {
      const top = Math.max(...prices)
      tops.push(top)
      others += all - top
    } else {
      others += all
    }
  }
  return Math.max(variant.price, ...tops) + others
}

const reversed = (selected: SelectedChoices): SelectedChoices =>
  Object.fromEntries(
    Object.entries(selected)
      .reverse()
      .map(([choiceId, ids]) => [choiceId, [...ids].reverse()]),
  )

describe("pricing (property)", () => {
  it("is never negative and is a whole number of minor units", () => {
    fc.assert(
      fc.property(variantWithSelection, fc.integer({ min: 1, max: 99 }), ({ variant, selected }, quantity) => {
        const price = linePrice(variant, selected, quantity)
        expect(price).toBeGreaterThanOrEqual(0)
        expect(Number.isSafeInteger(price)).toBe(true)
      }),
    )
  })

  it("is linear in quantity", () => {
    fc.assert(
      fc.property(variantWithSelection, fc.integer({ min: 1, max: 99 }), ({ variant, selected }, quantity) => {
        expect(linePrice(variant, selected, quantity)).toBe(quantity * linePrice(variant, selected, 1))
      }),
    )
  })

  it("does not depend on the order in which options were picked", () => {
    fc.assert(
      fc.property(variantWithSelection, ({ variant, selected }) => {
        expect(unitPrice(variant, reversed(selected))).toBe(unitPrice(variant, selected))
      }),
    )
  })

  it("equals the reference computation", () => {
    fc.assert(
      fc.property(variantWithSelection, ({ variant, selected }) => {
        expect(unitPrice(variant, selected)).toBe(referencePrice(variant, selected))
      }),
    )
  })
})

describe("the item-base-selection rule (property)", () => {
  // One base-selection choice with one option of any price, beside the variant's other choices.
  const withBaseChoice = fc.tuple(variants, fc.nat({ max: 10_000_000 })).map(([variant, optionPrice]) => ({
    variant: {
      ...variant,
      choices: [
        ...variant.choices.map((variantChoice) => ({ ...variantChoice, choice: { ...variantChoice.choice, attributes: [] } })),
        {
          id: "vc-size",
          required: true,
          choice: { id: "size", name: "Size", minSelection: 1, maxSelection: 1, attributes: [{ value: ITEM_BASE_SELECTION }] },
          choiceOptions: [{ id: "size-x", name: "X", price: optionPrice }],
        },
      ],
    },
    optionPrice,
  }))

  it("never gives less than the plain base price, and is base + others when the option is cheaper", () => {
    fc.assert(
      fc.property(withBaseChoice, ({ variant, optionPrice }) => {
        const others = unitPrice(variant, {}) - variant.price
        const price = unitPrice(variant, { size: ["size-x"] })
        expect(price).toBeGreaterThanOrEqual(variant.price)
        if (optionPrice <= variant.price) expect(price).toBe(variant.price + others)
        else expect(price).toBe(optionPrice + others)
      }),
    )
  })
})

describe("an option's price beside its name (property)", () => {
  // Every option of every choice of any variant, picked alone.
  const variantAndOption = variants
    .filter((variant) => variant.choices.some((variantChoice) => variantChoice.choiceOptions.length > 0))
    .chain((variant) => {
      const offered = variant.choices.flatMap((variantChoice) => variantChoice.choiceOptions.map((option) => ({ variantChoice, option })))
      return fc.constantFrom(...offered).map((picked) => ({ variant, ...picked }))
    })

  it("is what the dish costs with it picked alone: the price it sets (a portion), or the variant's price plus what it adds", () => {
    fc.assert(
      fc.property(variantAndOption, ({ variant, variantChoice, option }) => {
        // An option id offered twice in one choice is picked twice; the rule reads each option once.
        fc.pre(variantChoice.choiceOptions.filter((other) => other.id === option.id).length === 1)
        const shown = optionPrice(variant, variantChoice, option)
        const alone = unitPrice(variant, { [variantChoice.choice.id]: [option.id] })
        expect(shown.kind).toBe(isBaseSelection(variantChoice) ? "sets" : "adds")
        expect(shown.kind === "sets" ? shown.price : variant.price + shown.price).toBe(alone)
      }),
    )
  })
})
