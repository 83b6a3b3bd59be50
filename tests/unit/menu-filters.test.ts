import { describe, expect, it } from "vitest"
import type { MenuItem } from "../../schema/menu"
import { filterItems, noFilters, toggleDiet, toggleGroup } from "../../src/domain/menu-filters"
import { localizeItems } from "../../src/domain/menu-language"
import { fold } from "../../src/domain/app-state"

const dish = (id: string, extra: Partial<MenuItem>): MenuItem => ({
  id,
  name: id,
  description: "",
  images: [],
  variants: [{ id: `${id}-v`, name: "Standard", price: 100, enabled: true, choices: [] }],
  section: { id: "s", name: "Section", images: [] },
  sectionIndex: 0,
  ...extra,
})
const hopper = dish("hopper", { dietary: ["vegetarian", "vegan", "halal"], allergens: [] })
const cake = dish("cake", { dietary: ["vegetarian", "containsAlcohol"], allergens: ["gluten", "nuts"] })
const unlisted = dish("unlisted", { dietary: ["vegan"] })

describe("menu filters", () => {
  it("takes a vegan dish for vegetarian, never a dish that does not say so", () => {
    const vegetarian = toggleDiet(noFilters, "vegetarian")
    expect(filterItems([hopper, cake, unlisted, dish("plain", {})], vegetarian).map((item) => item.id)).toEqual([
      "hopper",
      "cake",
      "unlisted",
    ])
    expect(filterItems([hopper, cake, unlisted], toggleDiet(noFilters, "vegan")).map((item) => item.id)).toEqual(["hopper", "unlisted"])
  })

  it("keeps a dish whose allergens are not listed out of every 'No ...' filter", () => {
    expect(filterItems([hopper, cake, unlisted], toggleGroup(noFilters, "milk")).map((item) => item.id)).toEqual(["hopper", "cake"])
    expect(filterItems([hopper, cake, unlisted], toggleGroup(noFilters, "nuts")).map((item) => item.id)).toEqual(["hopper"])
    expect(toggleGroup(noFilters, "nuts").withoutAllergens).toEqual(["nuts", "peanuts"])
  })

  it("are the diner's: they stay when another table's venue loads", () => {
    const filters = toggleGroup(noFilters, "gluten")
    const state = fold([
      { _tag: "v1.VenueLoadStarted", qrCode: "a" },
      { _tag: "v1.MenuFiltersChanged", filters },
      { _tag: "v1.VenueLoadStarted", qrCode: "b" },
      { _tag: "v1.VenueCleared" },
    ])
    expect(state.menuFilters).toEqual(filters)
  })
})

describe("the menu in the diner's language", () => {
  const translated = dish("kottu", {
    name: "Egg Kottu",
    description: "Godamba roti, eggs.",
    translations: { si: { name: "බිත්තර කොත්තු" }, ta: { name: "முட்டை கொத்து", description: "கோதம்ப ரொட்டி, முட்டைகள்." } },
    section: { id: "s", name: "Kottu", images: [], translations: { ta: { name: "கொத்து" } } },
  })

  it("falls back field by field to the venue's language, and reads a regional code by its language", () => {
    const [si] = localizeItems([translated], "si")
    expect([si?.name, si?.description, si?.section.name]).toEqual(["බිත්තර කොත්තු", "Godamba roti, eggs.", "Kottu"])
    const [ta] = localizeItems([translated], "ta-LK")
    expect([ta?.name, ta?.description, ta?.section.name]).toEqual(["முட்டை கொத்து", "கோதம்ப ரொட்டி, முட்டைகள்.", "கொத்து"])
    const [en] = localizeItems([translated], "en")
    expect([en?.name, en?.description, en?.id, en?.variants]).toEqual(["Egg Kottu", "Godamba roti, eggs.", "kottu", translated.variants])
  })
})
