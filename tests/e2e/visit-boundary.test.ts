import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations, reachedMark } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { addDish } from "../support/menu-page"
import { dinerAt } from "../support/table-diner"

/**
 * Issue 48, findings 1 and 2, in Chromium: two phones of party one at table 2 order together and
 * settle the table by paying; a phone of party two orders there. Party one's phones show "All
 * paid" with their receipts, never party two's bill or a Pay button for it; their "Add to cart"
 * adds (never nothing) and their cart says why it cannot be sent; "Start a new order", or opening
 * the table's link again (in a new tab, or the same, before the app has started on its page),
 * joins the table's current visit, whose bill they then see. axe runs on the ended visit's bill
 * in three languages.
 */
describe("a table's visit ends when it is settled", () => {
  const suite = setupServerAndBrowser()
  const origin = () => suite.server.origin
  const diner = () => dinerAt(suite.browser, origin(), "demo-table-2")
  const open = async (page: Page, path: string, heading: string) => {
    await page.goto(`${origin()}${path}`)
    await page.getByRole("heading", { name: heading }).waitFor()
  }
  const join = async (page: Page, name: string) => {
    await open(page, "/venue/cart", "Your cart")
    await page.getByLabel(/^Your first name/).fill(name)
    await page.getByRole("button", { name: "Order together" }).click()
    await page.getByRole("heading", { name: "Your table's cart" }).waitFor()
  }
  const allPaid = (page: Page) => page.getByRole("status").filter({ hasText: "All paid. Thank you!" })

  it("shows party one all paid with its receipts, never party two's bill, and lets it start a new order", async () => {
    const [ana, ben] = [await diner(), await diner()]
    try {
      await addDish(ana.page, "Fish Cutlets")
      await join(ana.page, "Ana")
      await join(ben.page, "Ben")
      await ben.page.goto(`${origin()}/venue`)
      await addDish(ben.page, "Love Cake")
      await open(ben.page, "/venue/cart", "Your cart")
      await ben.page.getByRole("button", { name: "Send the table's order" }).click()
      await ben.page.getByRole("heading", { name: "Your orders" }).waitFor()

      // Ana pays the whole bill: the table settles itself (as the bill says), and Ben's phone hears it.
      await open(ana.page, "/venue/orders", "Your orders")
      await ana.page.getByText("Once the whole bill is paid, the table settles itself", { exact: false }).waitFor()
      expect(await ana.page.getByText("Staff settle the table", { exact: false }).count()).toBe(0)
      await ana.page.getByRole("link", { name: "Pay at the table" }).click()
      await ana.page.locator("fieldset").first().waitFor()
      await ana.page.getByLabel("The whole bill").check()
      await ana.page.getByLabel("No tip").check()
      await ana.page.getByLabel("Card number").fill("4242 4242 4242 4242")
      await ana.page.getByRole("button", { name: /^Pay Rs\./ }).click()
      await ana.page.getByRole("heading", { name: "Receipt" }).waitFor()
      await allPaid(ben.page).waitFor({ timeout: 10_000 })

      // Party two: a new diner at the table orders.
      const cyra = await diner()
      try {
        await addDish(cyra.page, "Egg Rolls")
        await open(cyra.page, "/venue/cart", "Your cart")
        await cyra.page.getByRole("button", { name: "Place order" }).click()
        await cyra.page.getByRole("heading", { name: "Your orders" }).waitFor()
        await cyra.page.locator("[data-order]").first().waitFor()

        // Party one's phones, the bill read again: all paid, the receipts, nothing of Cyra's order.
        for (const { page } of [ana, ben]) {
          await open(page, "/venue/orders", "Your orders")
          await allPaid(page).waitFor()
          // Ana's payment is the visit's receipt: "Paid by you" on hers, "Paid by Ana" on Ben's.
          await page.locator("[data-paid]").first().waitFor()
          expect(await page.locator("[data-order]").count()).toBe(0)
          expect(await page.getByText("Egg Rolls").count()).toBe(0)
          expect(await page.getByText(/Left to pay/).count()).toBe(0)
          expect(await page.getByRole("link", { name: "Pay at the table" }).count()).toBe(0)
          expect(await page.getByText("No open orders yet.").count()).toBe(0)
        }
        await ana.page.getByRole("link", { name: /^Receipt R-\d{6}/ }).waitFor()
        for (const language of ["si", "ta", "en"] as const) {
          await ana.page.locator("select").first().selectOption(language)
          await expect.poll(() => ana.page.evaluate(() => document.documentElement.lang)).toBe(language)
          expect(await axeViolations(ana.page)).toEqual([])
        }

        // Ben's "Add to cart" adds (to his own cart), and his cart says why it cannot be sent in the ended visit.
        await ben.page.goto(`${origin()}/venue`)
        await addDish(ben.page, "Love Cake")
        await open(ben.page, "/venue/cart", "Your cart")
        await allPaid(ben.page).waitFor()
        expect(await axeViolations(ben.page)).toEqual([])

        // He starts a new order: he joins the table's current visit (Cyra's), and sends his cake there.
        await ben.page.getByRole("button", { name: "Start a new order" }).click()
        await ben.page.locator("[data-item]").first().waitFor()
        await open(ben.page, "/venue/cart", "Your cart")
        await expect.poll(() => allPaid(ben.page).count()).toBe(0)
        await ben.page.getByRole("button", { name: "Place order" }).click()
        await ben.page.getByRole("heading", { name: "Your orders" }).waitFor()
        await expect.poll(() => ben.page.locator("[data-order]").count()).toBe(2)
        await ben.page.getByText("Egg Rolls").first().waitFor()
        expect(await allPaid(ben.page).count()).toBe(0)
        // Cyra's phone hears Ben's order live: one visit.
        await expect.poll(() => cyra.page.locator("[data-order]").count(), { timeout: 10_000 }).toBe(2)

        // Ana scans the table's code again: her camera opens its link in a new tab (a page that
        // knows nothing of her visit), and she goes to the bill. She joins the table's current
        // visit too: the bill is Cyra's and Ben's.
        const scan = await ana.context.newPage()
        await scan.goto(`${origin()}/demo-table-2`)
        await scan.locator("[data-item]").first().waitFor()
        await reachedMark(scan, "idle")
        await scan.getByRole("link", { name: "Bill", exact: true }).click()
        await scan.getByRole("heading", { name: "Your orders" }).waitFor()
        await expect.poll(() => scan.locator("[data-order]").count(), { timeout: 10_000 }).toBe(2)
        expect(await allPaid(scan).count()).toBe(0)
        expect(await axeViolations(scan)).toEqual([])

        // Her first tab opens the table's link again (a new scan): the current visit's bill there too.
        await ana.page.goto(`${origin()}/demo-table-2`)
        await ana.page.locator("[data-item]").first().waitFor()
        await open(ana.page, "/venue/orders", "Your orders")
        await expect.poll(() => ana.page.locator("[data-order]").count(), { timeout: 10_000 }).toBe(2)
        expect(await allPaid(ana.page).count()).toBe(0)
      } finally {
        await cyra.context.close()
      }
    } finally {
      await Promise.all([ana.context.close(), ben.context.close()])
    }
    // Four phones across two visits, each page a server start of its own: longer than one screen's test.
  }, 120_000)
})
