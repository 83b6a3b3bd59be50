import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"

/**
 * The header keeps its shape when the app starts (issue 48, finding 11: "the Call-staff bell
 * appears only after the first touch and shifts the header"). The server's page draws the bell
 * (disabled until the venue's kinds are read, after the sign-in the first touch starts); the
 * header's boxes are the same before the first touch and once the bell can be pressed, at a
 * phone's width and at a wide one (where the actions' words show).
 */
describe("the header from the first paint", () => {
  const suite = setupServerAndBrowser()

  it("the server's page, before any script, has the Call-staff bell in the header", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 360, height: 800 }, javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      await page.goto(`${suite.server.origin}/demo-table-1`)
      const bell = page.locator("header").getByRole("button", { name: "Call staff" })
      expect(await bell.isVisible()).toBe(true)
      expect(await bell.isDisabled()).toBe(true)
      // No axe here: it runs on the page's timers, which do not run without scripts. The same
      // markup is checked below, before the first touch.
    } finally {
      await context.close()
    }
  })

  for (const width of [360, 700]) {
    it(`at ${width} px, the header's layout is the same before the first touch and once the bell can be pressed; axe clean`, async () => {
      const context = await suite.browser.newContext({ viewport: { width, height: 800 } })
      const page = await context.newPage()
      try {
        await page.goto(`${suite.server.origin}/demo-table-1`)
        const bell = page.locator("header").getByRole("button", { name: "Call staff" })
        await page.getByRole("link", { name: "Bill", exact: true }).waitFor()
        expect(await bell.isVisible(), "the bell before the first touch").toBe(true)
        const before = await headerLayout(page)
        expect(await axeViolations(page), "before the first touch").toEqual([])

        await page.locator("header").getByRole("button", { name: "Call staff", disabled: false }).waitFor()
        expect(await headerLayout(page), "once the bell can be pressed").toEqual(before)
        expect(await axeViolations(page), "once the bell can be pressed").toEqual([])
      } finally {
        await context.close()
      }
    })
  }
})

/** Each visible box in the header, by its place in the header's tree: where it is and its size, to the pixel. */
const headerLayout = (page: Page): Promise<ReadonlyArray<string>> =>
  page.locator("header").evaluate((header) => {
    const path = (node: Element): string =>
      node === header || node.parentElement === null ? "header" : `${path(node.parentElement)} > ${node.tagName.toLowerCase()}`
    return [header, ...header.querySelectorAll("*")]
      .filter((node) => node.checkVisibility({ visibilityProperty: true }))
      .map((node) => {
        const box = node.getBoundingClientRect()
        return `${path(node)} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`
      })
  })
