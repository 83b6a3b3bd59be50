import { describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser"
import { setupBrowser } from "../support/e2e-suite"

/**
 * The check every screen of the browser tests passes (axeViolations) finds what it is there to
 * find: a control with no name, a picture with no text, on the first check of a document and on
 * the next (axe is put in once per document), and nothing once they are fixed.
 */
describe("the accessibility check of the browser tests", () => {
  const suite = setupBrowser()

  it("names each violation on a page, check after check, and finds none once they are fixed", async () => {
    const context = await suite.browser.newContext()
    const page = await context.newPage()
    await page.setContent(
      `<html lang="en"><head><title>A page</title></head><body><main><h1>A page</h1><button></button><img src="data:,"></main></body></html>`,
    )
    const ids = async () => (await axeViolations(page)).map((violation) => violation.id).sort()
    expect(await ids()).toEqual(["button-name", "image-alt"])
    await page.evaluate(() => document.querySelector("button")?.setAttribute("aria-label", "Order"))
    expect(await ids()).toEqual(["image-alt"])
    await page.evaluate(() => document.querySelector("img")?.setAttribute("alt", ""))
    expect(await ids()).toEqual([])
    await context.close()
  })
})
