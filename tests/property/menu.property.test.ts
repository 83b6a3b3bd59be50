import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { MenuItem } from "../../schema/menu"
import { groupBySection, isVisible, searchItems, TYPO_TOLERANT_FROM } from "../../src/domain/menu"
import { formatMoney } from "../../src/domain/money"
import { Money } from "../../schema/money"
import { arbitraryOf } from "../support/arbitrary"

// Items drawn from a few shared sections, so sections repeat as on a real menu.
const sections = fc.constantFrom("Short Eats", "Kottu", "Drinks", "Desserts")
const items = fc.array(
  fc.tuple(arbitraryOf(MenuItem), sections).map(([item, name]) => ({ ...item, section: { ...item.section, id: `section-${name}`, name } })),
  { maxLength: 25 },
)
const searchText = fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom("", "  ", "kottu", "TEA"))

describe("menu search (property)", () => {
  it("never shows a hidden item, nor, for a text too short to tolerate a typo, one whose name lacks the text", () => {
    fc.assert(
      fc.property(items, searchText, (menu, text) => {
        const needle = text.trim().toLowerCase()
        for (const item of searchItems(menu, text)) {
          expect(isVisible(item)).toBe(true)
          if (needle.length < TYPO_TOLERANT_FROM) expect(item.name.toLowerCase()).toContain(needle)
        }
      }),
    )
  })

  it("never hides a visible item whose name has the text, whatever its case", () => {
    fc.assert(
      fc.property(items, fc.nat(), (menu, pick) => {
        const visible = menu.filter(isVisible)
        const chosen = visible[pick % Math.max(visible.length, 1)]
        if (chosen === undefined) return
        const text = chosen.name.slice(0, 3).toUpperCase()
        expect(searchItems(menu, text)).toContain(chosen)
        expect(searchItems(menu, text.toLowerCase())).toEqual(searchItems(menu, text))
      }),
    )
  })
})

describe("sections (property)", () => {
  it("are unique, sorted by their lowest index, and hold every item once", () => {
    fc.assert(
      fc.property(items, (menu) => {
        const groups = groupBySection(menu)
        const ids = groups.map((group) => group.section.id)
        expect(new Set(ids).size).toBe(ids.length)
        for (let i = 1; i < groups.length; i++) {
          expect(groups[i - 1]?.sectionIndex ?? 0).toBeLessThanOrEqual(groups[i]?.sectionIndex ?? 0)
        }
        for (const group of groups) {
          expect(group.sectionIndex).toBe(Math.min(...group.items.map((item) => item.sectionIndex)))
        }
        expect(groups.flatMap((group) => group.items)).toHaveLength(menu.length)
      }),
    )
  })
})

describe("money (property)", () => {
  it("always shows two decimals that read back as the same amount", () => {
    fc.assert(
      fc.property(arbitraryOf(Money), (amount) => {
        const shown = formatMoney(amount, "Rs.")
        expect(shown).toMatch(/^Rs\.\u00a0\d+\.\d{2}$/)
        expect(Math.round(Number(shown.slice(4)) * 100)).toBe(amount)
      }),
    )
  })
})
