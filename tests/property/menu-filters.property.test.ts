import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Allergen, MenuFilters, MenuItem } from "../../schema/menu"
import { groupBySection, isVisible, menuSections, searchItems } from "../../src/domain/menu"
import {
  ALLERGEN_GROUPS,
  filterItems,
  isGroupOn,
  meetsDiet,
  passesFilters,
  toggleGroup,
  type AllergenGroup,
} from "../../src/domain/menu-filters"
import { arbitraryOf } from "../support/arbitrary"

// Dishes from the schema; half of them list their allergens (a random optional key is often
// absent), drawn from a few shared sections as on a real menu.
const listed = fc.subarray([...Allergen.literals])
const dishes = fc.array(
  fc
    .tuple(arbitraryOf(MenuItem, { maxArray: 3 }), fc.option(listed, { nil: undefined }), fc.constantFrom("Short Eats", "Kottu", "Drinks"))
    .map(([item, allergens, section]) => {
      const rest: MenuItem = { ...item }
      delete (rest as { allergens?: unknown }).allergens
      return {
        ...rest,
        ...(allergens === undefined ? {} : { allergens }),
        section: { ...item.section, id: `section-${section}`, name: section },
      }
    }),
  { maxLength: 20 },
)
const filters = arbitraryOf(MenuFilters, { maxArray: 4 })
const searchText = fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom("", " "))
const group = fc.constantFrom(...(Object.keys(ALLERGEN_GROUPS) as AllergenGroup[]))

describe("dietary and allergen filters (property)", () => {
  it("never shows a dish holding an excluded allergen", () => {
    fc.assert(
      fc.property(dishes, filters, (menu, chosen) => {
        for (const item of filterItems(menu, chosen)) {
          for (const allergen of chosen.withoutAllergens) expect(item.allergens ?? []).not.toContain(allergen)
        }
      }),
    )
  })

  it("never shows a dish whose allergens are not listed as free of them", () => {
    fc.assert(
      fc.property(dishes, filters, (menu, chosen) => {
        if (chosen.withoutAllergens.length === 0) return
        for (const item of filterItems(menu, chosen)) expect(item.allergens).toBeDefined()
      }),
    )
  })

  it("shows only dishes meeting every diet asked for, and hides no dish that passes", () => {
    fc.assert(
      fc.property(dishes, filters, (menu, chosen) => {
        const shown = filterItems(menu, chosen)
        for (const item of shown) for (const diet of chosen.diets) expect(meetsDiet(item, diet)).toBe(true)
        const passing = menu.filter(
          (item) =>
            chosen.diets.every((diet) => meetsDiet(item, diet)) &&
            (chosen.withoutAllergens.length === 0 ||
              (item.allergens !== undefined && item.allergens.every((allergen) => !chosen.withoutAllergens.includes(allergen)))),
        )
        expect(shown).toEqual(passing)
      }),
    )
  })

  it("combine with search and sections: each section lists exactly its visible, matching, passing dishes, and no section is empty", () => {
    fc.assert(
      fc.property(dishes, searchText, filters, (menu, text, chosen) => {
        const sections = menuSections(menu, text, chosen)
        const expected = searchItems(menu, text).filter((item) => passesFilters(item, chosen))
        expect(sections.flatMap((section) => section.items)).toEqual(groupBySection(expected).flatMap((section) => section.items))
        for (const section of sections) {
          expect(section.items.length).toBeGreaterThan(0)
          for (const item of section.items) {
            expect(isVisible(item)).toBe(true)
            expect(item.section.id).toBe(section.section.id)
          }
        }
      }),
    )
  })

  it("a chip toggled twice leaves the filters as they were, and turned on excludes its whole group", () => {
    fc.assert(
      fc.property(filters, group, (chosen, chip) => {
        const on = toggleGroup(chosen, chip)
        if (!isGroupOn(chosen, chip)) {
          expect(isGroupOn(on, chip)).toBe(true)
          expect(new Set(toggleGroup(on, chip).withoutAllergens)).toEqual(
            new Set(chosen.withoutAllergens.filter((allergen) => !(ALLERGEN_GROUPS[chip] as ReadonlyArray<string>).includes(allergen))),
          )
        } else {
          expect(isGroupOn(on, chip)).toBe(false)
        }
      }),
    )
  })
})
