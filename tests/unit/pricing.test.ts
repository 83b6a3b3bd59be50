import { describe, expect, it } from "vitest"
import { clampQuantity, linePrice, unitPrice } from "../../src/domain/pricing"
import { variant, variantChoice } from "../support/menu-fixtures"

const portion = variantChoice("portion", {
  required: true,
  min: 1,
  max: 1,
  baseSelection: true,
  options: [
    ["regular", 0],
    ["large", 185000],
    ["family", 420000],
  ],
})
const extras = variantChoice("extras", {
  max: 3,
  options: [
    ["egg", 15000],
    ["papadam", 8000],
    ["chicken", 45000],
  ],
})
const riceAndCurry = variant({ price: 145000, choices: [portion, extras] })

describe("price of an item being customized", () => {
  it("is the base price with nothing picked", () => {
    expect(unitPrice(riceAndCurry, {})).toBe(145000)
  })

  it("adds the picked options", () => {
    expect(unitPrice(riceAndCurry, { extras: ["egg", "papadam"] })).toBe(145000 + 15000 + 8000)
  })

  it("lets a base-selection option replace the base when it is dearer", () => {
    expect(unitPrice(riceAndCurry, { portion: ["large"], extras: ["egg"] })).toBe(185000 + 15000)
  })

  it("keeps the base when the base-selection option is cheaper", () => {
    expect(unitPrice(riceAndCurry, { portion: ["regular"] })).toBe(145000)
  })

  it("adds further options of a base-selection choice that allows several", () => {
    const sizes = variantChoice("sizes", {
      baseSelection: true,
      options: [
        ["a", 200],
        ["b", 300],
      ],
    })
    expect(unitPrice(variant({ price: 250, choices: [sizes] }), { sizes: ["a", "b"] })).toBe(300 + 200)
  })

  it("ignores picks of options the choice does not offer", () => {
    expect(unitPrice(riceAndCurry, { extras: ["caviar"] })).toBe(145000)
  })

  it("multiplies by the quantity, at least 1", () => {
    expect(linePrice(riceAndCurry, { portion: ["family"] }, 3)).toBe(3 * 420000)
    expect(linePrice(riceAndCurry, {}, 0)).toBe(145000)
    expect(clampQuantity(-4)).toBe(1)
    expect(clampQuantity(2.7)).toBe(2)
    expect(clampQuantity(Number.NaN)).toBe(1)
  })
})
