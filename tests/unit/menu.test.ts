import { describe, expect, it } from "vitest"
import { groupBySection, isVisible, searchItems } from "../../src/domain/menu"
import { menuItem, variant } from "../support/menu-fixtures"

const kottu = menuItem("Cheese Kottu", "Kottu", 3)
const tea = menuItem("Ceylon Tea", "Drinks", 6)
const soldOut = menuItem("Dolphin Kottu", "Kottu", 3, { variants: [variant({ enabled: false })] })
const cutlets = menuItem("Fish Cutlets", "Short Eats", 0)

describe("menu visibility", () => {
  it("shows an item only while one of its variants is enabled", () => {
    expect(isVisible(kottu)).toBe(true)
    expect(isVisible(soldOut)).toBe(false)
    expect(isVisible(menuItem("x", "s", 0, { variants: [variant({ enabled: false }), variant({ id: "v2" })] }))).toBe(true)
    expect(isVisible(menuItem("x", "s", 0, { variants: [] }))).toBe(false)
  })
})

describe("menu search", () => {
  const items = [kottu, tea, soldOut, cutlets]

  it("matches a trimmed, case-insensitive substring of the name", () => {
    expect(searchItems(items, "  KOTTU ").map((item) => item.name)).toEqual(["Cheese Kottu"])
    expect(searchItems(items, "tea").map((item) => item.name)).toEqual(["Ceylon Tea"])
  })

  it("shows every visible item for an empty search, and never a hidden one", () => {
    expect(searchItems(items, "").map((item) => item.name)).toEqual(["Cheese Kottu", "Ceylon Tea", "Fish Cutlets"])
    expect(searchItems(items, "dolphin")).toEqual([])
  })

  it("finds a dish through a typo from 4 characters on, at the start of a word of its name", () => {
    expect(searchItems(items, "kotu").map((item) => item.name)).toEqual(["Cheese Kottu"])
    expect(searchItems(items, "Ceylon Taa").map((item) => item.name)).toEqual(["Ceylon Tea"])
    expect(searchItems(items, "cutlts").map((item) => item.name)).toEqual(["Fish Cutlets"])
    expect(searchItems(items, "chese kotu").map((item) => item.name)).toEqual(["Cheese Kottu"])
    // Too short to guess from, or too far from any word's start.
    expect(searchItems(items, "tee")).toEqual([])
    expect(searchItems(items, "otu")).toEqual([])
    expect(searchItems(items, "kitten")).toEqual([])
  })
})

describe("sections", () => {
  it("lists each section once, ordered by its lowest sectionIndex", () => {
    const late = menuItem("Egg Kottu", "Kottu", 1)
    const sections = groupBySection([tea, kottu, cutlets, late])
    expect(sections.map((group) => group.section.name)).toEqual(["Short Eats", "Kottu", "Drinks"])
    expect(sections[1]?.items.map((item) => item.name)).toEqual(["Cheese Kottu", "Egg Kottu"])
  })
})
