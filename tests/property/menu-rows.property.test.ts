import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { MenuItem } from "../../schema/menu"
import { groupBySection } from "../../src/domain/menu"
import { DISH_COLUMN_GAP, DISH_MIN_WIDTH, columnsFor, menuRows, sectionAt } from "../../src/features/menu/menu-rows"
import { arbitraryOf } from "../support/arbitrary"

const sectionNames = fc.constantFrom("Short Eats", "Kottu", "Drinks", "Desserts", "Hoppers")
const menus = fc
  .array(
    fc
      .tuple(arbitraryOf(MenuItem), sectionNames)
      .map(([item, name]) => ({ ...item, section: { ...item.section, id: `section-${name}`, name } })),
    { maxLength: 40 },
  )
  .map((items) => groupBySection(items))
const columns = fc.integer({ min: 1, max: 6 })

describe("menu rows of the virtualized list (property)", () => {
  it("lists every dish once, in the menu's order, each line within its section and no wider than the columns", () => {
    fc.assert(
      fc.property(menus, columns, (sections, perLine) => {
        const rows = menuRows(sections, perLine)
        const dishes = rows.flatMap((row) => (row.kind === "dishes" ? row.items.map((item) => item.id) : []))
        expect(dishes).toEqual(sections.flatMap(({ items }) => items.map((item) => item.id)))
        let heading: string | null = null
        for (const row of rows) {
          if (row.kind === "heading") heading = row.sectionId
          else {
            expect(row.sectionId).toBe(heading)
            expect(row.items.length).toBeGreaterThan(0)
            expect(row.items.length).toBeLessThanOrEqual(perLine)
          }
        }
        expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length)
      }),
    )
  })

  it("fits as many cards side by side as CSS grid's auto-fill would, and always at least one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), (width) => {
        const count = columnsFor(width)
        expect(count).toBeGreaterThanOrEqual(1)
        if (count > 1) expect(count * DISH_MIN_WIDTH + (count - 1) * DISH_COLUMN_GAP).toBeLessThanOrEqual(width)
        expect((count + 1) * DISH_MIN_WIDTH + count * DISH_COLUMN_GAP).toBeGreaterThan(width)
      }),
    )
  })

  it("names the section of the first row still showing below the covered top", () => {
    fc.assert(
      fc.property(menus, fc.integer({ min: 0, max: 5000 }), (sections, top) => {
        const rows = menuRows(sections, 1)
        const placed = rows.map((_, index) => ({ index, end: (index + 1) * 100 }))
        const expected = rows[Math.floor(top / 100)]?.sectionId ?? null
        expect(sectionAt(rows, placed, top)).toBe(expected)
      }),
    )
  })
})
