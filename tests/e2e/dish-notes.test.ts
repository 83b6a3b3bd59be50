import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser"
import { venueCli } from "../support/cli"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { findDish } from "../support/menu-page"
import { dinerAt } from "../support/table-diner"

/**
 * Notes (issue 50) in Chromium: a note written in a dish's drawer reaches the cart, the bill, the
 * receipt and the staff's command line; two lines of one dish with different notes stay apart; a
 * note holding markup shows as that text; a note too long or holding a control character is
 * refused where it is typed, with why, and nothing else in the cart is lost. axe on each screen
 * touched (the drawer, the cart, the bill, the receipt) in the three languages.
 */
describe("notes on dishes and orders", () => {
  const suite = setupServerAndBrowser()

  const MARKUP = `<img src=x onerror="document.title='run'"><b>no nuts</b>`
  const TOO_LONG = "n".repeat(201)

  /** Love Cake's drawer opened, the note typed, and the dish added (the drawer closes). */
  const addCakeWithNote = async (page: Page, note: string) => {
    await (await findDish(page, "Love Cake")).click()
    const drawer = page.getByRole("dialog", { name: "Love Cake" })
    await drawer.getByLabel("Note for the kitchen (optional)").fill(note)
    await drawer.getByRole("button", { name: /^Add to cart/ }).click()
    await drawer.waitFor({ state: "detached" })
  }

  /** axe on the page as it is, in Sinhala, Tamil and English (left in English); `ready` waits for what must show in each. */
  const axeInEachLanguage = async (page: Page, screen: string, ready: () => Promise<unknown> = async () => undefined) => {
    for (const language of ["si", "ta", "en"] as const) {
      await page.getByRole("banner").locator("select").selectOption(language)
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language)
      await ready()
      expect(await axeViolations(page), `axe on ${screen} in ${language}`).toEqual([])
    }
  }

  const shownNotes = (page: Page, within = "main") => page.locator(`${within} [data-note] bdi`).allInnerTexts()

  it("takes a note from the drawer to the cart, the bill, the receipt and the staff's command line, as text", async () => {
    const { context, page, problems } = await dinerAt(suite.browser, suite.server.origin, "demo-table-1")
    try {
      // The drawer with its note field, in each language.
      for (const language of ["si", "ta", "en"] as const) {
        await page.getByRole("banner").locator("select").selectOption(language)
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language)
        await page.locator("[data-item]").first().click()
        await page.getByRole("dialog").locator("input[type=text]").fill("no onions")
        expect(await axeViolations(page), `axe on the drawer in ${language}`).toEqual([])
        await page.keyboard.press("Escape")
        await page.getByRole("dialog").waitFor({ state: "detached" })
      }

      await addCakeWithNote(page, `  ${MARKUP}  `)
      await addCakeWithNote(page, "for Ana")
      await page.goto(`${suite.server.origin}/venue/cart`)
      // Two lines of one dish, apart: their notes differ. The markup is text, trimmed, and never ran.
      await expect.poll(() => shownNotes(page)).toEqual([MARKUP, "for Ana"])
      expect(await page.locator("main [data-note] img, main [data-note] b").count()).toBe(0)
      expect(await page.getByLabel("Note for Love Cake").count()).toBe(2)

      // Changed in the cart.
      await page.getByLabel("Note for Love Cake").nth(1).fill("for Ana, cut in two")
      await page.getByRole("button", { name: "Save note Love Cake" }).click()
      await expect.poll(() => shownNotes(page)).toEqual([MARKUP, "for Ana, cut in two"])
      await page.getByLabel("Note on the order (optional)").fill("We share everything")
      await axeInEachLanguage(page, "the cart", () => page.getByRole("heading", { level: 1 }).waitFor())

      await page.getByRole("button", { name: "Place order" }).click()
      await page.getByRole("heading", { name: "Your orders" }).waitFor()
      const order = page.locator("[data-order]")
      await expect.poll(() => shownNotes(page, "[data-order]")).toEqual(["We share everything", MARKUP, "for Ana, cut in two"])
      expect(await order.locator("[data-note]").first().innerText()).toBe("Order note: We share everything")
      expect(await order.locator("[data-note] img, [data-note] b").count()).toBe(0)
      await axeInEachLanguage(page, "the bill", () => order.waitFor())

      // The kitchen reads them on the staff's command line, each marked.
      const staff = await venueCli(suite.server.origin, ["orders"])
      expect(staff.stdout).toContain("! Order note: We share everything")
      expect(staff.stdout).toContain(`! Note: ${MARKUP}`)
      expect(staff.stdout).toContain("! Note: for Ana, cut in two")

      // The page the server draws for the table (anyone's first screen) carries no diner's note.
      const drawn = await (await fetch(`${suite.server.origin}/demo-table-1`)).text()
      expect(drawn).toContain("Love Cake")
      for (const note of ["We share everything", "for Ana", "no nuts"]) expect(drawn).not.toContain(note)

      // Paid, the receipt keeps them.
      await page.getByRole("link", { name: "Pay at the table" }).click()
      await page.getByLabel("The whole bill").check()
      await page.getByLabel("10%").check()
      await page.getByLabel("Card number").fill("4242 4242 4242 4242")
      await page.getByRole("button", { name: /^Pay Rs\./ }).click()
      await page.getByRole("heading", { name: "Receipt" }).waitFor()
      await expect.poll(() => shownNotes(page, "[data-receipt]")).toEqual([MARKUP, "for Ana, cut in two"])
      await axeInEachLanguage(page, "the receipt", () => page.locator("[data-receipt]").waitFor())

      expect(await page.title()).not.toBe("run")
      expect(problems()).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("refuses a note of 201 characters or with a control character where it is typed, with why, and loses nothing of the cart", async () => {
    const { context, page, problems } = await dinerAt(suite.browser, suite.server.origin, "demo-table-2")
    try {
      await addCakeWithNote(page, "no cream")

      // In the drawer: the add is refused with the reason, the drawer stays open with the dish's picks.
      await (await findDish(page, "Fish Cutlets")).click()
      const drawer = page.getByRole("dialog", { name: "Fish Cutlets" })
      const drawerNote = drawer.getByLabel("Note for the kitchen (optional)")
      await drawerNote.fill(TOO_LONG)
      // The button says it cannot add (aria-disabled, pointing at the reason), and a tap on it adds nothing.
      await drawer.getByRole("button", { name: /^Add to cart/ }).click({ force: true })
      await drawer.getByText("A note can have at most 200 characters. This one has 201: shorten it.").waitFor()
      expect(await drawerNote.getAttribute("aria-invalid")).toBe("true")
      await drawerNote.fill("no\tsauce")
      await drawer.getByText("A note cannot hold control characters such as tabs or line breaks. Remove them.").waitFor()
      await drawer.getByRole("button", { name: /^Add to cart/ }).click({ force: true })
      expect(await drawer.isVisible()).toBe(true)
      await page.keyboard.press("Escape")

      await page.goto(`${suite.server.origin}/venue/cart`)
      await expect.poll(() => shownNotes(page)).toEqual(["no cream"])
      // In the cart: a line's note that cannot be saved is not; the order with a note that cannot be sent is not sent.
      const lineNote = page.getByLabel("Note for Love Cake")
      await lineNote.fill(TOO_LONG)
      await page.getByText("A note can have at most 200 characters. This one has 201: shorten it.").waitFor()
      await page.getByRole("button", { name: "Save note Love Cake" }).click({ force: true })
      await page.getByLabel("Note on the order (optional)").fill("a\u0007bell")
      await page.getByText("A note cannot hold control characters such as tabs or line breaks. Remove them.").waitFor()
      await page.getByRole("button", { name: "Place order" }).click({ force: true })
      await axeInEachLanguage(page, "the cart with its refusals", () => page.getByRole("heading", { level: 1 }).waitFor())

      // Nothing was lost nor sent: the line, its note, the cart as it was.
      await page.reload()
      await expect.poll(() => shownNotes(page)).toEqual(["no cream"])
      expect(await page.locator("main li").count()).toBe(1)
      await page.goto(`${suite.server.origin}/venue/orders`)
      await page.getByRole("heading", { name: "Your orders" }).waitFor()
      expect(await page.locator("[data-order]").count()).toBe(0)
      expect(problems()).toEqual([])
    } finally {
      await context.close()
    }
  })
})
