import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { operatorApi } from "../../schema/operator-api"
import { axeViolations } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { addDish } from "../support/menu-page"
import { payWholeBillOfTwoDishes } from "../support/ordered-and-paying"
import { operatorDo } from "../support/operator"
import { dinerAt } from "../support/table-diner"

/**
 * "Add again" (issue 50) in Chromium: a diner orders Fish Cutlets and Love Cake (with a note);
 * the venue then sells Fish Cutlets out and raises Love Cake from Rs. 550.00 to Rs. 600.00. On
 * the bill, "Add again" on the order and on each line, then on the receipt of the whole bill,
 * puts Love Cake (its note carried over) in the cart at today's price, says that price differs
 * from what was paid, and names Fish Cutlets as sold out and not added; the cart holds Love Cake
 * alone, at Rs. 600.00 each. axe on the bill and the receipt with what they said, in the three languages.
 */
describe("adding again from the bill and the receipt", () => {
  const suite = setupServerAndBrowser()

  /** axe on the page as it is, in Sinhala, Tamil and English (left in English), the sold-out dish named in each. */
  const axeInEachLanguage = async (page: Page, screen: string, told: string) => {
    for (const [language, fishCutlets] of [
      ["si", "මාළු කට්ලට්"],
      ["ta", "மீன் கட்லட்"],
      ["en", "Fish Cutlets"],
    ] as const) {
      await page.getByRole("banner").locator("select").selectOption(language)
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language)
      await expect.poll(() => page.locator(`[data-added-again="${told}"] [data-not-added]`).innerText()).toContain(fishCutlets)
      expect(await axeViolations(page), `axe on ${screen} in ${language}`).toEqual([])
    }
  }

  /**
   * The cart's lines as the cart screen shows them (the dish and its price, how many, the note),
   * reached by the View Cart button once it counts `count` dishes: every add has been answered.
   */
  const cartLines = async (page: Page, count: number) => {
    await page.getByRole("link", { name: new RegExp(`^View Cart, ${count} items`, "u") }).click()
    const cart = page.getByRole("region", { name: "Cart" })
    await cart.waitFor()
    return cart.locator("li").evaluateAll((lines) =>
      lines.map((line) => ({
        dish: line
          .querySelector("span")
          ?.textContent?.replace(/Note:.*/u, "")
          .trim(),
        price: line.querySelector(":scope > span:nth-of-type(2)")?.textContent,
        quantity: line.querySelector("output")?.textContent,
        note: line.querySelector("[data-note] bdi")?.textContent,
      })),
    )
  }
  /** What a status region says, sentence by sentence. */
  const said = async (region: Locator) => (await region.innerText()).split(/\n+/u).filter((sentence) => sentence !== "")
  const ALL_TOLD = [
    "Added to your cart at today's price: 1 × Love Cake.",
    "Today's price differs from what you paid for 1 × Love Cake.",
    "1 × Fish Cutlets is sold out: not added.",
  ]

  it("adds what today's menu offers at today's price, and names the dish sold out", async () => {
    const { context, page, problems } = await dinerAt(suite.browser, suite.server.origin, "demo-table-1")
    try {
      await addDish(page, "Fish Cutlets")
      await addDish(page, "Love Cake", "cut in two")
      await page.goto(`${suite.server.origin}/venue/cart`)
      await page.getByRole("button", { name: "Place order" }).click()
      await page.getByRole("heading", { name: "Your orders" }).waitFor()
      const order = page.locator("[data-order]")
      const orderId = (await order.getAttribute("data-order")) ?? ""
      const orderNumber = (await order.locator("h2").innerText()).replace(/^Order /, "")

      // The venue sells Fish Cutlets out and raises Love Cake; the diner's menu hears of both live.
      await operatorDo(suite.server.origin, operatorApi.operatorAvailability, {
        params: { itemId: "item-fish-cutlets" },
        payload: { available: false },
      })
      await operatorDo(suite.server.origin, operatorApi.operatorPrice, {
        params: { itemId: "item-love-cake" },
        payload: { variantId: "var-love-cake", price: 60000 },
      })
      const cakeLine = order.locator("li", { hasText: "Love Cake" })
      await expect.poll(() => cakeLine.innerText()).toContain("Today's price: Rs.\u00a0600.00")
      // What was paid stays what it was.
      expect(await cakeLine.innerText()).toContain("Rs.\u00a0550.00")

      // The whole order.
      await page.getByRole("button", { name: `Add again: order ${orderNumber}` }).click()
      const told = page.locator(`[data-added-again="${orderId}"]`)
      await expect.poll(() => said(told)).toEqual(ALL_TOLD)
      expect(await told.getAttribute("role")).toBe("status")
      await axeInEachLanguage(page, "the bill", orderId)

      // One line, then the other.
      await page.getByRole("button", { name: "Add again: 1 × Fish Cutlets" }).click()
      await expect.poll(() => said(told)).toEqual(["1 × Fish Cutlets is sold out: not added."])
      await page.getByRole("button", { name: "Add again: 1 × Love Cake" }).click()
      await expect.poll(() => said(told)).toEqual(ALL_TOLD.slice(0, 2))
      // Today's price, Rs. 600.00 each; the note carried over; Fish Cutlets not there.
      expect(await cartLines(page, 2)).toEqual([{ dish: "Love Cake", price: "Rs.\u00a01200.00", quantity: "2", note: "cut in two" }])

      // The receipt of the whole bill.
      await page.goto(`${suite.server.origin}/venue/orders`)
      await page.getByRole("link", { name: "Pay at the table" }).click()
      // As ordered: Rs. 650.00 + Rs. 550.00, whatever the menu says today.
      await payWholeBillOfTwoDishes(page)
      const receipt = page.locator("[data-receipt]")
      await expect
        .poll(() => receipt.locator("[data-receipt-line]", { hasText: "Love Cake" }).innerText())
        .toContain("Today's price: Rs.\u00a0600.00")
      await page.getByRole("button", { name: "Add again: every dish on this receipt" }).click()
      const receiptTold = receipt.locator("[data-added-again]")
      await expect.poll(() => said(receiptTold)).toEqual(ALL_TOLD)
      await axeInEachLanguage(page, "the receipt", (await receiptTold.getAttribute("data-added-again")) ?? "")
      await receipt.getByRole("button", { name: "Add again: 1 × Fish Cutlets" }).click()
      await expect.poll(() => said(receiptTold)).toEqual(["1 × Fish Cutlets is sold out: not added."])
      await page.getByRole("link", { name: "Back to the bill" }).click()
      expect(await cartLines(page, 3)).toEqual([{ dish: "Love Cake", price: "Rs.\u00a01800.00", quantity: "3", note: "cut in two" }])
      expect(problems()).toEqual([])
    } finally {
      await context.close()
    }
  })
})
