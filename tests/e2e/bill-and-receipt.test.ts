import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { addDish } from "../support/menu-page"
import { payWholeBillOfTwoDishes } from "../support/ordered-and-paying"
import { dinerAt } from "../support/table-diner"

/**
 * The bill adds up to the eye (issue 48, finding 7): a diner who paid their dishes with a tip
 * reads each payment with its dishes and its tip apart, the paid line marked, and total = paid +
 * left to pay, the tips apart; in three languages, with axe.
 *
 * A receipt worth keeping (issue 48, finding 6), in Chromium at a phone's 360 px: a diner orders
 * two dishes and pays the whole bill with a 10% tip. The receipt stands under the app's header
 * and lists the dishes, the service charge, the payer's share and the tip apart, the venue and
 * the date; in Sinhala and Tamil the dishes and the date are in that language, no label wraps,
 * and axe finds nothing; printed, it is the receipt alone (no header, no buttons, no links).
 */
describe("the bill and the receipt", () => {
  const suite = setupServerAndBrowser()

  /** Fish Cutlets (Rs. 650.00) and Love Cake (Rs. 550.00) ordered, and the pay screen open. */
  const orderTwoDishesAndOpenPay = async (page: Page) => {
    await addDish(page, "Fish Cutlets")
    await addDish(page, "Love Cake")
    await page.goto(`${suite.server.origin}/venue/cart`)
    await page.getByRole("button", { name: "Place order" }).click()
    await page.getByRole("heading", { name: "Your orders" }).waitFor()
    await page.getByRole("link", { name: "Pay at the table" }).click()
  }

  it("shows each payment with its dishes and its tip apart, the paid line marked, and total = paid + left to pay", async () => {
    const { context, page, problems } = await dinerAt(suite.browser, suite.server.origin, "demo-table-1")
    try {
      await orderTwoDishesAndOpenPay(page)
      await page.getByLabel("My dishes").check()
      await page.getByLabel(/^1 × Love Cake/).uncheck()
      await page.getByLabel("10%").check()
      await page.getByLabel("Card number").fill("4242 4242 4242 4242")
      // Fish Cutlets Rs. 650.00 + 10% service: Rs. 715.00; a 10% tip: Rs. 71.50.
      await page.getByRole("button", { name: "Pay Rs. 786.50" }).click()
      await page.getByRole("heading", { name: "Receipt" }).waitFor()
      await page.getByRole("link", { name: "Back to the bill" }).click()
      await page.getByRole("heading", { name: "Your orders" }).waitFor()

      const payment = page.locator("[data-paid]")
      await payment.waitFor()
      expect(await payment.innerText()).toMatch(/^Paid by you · Rs\.\u00a0715\.00\s+Your dishes\s+1 × Fish Cutlets\s+Tip Rs\.\u00a071\.50$/)
      const paidLines = page.locator("[data-order] li").filter({ has: page.locator("[data-line-paid]") })
      expect(await paidLines.allInnerTexts()).toEqual([expect.stringMatching(/^1 × Fish Cutlets\s+Paid\s+Add again\s+Rs\.\u00a0650\.00$/)])
      const amount = (selector: string) => page.locator(`[${selector}]`).getAttribute(selector).then(Number)
      const [total, paid, left, tips] = await Promise.all(["data-bill-total", "data-bill-paid", "data-left", "data-tips"].map(amount))
      expect({ total, paid, left, tips }).toEqual({ total: 132000, paid: 71500, left: 60500, tips: 7150 })
      expect(await page.locator("[data-payments]").innerText()).toMatch(
        /Total\s+Rs\.\u00a01320\.00\s+Paid\s+Rs\.\u00a0715\.00\s+Left to pay: Rs\.\u00a0605\.00\s+Tips, on top of the bill: Rs\.\u00a071\.50/,
      )
      for (const language of ["si", "ta", "en"] as const) {
        await page.getByRole("banner").locator("select").selectOption(language)
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language)
        expect(await axeViolations(page), `axe on the bill in ${language}`).toEqual([])
      }
      expect(problems()).toEqual([])
    } finally {
      await context.close()
    }
  })

  /** The lines each of the receipt's labels takes (a label that wraps takes two or more). */
  const labelLines = (page: Page) =>
    page.locator("[data-receipt] dt").evaluateAll((labels) =>
      labels.map((label) => {
        const range = document.createRange()
        range.selectNodeContents(label)
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
        return { label: label.textContent ?? "", lines: tops.size }
      }),
    )

  it("lists a whole-bill payment's dishes, tip and share under the app's header, in the diner's language, and prints as itself", async () => {
    const { context, page, problems } = await dinerAt(suite.browser, suite.server.origin, "demo-table-2")
    try {
      await page.setViewportSize({ width: 360, height: 740 })
      await orderTwoDishesAndOpenPay(page)
      await payWholeBillOfTwoDishes(page)

      const receipt = page.locator("[data-receipt]")
      await expect.poll(() => page.getByRole("banner").getByText("Lotus & Lime Colombo").count()).toBe(1)
      expect(await page.locator("main select").count()).toBe(0)
      expect(await receipt.locator("[data-receipt-line]").allInnerTexts()).toEqual([
        // Each dish with its "Add again" (order-again.test.ts).
        expect.stringMatching(/^1 × Fish Cutlets\s+Add again\s+Rs\.\u00a0650\.00$/),
        expect.stringMatching(/^1 × Love Cake\s+Add again\s+Rs\.\u00a0550\.00$/),
      ])
      expect(await receipt.locator("[data-receipt-part]").innerText()).toBe("The whole bill")
      expect(await receipt.locator("[data-receipt-share]").getAttribute("data-receipt-share")).toBe("132000")
      expect(await receipt.locator("[data-receipt-tip]").getAttribute("data-receipt-tip")).toBe("13200")
      expect(await receipt.locator("[data-receipt-total]").getAttribute("data-receipt-total")).toBe("145200")
      expect(await receipt.innerText()).toMatch(
        /Lotus & Lime Colombo[\s\S]*Table 2[\s\S]*Subtotal\s+Rs\.\u00a01200\.00\s+Service charge \(10%\)\s+Rs\.\u00a0120\.00\s+Your share\s+Rs\.\u00a01320\.00\s+Tip\s+Rs\.\u00a0132\.00/,
      )
      const back = page.getByRole("link", { name: "Back to the bill" })
      // Drawn as the app's buttons are: no underline, not the browser's link blue.
      expect(await back.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe("none")
      expect(await back.evaluate((link) => getComputedStyle(link).color)).not.toBe("rgb(0, 0, 238)")

      for (const [language, dishes] of [
        ["si", ["මාළු කට්ලට්"]],
        ["ta", ["மீன் கட்லட்"]],
        ["en", ["Fish Cutlets"]],
      ] as const) {
        await page.getByRole("banner").locator("select").selectOption(language)
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language)
        await expect.poll(() => receipt.locator("[data-receipt-line]").first().innerText()).toContain(dishes[0])
        if (language !== "en") {
          // The date, as the rest, in the diner's language: no Latin letters in its value.
          const date = await receipt.locator("dl").first().locator("dd").nth(2).innerText()
          expect(date, `the date in ${language}`).not.toMatch(/[A-Za-z]/)
        }
        expect(
          (await labelLines(page)).filter((label) => label.lines !== 1),
          `labels that wrap in ${language}`,
        ).toEqual([])
        expect(await axeViolations(page), `axe in ${language}`).toEqual([])
      }

      // Printed: the receipt alone.
      await page.emulateMedia({ media: "print" })
      expect(await page.getByRole("banner").isVisible()).toBe(false)
      expect(await page.getByRole("button").filter({ visible: true }).count()).toBe(0)
      expect(await page.getByRole("link").filter({ visible: true }).count()).toBe(0)
      expect(await receipt.locator("[data-receipt-total]").isVisible()).toBe(true)
      await page.emulateMedia({ media: "screen" })
      expect(problems()).toEqual([])
    } finally {
      await context.close()
    }
  })
})
