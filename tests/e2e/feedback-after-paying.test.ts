import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { demoReviewUrl } from "../../server/seed/demo-venue"
import { axeViolations } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { addDish } from "../support/menu-page"
import { dinerAt } from "../support/table-diner"

/**
 * Feedback after paying (issue 50), in Chromium: a diner pays the whole bill and, on the
 * receipt, gives a thumbs-down with a reason and a comment (a control character in it is refused
 * with its reason first); they read what they gave, in `<bdi>`, and the venue's review link,
 * offered for a thumbs-down as for any; the form does not come back for that payment, after a
 * reload too. axe finds nothing on the form (its reasons open) nor on what was given, in English,
 * Sinhala and Tamil.
 */
describe("feedback after paying", () => {
  const suite = setupServerAndBrowser()
  const languages = async (page: Page, check: (language: string) => Promise<void>) => {
    for (const language of ["si", "ta", "en"] as const) {
      await page.getByRole("banner").locator("select").selectOption(language)
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language)
      await check(language)
    }
  }

  it("takes a thumbs-down with a reason and a comment once, and offers the review link all the same", async () => {
    const { context, page, problems } = await dinerAt(suite.browser, suite.server.origin, "demo-table-1")
    try {
      await addDish(page, "Love Cake")
      await page.goto(`${suite.server.origin}/venue/cart`)
      await page.getByRole("button", { name: "Place order" }).click()
      await page.getByRole("heading", { name: "Your orders" }).waitFor()
      await page.getByRole("link", { name: "Pay at the table" }).click()
      await page.getByLabel("The whole bill").check()
      await page.getByLabel("No tip").check()
      await page.getByLabel("Card number").fill("4242 4242 4242 4242")
      await page.getByRole("button", { name: /^Pay Rs\./ }).click()
      await page.getByRole("heading", { name: "Receipt" }).waitFor()

      const feedback = page.locator("[data-feedback]")
      await feedback.getByRole("heading", { name: "Your feedback" }).waitFor()
      // The review link is offered before any rating, whatever it will be.
      const review = feedback.getByRole("link", { name: /^Write a review/ })
      expect(await review.getAttribute("href")).toBe(demoReviewUrl)
      // Without a rating the button cannot send, and says why beside it.
      const send = feedback.getByRole("button", { name: "Send feedback" })
      expect(await send.getAttribute("aria-disabled")).toBe("true")
      expect(await feedback.getByText("Choose thumbs up or thumbs down first.").isVisible()).toBe(true)

      await feedback.getByLabel("Not good").check()
      await feedback.getByRole("group", { name: "What could be better?" }).waitFor()
      await languages(page, async (language) => expect(await axeViolations(page), `axe on the feedback form in ${language}`).toEqual([]))
      await feedback.getByLabel("Service").check()
      const comment = feedback.getByLabel("Anything else? (optional)")
      expect(await send.getAttribute("aria-disabled")).toBe("false")
      // A control character (a bell, pasted) is refused with its reason, and the button cannot send it.
      await comment.fill("Slow\u0007 service")
      await feedback.getByText("A comment cannot hold control characters such as tabs or line breaks. Remove them.").waitFor()
      expect(await send.getAttribute("aria-disabled")).toBe("true")
      expect(await feedback.getAttribute("data-feedback")).toBe("Open")
      await comment.fill("  Slow service, <b>lovely</b> cake  ")
      await send.click()

      await feedback.locator("[data-feedback-given='down']").waitFor()
      expect(await feedback.innerText()).toMatch(
        /Thank you for your feedback\.\s+You gave a thumbs down\.\s+Reasons: Service\s+Your comment: Slow service, <b>lovely<\/b> cake/,
      )
      // The comment is text, isolated for direction, never markup.
      expect(await feedback.locator("[data-feedback-comment] bdi").innerText()).toBe("Slow service, <b>lovely</b> cake")
      expect(await feedback.locator("[data-feedback-comment] b").count()).toBe(0)
      // A thumbs-down is offered the review link too.
      expect(await review.getAttribute("href")).toBe(demoReviewUrl)
      expect(await review.getAttribute("rel")).toBe("noopener noreferrer")
      // Once per payment: no form for it any more, nor after a reload.
      expect(await send.count()).toBe(0)
      await languages(page, async (language) => expect(await axeViolations(page), `axe on the given feedback in ${language}`).toEqual([]))
      await page.reload()
      await page.locator("[data-feedback-given='down']").waitFor()
      expect(await page.getByRole("button", { name: "Send feedback" }).count()).toBe(0)
      expect(await page.getByRole("radio").count()).toBe(0)
      expect(problems()).toEqual([])
    } finally {
      await context.close()
    }
  })
})
