import { describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { orderedAndPaying } from "../support/ordered-and-paying"
import { dinerAt } from "../support/table-diner"

/**
 * Where the focus goes after paying (issue 48, finding 11): it dropped to the page's body after a
 * payment and after a decline. A decline's alert takes it, then the receipt's heading.
 */
describe("the focus after paying", () => {
  const suite = setupServerAndBrowser()

  it("moves to the decline's alert, then to the receipt's heading", async () => {
    const { context, page } = await dinerAt(suite.browser, suite.server.origin, "demo-table-2")
    try {
      await orderedAndPaying(page, suite.server.origin, "Fish Cutlets")
      await page.getByLabel("The whole bill").check()
      await page.getByLabel("No tip").check()
      const focused = () => page.evaluate(() => document.activeElement?.textContent ?? "(none)")

      await page.getByLabel("Card number").fill("4000 0000 0000 0002")
      await page.getByRole("button", { name: "Pay Rs. 715.00" }).click()
      await expect.poll(focused).toMatch(/^Your card was declined/)
      expect(await axeViolations(page)).toEqual([])

      await page.getByLabel("Card number").fill("4242 4242 4242 4242")
      await page.getByRole("button", { name: "Pay Rs. 715.00" }).click()
      await page.getByRole("heading", { name: "Receipt" }).waitFor()
      await expect.poll(focused).toBe("Receipt")
      expect(await axeViolations(page)).toEqual([])
    } finally {
      await context.close()
    }
  })
})
