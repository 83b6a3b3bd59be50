import { mkdirSync } from "node:fs"
import { beforeAll, describe, expect, it } from "vitest"
import { PHONE_VIEWPORT, axeViolations, watchConsole } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { findDish } from "../support/menu-page"
import type { MenuItem } from "../../schema/menu"
import { groupBySection, searchItems } from "../../src/domain/menu"
import { COVERED_TOP } from "../../src/features/menu/menu-rows"

/** The walking skeleton: a diner opens a table's QR link and sees the venue's menu. */
const suite = setupServerAndBrowser()
const shots = "test-results/screens"

beforeAll(() => {
  mkdirSync(shots, { recursive: true })
})

describe("from QR link to menu", () => {
  it("shows the venue's name and its items by section, with no console error, axe clean", async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT })
    const problems = watchConsole(page)
    await page.goto(`${suite.server.origin}/demo-table-1`)

    await page.locator("[data-item]").first().waitFor()
    // The server's page is on screen first; the address goes on to /venue as the app takes it over, with no input (the spec's start).
    await page.waitForURL((url) => url.pathname === "/venue")
    expect(await page.title()).toBe("Lotus & Lime Colombo")
    await expect(page.getByText("Lotus & Lime Colombo").first().isVisible()).resolves.toBe(true)
    const sectionNames = await page.getByRole("navigation", { name: "Menu sections" }).getByRole("button").allTextContents()
    expect(sectionNames).toEqual(["Short Eats", "Hoppers", "Rice & Curry", "Kottu", "Seafood", "Desserts", "Drinks"])
    // A menu of ordinary size is in the page whole (a large one is windowed: big-menu.test.ts).
    expect(await page.getByRole("heading", { name: "Short Eats", level: 2 }).isVisible()).toBe(true)
    expect(await page.getByRole("heading", { name: "Drinks", level: 2 }).count()).toBe(1)
    await expect((await findDish(page, "Cheese Kottu")).isVisible()).resolves.toBe(true)
    expect(await page.getByRole("heading", { name: "Kottu", level: 2 }).isVisible()).toBe(true)
    // Sold out (every variant disabled): never on the menu.
    expect(await page.getByText("Dolphin Kottu").count()).toBe(0)
    await expect(page.getByText("Rs. 1750.00").first().isVisible()).resolves.toBe(true)

    await page.screenshot({ path: `${shots}/menu.png`, fullPage: false })
    expect(await axeViolations(page)).toEqual([])
    expect(problems()).toEqual([])
    await page.close()
  })

  it("says 'Initializing Venue...' while loading, and explains an unknown table code with a retry", async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT })
    // Hold the venue answer back so the loading text can be seen.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/api/venue/**", async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${suite.server.origin}/no-such-table`)
    await page.getByText("Initializing Venue...").waitFor()
    release()
    await page.getByRole("alert").filter({ hasText: "no-such-table" }).waitFor()
    expect(new URL(page.url()).pathname).toBe("/venue/error")
    await expect(page.getByRole("link", { name: "Try again" }).isVisible()).resolves.toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })

  it("reaches every dish by keyboard, and a section's tab brings its dishes into view, with every dish in the page", async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT })
    const problems = watchConsole(page)
    await page.goto(`${suite.server.origin}/demo-table-1`)
    await page.locator("[data-item]").first().waitFor()
    const menu = (await (await fetch(`${suite.server.origin}/api/menu/pick/demo-table-1`)).json()) as { body: { items: MenuItem[] } }
    const onMenu = groupBySection(searchItems(menu.body.items, "")).flatMap(({ items }) => items.map((item) => item.id))
    // The browser's find and a screen reader's list of buttons reach every dish.
    expect(await page.locator("[data-item]").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-item")))).toEqual(onMenu)

    // Tab from the first dish to the last: each comes into the page as the focus nears it.
    await page.locator("[data-item]").first().focus()
    const reached = [await page.evaluate(() => document.activeElement?.getAttribute("data-item"))]
    for (let step = 0; step < onMenu.length * 2 && reached.length < onMenu.length; step++) {
      await page.keyboard.press("Tab")
      // A person's next key press comes frames later: by then the rows ahead are drawn.
      const focused = await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        return document.activeElement?.getAttribute("data-item") ?? null
      })
      if (focused !== null && !reached.includes(focused)) reached.push(focused)
    }
    expect(reached).toEqual(onMenu)

    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole("navigation", { name: "Menu sections" }).getByRole("button", { name: "Desserts" }).click()
    const heading = page.getByRole("heading", { name: "Desserts", level: 2 })
    await heading.waitFor()
    // The heading lands at the covered top, its text just below the header and the section strip, which stay in place.
    await page.waitForFunction((coveredTop) => {
      const box = document.getElementById("section-section-desserts")?.getBoundingClientRect()
      const strip = document.querySelector('nav[aria-label="Menu sections"]')?.getBoundingClientRect()
      return box !== undefined && strip !== undefined && box.bottom > strip.bottom && Math.abs(box.top - coveredTop) <= 1
    }, COVERED_TOP)
    expect(await page.getByRole("navigation", { name: "Menu sections" }).evaluate((nav) => nav.getBoundingClientRect().top)).toBe(64)
    // Once the scroll has settled, the tab of the section being read is the chosen one.
    const tabs = page.getByRole("navigation", { name: "Menu sections" })
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)))
    expect(await tabs.getByRole("button", { name: "Desserts" }).getAttribute("aria-current")).toBe("true")
    // Scrolled back by hand into the section before: its tab becomes the current one.
    await page.evaluate(() => window.scrollBy(0, -300))
    await expect.poll(() => tabs.getByRole("button", { name: "Seafood" }).getAttribute("aria-current")).toBe("true")
    expect(problems()).toEqual([])
    await page.close()
  })

  it("opens a table from the home page by its code", async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT })
    const problems = watchConsole(page)
    await page.goto(`${suite.server.origin}/`)
    await page.getByRole("heading", { name: "Order from your table" }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.screenshot({ path: `${shots}/home.png` })
    await page.getByLabel(/table code/).fill("demo-table-1")
    await page.getByRole("button", { name: "Open menu" }).click()
    await page.getByRole("heading", { name: "Short Eats", level: 2 }).waitFor()
    expect(problems()).toEqual([])
    await page.close()
  })
})
