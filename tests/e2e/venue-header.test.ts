import { mkdirSync } from "node:fs"
import { join } from "node:path"
import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { projectRoot } from "../../server/config"
import english from "../../src/ui/i18n/messages/en.json"
import sinhala from "../../src/ui/i18n/messages/si.json"
import tamil from "../../src/ui/i18n/messages/ta.json"
import { axeViolations } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"

const VENUE = "Lotus & Lime Colombo"
const TABLE = "Table 1"
/** Where the screenshots go (test-results/ is not kept in git): looked at by hand, not compared. */
const shots = join(projectRoot, "test-results", "venue-header")

/**
 * The header at a phone's width (issue 28): at 360 to 430 px, in every language, the venue's and
 * the table's names show whole (no word cut or split over two lines, nothing clipped, inside the
 * 16-unit header), and every action is on screen, at least 44 px square and named.
 */
describe("the venue header on a phone", () => {
  const suite = setupServerAndBrowser()

  /** Whether each word of the element's text sits on one line, and nothing of it is clipped or outside `box`. */
  const shownWhole = async (element: Locator, box: Locator) =>
    element.evaluate(
      (node, outer) => {
        const within = outer.getBoundingClientRect()
        const words: string[] = []
        const text = node.firstChild
        if (text !== null && text.nodeType === Node.TEXT_NODE) {
          for (const match of (text.textContent ?? "").matchAll(/\S+/g)) {
            const range = document.createRange()
            range.setStart(text, match.index)
            range.setEnd(text, match.index + match[0].length)
            // A word on one line has one box (two when it breaks, as "Tabl" / "e 1" did).
            if (range.getClientRects().length !== 1) words.push(match[0])
          }
        }
        const rect = node.getBoundingClientRect()
        const style = getComputedStyle(node)
        return {
          text: node.textContent,
          brokenWords: words,
          clipped: node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight || style.textOverflow === "ellipsis",
          inside:
            rect.top >= within.top - 0.5 &&
            rect.bottom <= within.bottom + 0.5 &&
            rect.left >= within.left - 0.5 &&
            rect.right <= within.right + 0.5,
        }
      },
      await box.elementHandle(),
    )

  const expectNamesWhole = async (page: Page, where: string) => {
    const header = page.locator("header")
    expect(await header.evaluate((node) => node.getBoundingClientRect().height), where).toBe(64)
    const whole = { brokenWords: [], clipped: false, inside: true }
    expect(await shownWhole(page.locator("[data-venue-name]"), header), `${where}: venue name`).toEqual({ text: VENUE, ...whole })
    expect(await shownWhole(page.locator("[data-area-name]"), header), `${where}: table name`).toEqual({ text: TABLE, ...whole })
    // The utensils icon stands beside the table's name.
    expect(await page.locator("header svg").first().isVisible(), where).toBe(true)
  }

  const expectReachable = async (action: Locator, width: number, where: string) => {
    await action.waitFor()
    const box = await action.boundingBox()
    expect(box, where).not.toBeNull()
    if (box === null) return
    expect(box.x >= 0 && box.x + box.width <= width, `${where}: on screen`).toBe(true)
    expect(box.width >= 44 && box.height >= 44, `${where}: 44 px square at least`).toBe(true)
  }

  for (const [language, locale, texts] of [
    ["en", "en-GB", english],
    ["si", "si-LK", sinhala],
    ["ta", "ta-LK", tamil],
  ] as const) {
    for (const width of [360, 390, 430]) {
      it(`${language} at ${width} px: the venue and table names whole, the actions on screen and named, axe clean`, async () => {
        const context = await suite.browser.newContext({ viewport: { width, height: 800 }, locale })
        const page = await context.newPage()
        try {
          await page.goto(`${suite.server.origin}/demo-table-1`)
          const bill = page.getByRole("link", { name: texts["header.bill"], exact: true })
          await bill.waitFor()
          await expectNamesWhole(page, `${language} ${width} menu`)
          for (const [name, action] of [
            ["language", page.getByRole("combobox", { name: texts["header.language"] })],
            ["search", page.getByRole("button", { name: texts["menu.search"] })],
            ["call staff", page.getByRole("button", { name: texts["table.callStaff"] })],
            ["bill", bill],
          ] as const) {
            await expectReachable(action, width, `${language} ${width} menu ${name}`)
          }
          expect(await axeViolations(page), `${language} ${width} menu`).toEqual([])
          mkdirSync(shots, { recursive: true })
          await page.screenshot({ path: join(shots, `menu-${language}-${width}.png`), clip: { x: 0, y: 0, width, height: 160 } })

          await bill.click()
          const back = page.getByRole("link", { name: texts["header.menu"], exact: true })
          await back.waitFor()
          await expectNamesWhole(page, `${language} ${width} orders`)
          await expectReachable(back, width, `${language} ${width} orders menu`)
          expect(await axeViolations(page), `${language} ${width} orders`).toEqual([])
          await page.screenshot({ path: join(shots, `orders-${language}-${width}.png`), clip: { x: 0, y: 0, width, height: 160 } })
        } finally {
          await context.close()
        }
      })
    }
  }
  it("shows the actions' words beside their icons, and the logo, where there is room (700 px)", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 700, height: 800 } })
    const page = await context.newPage()
    try {
      await page.goto(`${suite.server.origin}/demo-table-1`)
      const bill = page.getByRole("link", { name: "Bill", exact: true })
      await bill.waitFor()
      expect(await bill.innerText()).toBe("Bill")
      expect(await page.getByRole("button", { name: "Call staff" }).innerText()).toBe("Call staff")
      expect(await page.locator("header img").isVisible()).toBe(true)
      await expectNamesWhole(page, "en 700 menu")
      mkdirSync(shots, { recursive: true })
      await page.screenshot({ path: join(shots, "menu-en-700.png"), clip: { x: 0, y: 0, width: 700, height: 160 } })
    } finally {
      await context.close()
    }
  })
})
