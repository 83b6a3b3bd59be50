import { describe, expect, it } from "vitest"
import sinhala from "../../src/ui/i18n/messages/si.json"
import { axeViolations, PHONE_VIEWPORT, watchConsole } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"

/**
 * A language picked right after the diner's first touch (issue 48, finding 10): the server's
 * page starts the app at that touch, and the pick comes while the app is still arriving. It must
 * apply, not be dropped with the switch showing සිංහල over an English page.
 */
describe("a language picked right after the first touch", () => {
  const suite = setupServerAndBrowser()

  it("shows the page in Sinhala, the switch and the page agreeing", async () => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT })
    const page = await context.newPage()
    const problems = watchConsole(page)
    try {
      await page.goto(`${suite.server.origin}/demo-table-1`)
      await page.locator("[data-item]").first().waitFor()
      await page.getByRole("combobox", { name: "Language" }).selectOption("si")
      await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 5_000 }).toBe("si")
      await page.getByRole("button", { name: sinhala["menu.search"] }).waitFor({ timeout: 5_000 })
      expect(await page.getByRole("combobox").first().inputValue()).toBe("si")
      expect(await axeViolations(page)).toEqual([])
      expect(problems()).toEqual([])
    } finally {
      await context.close()
    }
  })
})
