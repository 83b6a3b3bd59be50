import { describe, expect, it } from "vitest"
import { choiceProblems, isSingleChoice, pickOption } from "../../src/domain/choices"
import { variant, variantChoice } from "../support/menu-fixtures"

const spice = variantChoice("spice", {
  required: true,
  min: 1,
  max: 1,
  options: [
    ["mild", 0],
    ["hot", 0],
  ],
})
const sugar = variantChoice("sugar", {
  min: 0,
  max: 1,
  options: [
    ["none", 0],
    ["less", 0],
  ],
})
const sides = variantChoice("sides", {
  required: true,
  min: 1,
  max: 2,
  options: [
    ["sambol", 0],
    ["dhal", 9000],
    ["curry", 25000],
  ],
})
const protein = variantChoice("protein", {
  required: false,
  min: 1,
  max: 1,
  options: [
    ["veg", 0],
    ["egg", 10000],
  ],
})
const toppings = variantChoice("toppings", {
  options: [
    ["cheese", 25000],
    ["egg", 12000],
  ],
})
const dish = variant({ choices: [spice, sugar, sides, protein, toppings] })

describe("choice validity", () => {
  it("names every choice that needs a pick: required ones and those with a minimum", () => {
    expect(choiceProblems(dish, {}).map((problem) => [problem.choiceId, problem.kind])).toEqual([
      ["spice", "required"],
      ["sides", "required"],
      ["protein", "required"],
    ])
  })

  it("accepts a selection within every choice's bounds", () => {
    expect(choiceProblems(dish, { spice: ["hot"], sides: ["sambol", "dhal"], protein: ["veg"], toppings: ["cheese", "egg"] })).toEqual([])
  })

  it("refuses more than maxSelection", () => {
    const problems = choiceProblems(dish, { spice: ["hot"], sides: ["sambol", "dhal", "curry"], protein: ["veg"] })
    expect(problems).toMatchObject([{ choiceId: "sides", kind: "tooMany" }])
    expect(problems[0]?.message).toBe("sides: pick at most 2.")
  })

  it("refuses fewer than minSelection", () => {
    const two = variant({
      choices: [
        variantChoice("two", {
          min: 2,
          options: [
            ["a", 0],
            ["b", 0],
            ["c", 0],
          ],
        }),
      ],
    })
    expect(choiceProblems(two, { two: ["a"] })).toMatchObject([{ choiceId: "two", kind: "tooFew" }])
  })

  it("refuses options and choices the variant does not offer", () => {
    const problems = choiceProblems(dish, { spice: ["volcanic"], sides: ["dhal"], protein: ["veg"], dessert: ["cake"] })
    expect(problems.map((problem) => problem.kind)).toEqual(["unknownOption", "required", "unknownChoice"])
  })
})

describe("picking options", () => {
  it("treats a choice of at most one as single", () => {
    expect([spice, sugar, sides, protein, toppings].map(isSingleChoice)).toEqual([true, true, false, true, false])
  })

  it("replaces the pick in a single choice", () => {
    const first = pickOption(spice, {}, "mild")
    const second = pickOption(spice, first.selected, "hot")
    expect(second).toEqual({ _tag: "Picked", selected: { spice: ["hot"] } })
  })

  it("keeps a needed single pick on a second tap, and clears an optional one", () => {
    expect(pickOption(spice, { spice: ["hot"] }, "hot").selected).toEqual({ spice: ["hot"] })
    expect(pickOption(sugar, { sugar: ["less"] }, "less").selected).toEqual({ sugar: [] })
  })

  it("toggles in a multi choice, and refuses past the maximum with a reason", () => {
    const one = pickOption(sides, {}, "sambol")
    const two = pickOption(sides, one.selected, "dhal")
    const three = pickOption(sides, two.selected, "curry")
    expect(three).toEqual({ _tag: "Refused", selected: { sides: ["sambol", "dhal"] }, max: 2 })
    expect(pickOption(sides, two.selected, "sambol").selected).toEqual({ sides: ["dhal"] })
  })
})
