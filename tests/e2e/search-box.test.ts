import { describe, expect, it } from "vitest"
import { axeViolations, PHONE_VIEWPORT } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"

/**
 * The menu's search box (issue 48, finding 11): one way out of it on screen, not three (its own
 * clear button, a "Close search" beside it, and the browser's own clear button of a search
 * field), and a typo forgiven: "kotu" finds the kottu.
 */
describe("the search box", () => {
  const suite = setupServerAndBrowser()

  it("shows one button to clear or close it, and finds the kottu through a typo", async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT })
    try {
      await page.goto(`${suite.server.origin}/demo-table-1`)
      await page.getByRole("button", { name: "Search menu" }).click()
      const search = page.getByRole("search")
      const box = search.getByPlaceholder("Search menu")
      await box.fill("kotu")
      await page.locator("[data-item]", { hasText: "Kottu" }).first().waitFor()
      expect((await page.locator("[data-item]").allTextContents()).filter((text) => !/kottu/i.test(text))).toEqual([])
      // One control in the box: it clears the text, then closes the box.
      expect(await search.getByRole("button").count()).toBe(1)
      // The browser's own clear button of a search field is not drawn beside it.
      // (getComputedStyle does not resolve that pseudo-element: the page's own rule for it is read.)
      const cancelButtonRules = await box.evaluate((input) =>
        [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
          .filter((rule) => rule.selectorText.endsWith("::-webkit-search-cancel-button"))
          .filter((rule) => input.matches(rule.selectorText.replace("::-webkit-search-cancel-button", "")))
          .map((rule) => rule.style.getPropertyValue("appearance")),
      )
      expect(cancelButtonRules).toContain("none")
      expect(await axeViolations(page)).toEqual([])
      await search.getByRole("button", { name: "Clear search text" }).click()
      expect(await box.inputValue()).toBe("")
      expect(await search.getByRole("button").count()).toBe(1)
      await search.getByRole("button", { name: "Close search" }).click()
      await search.waitFor({ state: "detached" })
    } finally {
      await page.close()
    }
  })
})
