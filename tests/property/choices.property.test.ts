import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { SelectedChoices } from "../../schema/cart"
import { choiceProblems, isSingleChoice, pickOption } from "../../src/domain/choices"
import { formatPhone, phoneDigits } from "../../src/domain/phone"
import { variants, variantWithSelection } from "../support/menu-arbitraries"

const sameSelection = (a: SelectedChoices, b: SelectedChoices) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const key of keys) expect([...(a[key] ?? [])].sort()).toEqual([...(b[key] ?? [])].sort())
}

describe("choice validity (property)", () => {
  it("agrees with counting the picks of every choice", () => {
    fc.assert(
      fc.property(variantWithSelection, ({ variant, selected }) => {
        const countsOk = variant.choices.every((variantChoice) => {
          const count = (selected[variantChoice.choice.id] ?? []).length
          const { minSelection, maxSelection } = variantChoice.choice
          const needsOne = variantChoice.required || minSelection > 0
          return (!needsOne || count >= 1) && count >= minSelection && (maxSelection === null || count <= maxSelection)
        })
        expect(choiceProblems(variant, selected).length === 0).toBe(countsOk)
      }),
    )
  })
})

// Any sequence of taps on a variant's options: (choice index, option index) pairs.
const taps = fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 30 })

describe("picking (property)", () => {
  it("tapping an option twice in a multi choice restores the selection", () => {
    fc.assert(
      fc.property(variantWithSelection, fc.nat(), fc.nat(), ({ variant, selected }, c, o) => {
        const variantChoice = variant.choices[c % Math.max(variant.choices.length, 1)]
        if (variantChoice === undefined || isSingleChoice(variantChoice)) return
        const option = variantChoice.choiceOptions[o % Math.max(variantChoice.choiceOptions.length, 1)]
        if (option === undefined) return
        const once = pickOption(variantChoice, selected, option.id)
        if (once._tag === "Refused") {
          expect(once.selected).toBe(selected)
          return
        }
        sameSelection(pickOption(variantChoice, once.selected, option.id).selected, selected)
      }),
    )
  })

  it("never holds more than one option in a single choice, nor more than maxSelection in any", () => {
    fc.assert(
      fc.property(variants, taps, (variant, sequence) => {
        let selected: SelectedChoices = {}
        for (const [c, o] of sequence) {
          const variantChoice = variant.choices[c % Math.max(variant.choices.length, 1)]
          const option = variantChoice?.choiceOptions[o % Math.max(variantChoice.choiceOptions.length, 1)]
          if (variantChoice === undefined || option === undefined) continue
          selected = pickOption(variantChoice, selected, option.id).selected
          const held = selected[variantChoice.choice.id] ?? []
          if (isSingleChoice(variantChoice)) expect(held.length).toBeLessThanOrEqual(1)
          const max = variantChoice.choice.maxSelection
          if (max !== null) expect(held.length).toBeLessThanOrEqual(Math.max(max, 1))
        }
      }),
    )
  })
})

describe("phone (property)", () => {
  it("keeps at most 10 digits, and formatting then stripping gives the digits back", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (input) => {
        const digits = phoneDigits(input)
        expect(digits).toMatch(/^\d{0,10}$/)
        expect(phoneDigits(formatPhone(digits))).toBe(digits)
        expect(formatPhone(digits)).toMatch(/^(\d{1,4})?( \d{1,3}){0,2}$/)
      }),
    )
  })
})
