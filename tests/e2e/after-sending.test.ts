import { describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { addDish } from "../support/menu-page"
import { dinerAt } from "../support/table-diner"

/**
 * After sending (issue 48, finding 9): the sender landed on the bill scrolled down, as far as
 * the cart had been, the order's number and "Placed" off screen. The bill opens at its top, the
 * new order in view. And the bill offers to order more, by a way back to the menu that does not
 * look like the Bill's (finding 11).
 */
describe("after sending an order", () => {
  const suite = setupServerAndBrowser()

  it("lands on the bill at its top, the new order's number and status in view, with a way to order more", async () => {
    const { context, page, problems } = await dinerAt(suite.browser, suite.server.origin, "demo-table-1")
    try {
      for (const dish of ["Fish Cutlets", "Egg Rolls", "Ceylon Tea", "Love Cake", "King Coconut"]) await addDish(page, dish)
      await page.goto(`${suite.server.origin}/venue/cart`)
      const place = page.getByRole("button", { name: "Place order" })
      await place.scrollIntoViewIfNeeded()
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      await place.click()
      await page.getByRole("heading", { name: "Your orders" }).waitFor()
      const order = page.locator("[data-order]").first()
      await order.locator("[data-order-status]", { hasText: "Placed" }).waitFor()
      const inView = (selector: string) =>
        order
          .locator(selector)
          .first()
          .evaluate((node) => {
            const box = node.getBoundingClientRect()
            const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0
            return box.top >= header && box.bottom <= window.innerHeight
          })
      await expect.poll(() => inView("h2")).toBe(true)
      expect(await inView("[data-order-status]")).toBe(true)
      expect(await page.evaluate(() => window.scrollY)).toBe(0)

      // A way to order more, in words, and the header's way to the menu drawn unlike the Bill's receipt.
      const more = page.getByRole("link", { name: "Order more" })
      expect(await more.getAttribute("href")).toBe("/venue")
      const menuIcon = await page.getByRole("link", { name: "Menu" }).locator("use").getAttribute("href")
      expect(menuIcon).not.toBe("#icon-receipt")
      expect(menuIcon).not.toBe("#icon-menuBook")
      expect(await axeViolations(page)).toEqual([])
      await more.click()
      await page.waitForURL(/\/venue$/)
      await page.getByRole("button", { name: "Search menu" }).waitFor()
      expect(problems()).toEqual([])
    } finally {
      await context.close()
    }
  })
})
