import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { MenuItem } from "../../schema/menu"
import { choiceProblems } from "../../src/domain/choices"
import { againAnswer, orderAgain, type PastLine } from "../../src/domain/order-again"
import { linePrice } from "../../src/domain/pricing"
import { selectionFor, variants } from "../support/menu-arbitraries"
import { menuItem } from "../support/menu-fixtures"

/** A menu of a few dishes, each with one to three variants (some disabled), ids unique. */
const menus: fc.Arbitrary<ReadonlyArray<MenuItem>> = fc
  .array(fc.array(variants, { minLength: 1, maxLength: 3 }), { maxLength: 4 })
  .map((dishes) =>
    dishes.map((dishVariants, i) =>
      menuItem(`dish${i}`, "Section", i, { variants: dishVariants.map((one, j) => ({ ...one, id: `dish${i}-v${j}` })) }),
    ),
  )

/**
 * A line ordered before, against a menu: mostly of its dishes and variants with picks of their
 * options (valid or not), sometimes of a dish or variant it does not have, or of no known dish.
 */
const pastLineOn = (menu: ReadonlyArray<MenuItem>): fc.Arbitrary<PastLine> =>
  fc
    .record({
      dish: fc.nat({ max: menu.length }),
      variant: fc.nat({ max: 3 }),
      known: fc.boolean(),
      quantity: fc.integer({ min: 1, max: 99 }),
    })
    .chain(({ dish, variant, known, quantity }) => {
      const item = menu[dish]
      const ordered = item?.variants[variant]
      return fc
        .record({
          selectedChoices: ordered === undefined ? fc.constant({}) : selectionFor(ordered),
          note: fc.constantFrom("", "no onions"),
          paid: fc.oneof(fc.nat({ max: 100_000 }), fc.constant(ordered === undefined ? 0 : linePrice(ordered, {}, quantity))),
        })
        .map(({ selectedChoices, note, paid }) => ({
          key: `line-${dish}-${variant}`,
          itemId: known ? (item?.id ?? "item-gone") : undefined,
          variantId: known ? `dish${dish}-v${variant}` : undefined,
          name: item?.name ?? "Gone",
          selectedChoices,
          quantity,
          note,
          paid,
        }))
    })

const menuAndLines = menus.chain((menu) => fc.array(pastLineOn(menu), { maxLength: 6 }).map((lines) => ({ menu, lines })))

describe("Add again (property)", () => {
  it("answers each line once, in order: added as it was at today's price, or not, for the reason the menu gives", () => {
    // Every outcome was drawn, the price changed and not: the property held for each.
    const drawn = new Set<string>()
    fc.assert(
      fc.property(menuAndLines, ({ menu, lines }) => {
        const outcomes = orderAgain(lines, menu)
        expect(outcomes.map((outcome) => outcome.line)).toEqual(lines)
        for (const outcome of outcomes) {
          drawn.add(outcome._tag === "Addable" ? `Addable ${outcome.priceChanged ? "dearer or cheaper" : "same price"}` : outcome.reason)
          const { line } = outcome
          const item = menu.find((candidate) => candidate.id === line.itemId)
          const variant = item?.variants.find((candidate) => candidate.id === line.variantId)
          const offered = item !== undefined && item.variants.some((candidate) => candidate.enabled) && variant?.enabled !== false
          const expected =
            line.itemId === undefined || item === undefined
              ? "offMenu"
              : !offered
                ? "soldOut"
                : variant === undefined || choiceProblems(variant, line.selectedChoices).length > 0
                  ? "changed"
                  : null
          if (outcome._tag === "NotAddable") {
            expect(outcome.reason).toBe(expected)
          } else {
            expect(expected).toBeNull()
            // Only an enabled variant, its picks meeting today's rules, is sent; as it was ordered.
            expect(variant?.enabled).toBe(true)
            expect(outcome.add).toEqual({
              itemId: line.itemId,
              variantId: line.variantId,
              selectedChoices: line.selectedChoices,
              quantity: line.quantity,
              note: line.note,
            })
            expect(outcome.today).toBe(variant === undefined ? NaN : linePrice(variant, line.selectedChoices, line.quantity))
            expect(outcome.priceChanged).toBe(outcome.today !== line.paid)
          }
        }
      }),
    )
    expect([...drawn].sort()).toEqual(["Addable dearer or cheaper", "Addable same price", "changed", "offMenu", "soldOut"])
  })

  it("names every line in what the screen says: each added or not added, none twice, none left out", () => {
    fc.assert(
      fc.property(menuAndLines, ({ menu, lines }) => {
        const answer = againAnswer("order-1", orderAgain(lines, menu))
        expect(answer.added.length + answer.notAdded.length).toBe(lines.length)
        const named = [...answer.added, ...answer.notAdded].map((dish) => `${dish.name} ${dish.quantity}`).sort()
        expect(named).toEqual(lines.map((line) => `${line.name} ${line.quantity}`).sort())
      }),
    )
  })
})
