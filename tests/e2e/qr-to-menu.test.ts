import { mkdirSync } from "node:fs"
import { beforeAll, describe, expect, it } from "vitest"
import { PHONE_VIEWPORT, seriousAxeViolations, watchConsole } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"

/** The walking skeleton: a diner opens a table's QR link and sees the venue's menu. */
const suite = setupServerAndBrowser()
const shots = "test-results/screens"

beforeAll(() => {
  mkdirSync(shots, { recursive: true })
})

describe("from QR link to menu", () => {
  it("shows the venue's name and its items by section, with no console error and no serious axe violation", async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT })
    const problems = watchConsole(page)
    await page.goto(`${suite.server.origin}/demo-table-1`)

    await page.getByRole("heading", { name: "Kottu", level: 2 }).waitFor()
    expect(new URL(page.url()).pathname).toBe("/venue")
    expect(await page.title()).toBe("Lotus & Lime Colombo")
    await expect(page.getByText("Lotus & Lime Colombo").first().isVisible()).resolves.toBe(true)
    await expect(page.getByRole("button", { name: /^Cheese Kottu/ }).isVisible()).resolves.toBe(true)

    const sectionNames = await page.getByRole("heading", { level: 2 }).allTextContents()
    expect(sectionNames).toEqual(["Short Eats", "Hoppers", "Rice & Curry", "Kottu", "Seafood", "Desserts", "Drinks"])
    // Sold out (every variant disabled): never on the menu.
    expect(await page.getByText("Dolphin Kottu").count()).toBe(0)
    await expect(page.getByText("Rs. 1750.00").first().isVisible()).resolves.toBe(true)

    await page.screenshot({ path: `${shots}/menu.png`, fullPage: false })
    expect(await seriousAxeViolations(page)).toEqual([])
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
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.close()
  })

  it("opens a table from the home page by its code", async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT })
    const problems = watchConsole(page)
    await page.goto(`${suite.server.origin}/`)
    await page.getByRole("heading", { name: "Order from your table" }).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.screenshot({ path: `${shots}/home.png` })
    await page.getByLabel(/table code/).fill("demo-table-1")
    await page.getByRole("button", { name: "Open menu" }).click()
    await page.getByRole("heading", { name: "Short Eats", level: 2 }).waitFor()
    expect(problems()).toEqual([])
    await page.close()
  })
})
