import { extractText, getDocumentProxy } from "unpdf"
import { describe, expect, it } from "vitest"
import type { MenuItem } from "../../schema/menu"
import english from "../../src/ui/i18n/messages/en.json"
import { axeViolations, PHONE_VIEWPORT, reachedMark } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { addDish } from "../support/menu-page"

/**
 * The table's page prints as one paper menu (issue 50, item 6): printed to PDF by Chromium (the
 * print stylesheet's `@media print` rules), it holds every dish of the demo venue with its price
 * and its diet and heat marks, each section once, the venue's name once at its top, and none of the page's
 * controls, though the diner had a dish in the cart and the search open when they printed.
 */
describe("the printed menu", () => {
  const suite = setupServerAndBrowser()

  it("holds every dish with its price and marks, each section once, and no control; axe clean on the screen", async () => {
    const menu = (await (await fetch(`${suite.server.origin}/api/menu/pick/demo-table-1`)).json()) as { body: { items: MenuItem[] } }
    // The menu shows a dish with an enabled variant, at that variant's price (spec section 5).
    const dishes = menu.body.items.flatMap((item) => {
      const variant = item.variants.find((candidate) => candidate.enabled)
      return variant === undefined ? [] : [{ item, price: `Rs. ${(variant.price / 100).toFixed(2)}`, marks: marksOf(item) }]
    })
    expect(dishes.length, "the demo venue's dishes").toBeGreaterThan(20)
    expect(
      dishes.some(({ marks }) => marks.length > 0),
      "some dish has a diet or heat mark",
    ).toBe(true)

    const venue = ((await (await fetch(`${suite.server.origin}/api/venue/demo-table-1`)).json()) as { body: { venue: { name: string } } })
      .body.venue
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT })
    const page = await context.newPage()
    try {
      await page.goto(`${suite.server.origin}/demo-table-1`)
      await reachedMark(page, "hydrated", { timeout: 20_000 })
      // The controls a diner has on screen when they print: the View Cart bar, the search box.
      await addDish(page, "King Coconut")
      await page.getByRole("button", { name: english["menu.search"] }).click()
      await page.getByPlaceholder(english["menu.search"]).waitFor()
      expect(await axeViolations(page), "the menu with the cart and the search").toEqual([])

      const pdf = await page.pdf({ format: "A4", margin: { top: "12mm", bottom: "12mm", left: "12mm", right: "12mm" } })
      const { text: printed } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })
      // Spaces as read, the price's no-break space included.
      const text = printed.replace(/\s+/g, " ")
      const lines = printed.split("\n").map((line) => line.replace(/\s+/g, " ").trim())

      const names = dishes.map(({ item }) => item.name)
      for (const { item, price, marks } of dishes) {
        const start = text.indexOf(item.name)
        expect(start, `${item.name} is printed`).toBeGreaterThanOrEqual(0)
        // The dish's own part of the page: up to the next dish printed after it.
        const next = Math.min(...names.map((name) => text.indexOf(name, start + item.name.length)).filter((at) => at > start), text.length)
        const own = text.slice(start, next)
        expect(own, `${item.name}'s price`).toContain(price)
        for (const mark of marks) expect(own, `${item.name}'s mark`).toContain(mark)
      }
      // One menu: each section's name once (its heading, not its tab too), the venue's name once
      // (the header is not repeated on each page).
      for (const section of new Set(dishes.map(({ item }) => item.section.name)))
        expect(lines.filter((line) => line === section).length, `the section ${section}`).toBe(1)
      expect(lines.filter((line) => line === venue.name).length, "the venue's name").toBe(1)
      expect(lines[0], "the menu's first line").toBe(venue.name)
      for (const control of [
        english["drawer.add"].split(" {")[0] ?? "",
        english["viewCart"],
        "includes 10% service charge",
        english["table.callStaff"],
        english["menu.search"],
        english["header.bill"],
        english["without.nuts"],
      ])
        expect(text, "no control is printed").not.toContain(control)
    } finally {
      await context.close()
    }
  })
})

/** A dish's diet and heat words as its row says them (src/ui/dish-facts.tsx): a vegan dish is not said to be vegetarian too. */
const marksOf = (item: MenuItem): ReadonlyArray<string> => {
  const tags = item.dietary ?? []
  const spice = Math.min(item.spiceLevel ?? 0, 3)
  return [
    tags.includes("vegan") ? english["diet.vegan"] : tags.includes("vegetarian") ? english["diet.vegetarian"] : null,
    tags.includes("halal") ? english["diet.halal"] : null,
    tags.includes("containsAlcohol") ? english["diet.containsAlcohol"] : null,
    spice === 1 ? english["spice.1"] : spice === 2 ? english["spice.2"] : spice === 3 ? english["spice.3"] : null,
  ].filter((mark) => mark !== null)
}
