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
 * 16-unit header), and every action is on screen, at least 44 px square and named. Where there
 * is room (700 px), the actions' words show beside their icons, and the logo beside the names.
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

  /** The top of the screen, kept for a look by hand. */
  const shoot = async (page: Page, name: string, width: number) => {
    mkdirSync(shots, { recursive: true })
    await page.screenshot({ path: join(shots, `${name}.png`), clip: { x: 0, y: 0, width, height: 160 } })
  }

  // One page per language, resized through the phone's widths: below 600 px the header's DOM and
  // its rules are the same at each width, so axe runs once per screen; what the diner sees is
  // checked at every width.
  const phoneWidths = [360, 390, 430] as const

  for (const [language, locale, texts] of [
    ["en", "en-GB", english],
    ["si", "si-LK", sinhala],
    ["ta", "ta-LK", tamil],
  ] as const) {
    it(`${language} at ${phoneWidths.join(", ")} px: the venue and table names whole, the actions on screen and named, axe clean${language === "en" ? "; at 700 px the actions' words and the logo" : ""}`, async () => {
      const context = await suite.browser.newContext({ viewport: { width: phoneWidths[0], height: 800 }, locale })
      const page = await context.newPage()
      try {
        await page.goto(`${suite.server.origin}/demo-table-1`)
        const bill = page.getByRole("link", { name: texts["header.bill"], exact: true })
        await bill.waitFor()
        // "Call staff" is the app store's (the venue's staff requests, after the sign-in).
        for (const width of phoneWidths) {
          await page.setViewportSize({ width, height: 800 })
          await expectNamesWhole(page, `${language} ${width} menu`)
          for (const [name, action] of [
            ["language", page.getByRole("combobox", { name: texts["header.language"] })],
            ["search", page.getByRole("button", { name: texts["menu.search"] })],
            ["call staff", page.getByRole("button", { name: texts["table.callStaff"] })],
            ["bill", bill],
          ] as const) {
            await expectReachable(action, width, `${language} ${width} menu ${name}`)
          }
          await shoot(page, `menu-${language}-${width}`, width)
        }
        expect(await axeViolations(page), `${language} menu`).toEqual([])

        if (language === "en") {
          // Where there is room (the wide rules, from 600 px), the actions' words beside their icons, and the logo.
          await page.setViewportSize({ width: 700, height: 800 })
          expect(await bill.innerText()).toBe("Bill")
          expect(await page.getByRole("button", { name: "Call staff" }).innerText()).toBe("Call staff")
          expect(await page.locator("header img").isVisible()).toBe(true)
          await expectNamesWhole(page, "en 700 menu")
          expect(await axeViolations(page), "en 700 menu").toEqual([])
          await shoot(page, "menu-en-700", 700)
          await page.setViewportSize({ width: phoneWidths[0], height: 800 })
        }

        await bill.click()
        const back = page.getByRole("link", { name: texts["header.menu"], exact: true })
        await back.waitFor()
        for (const width of phoneWidths) {
          await page.setViewportSize({ width, height: 800 })
          await expectNamesWhole(page, `${language} ${width} orders`)
          await expectReachable(back, width, `${language} ${width} orders menu`)
          await shoot(page, `orders-${language}-${width}`, width)
        }
        expect(await axeViolations(page), `${language} orders`).toEqual([])
      } finally {
        await context.close()
      }
    })
  }
})
