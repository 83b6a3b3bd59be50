import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { axeViolations, storedEventDocs } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { addDish } from "../support/menu-page"
import { dinerAt } from "../support/table-diner"

/**
 * Paying at the table in Chromium, two diners at table 2 (two browser contexts): A adds a dish,
 * orders together (it moves in), B joins and adds one, the table's cart is sent; A pays their
 * dishes with a 10% tip and reads the receipt, kept on the phone; B sees "Paid by Ana" live and
 * what is left; B's declined card charges nothing and says why; B pays the rest; the table
 * settles itself and a new diner there sees an empty bill. axe runs on the pay screen and the
 * receipt in English, Sinhala and Tamil; no card number enters the log.
 */
describe("paying at the table", () => {
  const suite = setupServerAndBrowser({ serviceWorkers: "allow" })
  const diner = (table = "demo-table-2") => dinerAt(suite.browser, suite.server.origin, table)
  const join = async (page: Page, name: string) => {
    await page.goto(`${suite.server.origin}/venue/cart`)
    await page.getByLabel(/^Your first name/).fill(name)
    await page.getByRole("button", { name: "Order together" }).click()
    await page.getByRole("heading", { name: "Your table's cart" }).waitFor()
  }
  const bill = async (page: Page) => {
    await page.goto(`${suite.server.origin}/venue/orders`)
    await page.getByRole("heading", { name: "Your orders" }).waitFor()
  }
  const toPay = async (page: Page) => {
    await bill(page)
    await page.getByRole("link", { name: "Pay at the table" }).click()
    await page.getByRole("heading", { name: "Pay at the table" }).waitFor()
    await page.locator("fieldset").first().waitFor()
  }
  const languages = async (page: Page, check: () => Promise<void>) => {
    for (const language of ["si", "ta", "en"] as const) {
      await page.locator("select").first().selectOption(language)
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language)
      await check()
    }
  }

  it("lets A pay their dishes with a tip, tells B live, refuses B's declined card charging nothing, and settles when B pays the rest", async () => {
    const [a, b] = [await diner(), await diner()]
    try {
      await addDish(a.page, "Fish Cutlets")
      await join(a.page, "Ana")
      await join(b.page, "Ben")
      await b.page.goto(`${suite.server.origin}/venue`)
      await b.page.locator("[data-item]").first().waitFor()
      await addDish(b.page, "Love Cake")
      await b.page.goto(`${suite.server.origin}/venue/cart`)
      await b.page.getByRole("button", { name: "Send the table's order" }).click()
      await b.page.getByRole("heading", { name: "Your orders" }).waitFor()

      // A pays their dishes (Fish Cutlets, Rs. 650.00 + 10% service = Rs. 715.00) with a 10% tip: Rs. 786.50.
      await toPay(a.page)
      expect(await a.page.getByRole("radio", { checked: true }).count()).toBe(0)
      await languages(a.page, async () => expect(await axeViolations(a.page)).toEqual([]))
      await a.page.getByLabel("My dishes").check()
      await a.page.getByLabel("10%").check()
      await expect.poll(() => a.page.locator("[data-pay-total]").getAttribute("data-pay-total")).toBe("78650")
      await a.page.getByLabel("Card number").fill("4242 4242 4242 4242")
      await a.page.getByRole("button", { name: "Pay Rs. 786.50" }).click()
      await a.page.getByRole("heading", { name: "Receipt" }).waitFor()
      const receipt = a.page.locator("[data-receipt]")
      expect(await receipt.innerText()).toMatch(
        /Table 2[\s\S]*R-\d{6}[\s\S]*1 × Fish Cutlets[\s\S]*Rs\.\u00a0786\.50[\s\S]*VISA card ending 4242/,
      )
      await languages(a.page, async () => expect(await axeViolations(a.page)).toEqual([]))
      // The receipt is kept on the phone: read again offline.
      const receiptUrl = a.page.url()
      await a.context.setOffline(true)
      await a.page.reload()
      await a.page.locator("[data-receipt-total='78650']").waitFor()
      await a.context.setOffline(false)
      // No card number in the log: the PaymentMethod id and last four only.
      const logged = JSON.stringify(await storedEventDocs(a.page))
      expect(logged).toContain("v1.PaymentSent")
      expect(logged).not.toMatch(/4242\s?4242\s?4242\s?4242/)

      // B, on the bill since the send, sees A's payment live, and what is left (Rs. 550.00 + 10% = Rs. 605.00).
      // What Ana paid of the bill, her tip apart.
      await b.page
        .locator("[data-paid]")
        .filter({ hasText: "Paid by Ana · Rs. 715.00" })
        .filter({ hasText: "Tip Rs. 71.50" })
        .waitFor({ timeout: 5_000 })
      await b.page.getByText("Left to pay: Rs. 605.00").waitFor()

      // B's declined card: says why, charges nothing.
      await toPay(b.page)
      await b.page.getByLabel("The whole bill").check()
      await b.page.getByLabel("No tip").check()
      await b.page.getByLabel("Card number").fill("4000 0000 0000 0002")
      await b.page.getByRole("button", { name: "Pay Rs. 605.00" }).click()
      await b.page.getByRole("alert").filter({ hasText: "Your card was declined. Nothing was charged." }).waitFor()
      expect(await b.page.getByText("Left to pay: Rs. 605.00").count()).toBe(1)

      // B pays the rest: the table settles itself.
      await b.page.getByLabel("Card number").fill("4242 4242 4242 4242")
      await b.page.getByRole("button", { name: "Pay Rs. 605.00" }).click()
      await b.page.getByRole("heading", { name: "Receipt" }).waitFor()
      await a.page.goto(receiptUrl.replace(/\/venue\/receipt\/.*/, "/venue/orders"))
      await a.page.getByRole("status").filter({ hasText: "All paid. Thank you!" }).waitFor({ timeout: 10_000 })

      // A new diner at the table: an empty bill.
      const c = await diner()
      try {
        await bill(c.page)
        await c.page.getByText("No open orders yet.").waitFor()
        expect(await c.page.locator("[data-payments]").count()).toBe(0)
      } finally {
        await c.context.close()
      }
      const unexpected = [...a.problems(), ...b.problems()].filter(
        (problem) => !/status of 404|status of 402|net::ERR_FAILED|ERR_INTERNET_DISCONNECTED/.test(problem),
      )
      expect(unexpected).toEqual([])
    } finally {
      await Promise.all([a.context.close(), b.context.close()])
    }
  })

  it("shows the receipt of a payment whose answer was lost after the server charged: the diner pays again, the same payment with its key", async () => {
    const { context, page, problems } = await diner()
    try {
      await addDish(page, "Fish Cutlets")
      await page.goto(`${suite.server.origin}/venue/cart`)
      await page.getByRole("button", { name: "Place order" }).click()
      await page.getByRole("heading", { name: "Your orders" }).waitFor()
      await toPay(page)
      await page.getByLabel("The whole bill").check()
      await page.getByLabel("No tip").check()
      await page.getByLabel("Card number").fill("4242 4242 4242 4242")
      // The first payment reaches the server, which charges; its answer never reaches the phone.
      const keys: Array<string | undefined> = []
      const charged: string[] = []
      await page.route(`**${api.pay.path}`, async (route) => {
        const request = route.request()
        if (request.method() !== "POST") return route.continue()
        keys.push(request.headers()["idempotency-key"])
        if (charged.length > 0) return route.continue()
        const answer = await route.fetch()
        charged.push(/R-\d{6}/.exec(await answer.text())?.[0] ?? "no receipt number")
        return route.abort("internetdisconnected")
      })
      await page.getByRole("button", { name: "Pay Rs. 715.00" }).click()
      // The phone does not know whether it was charged, and says so: never "Nothing is left to pay" without a receipt.
      await page.locator("[data-pay-intent='lost']").getByRole("alert").filter({ hasText: "it may have gone through" }).waitFor()
      expect(charged).toHaveLength(1)
      await page.getByRole("button", { name: "Pay again" }).click()
      await page.getByRole("heading", { name: "Receipt" }).waitFor()
      // The receipt of the payment the server made the first time: one payment, sent twice with one key.
      expect(await page.locator("[data-receipt-number]").innerText()).toBe(charged[0])
      expect(await page.locator("[data-receipt]").innerText()).toMatch(/Rs\.\u00a0715\.00[\s\S]*VISA card ending 4242/)
      expect(keys).toHaveLength(2)
      expect(keys[1]).toBe(keys[0])
      const unexpected = problems().filter((problem) => !/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/.test(problem))
      expect(unexpected).toEqual([])
    } finally {
      await context.close()
    }
  })
})
