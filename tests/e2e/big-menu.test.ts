import { describe, expect, it } from "vitest"
import type { MenuItem } from "../../schema/menu"
import { BIG_MENU_TABLE } from "../../server/seed/big-menu"
import { groupBySection, searchItems } from "../../src/domain/menu"
import { COVERED_TOP, PLAIN_MENU_MAX_DISHES } from "../../src/features/menu/menu-rows"
import { PHONE_VIEWPORT, axeViolations, holdRequests, reachedMark, watchConsole } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"

/** A menu far larger than a restaurant's (the benchmarks' 2,000 dishes): only the rows on screen are drawn. */
const suite = setupServerAndBrowser({ seedBigMenu: true })

describe("a menu of thousands of dishes", () => {
  it("draws only the rows on screen, reaches the next dishes by keyboard, and a far section's tab lands its heading under the strip", async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT })
    const problems = watchConsole(page)
    await page.goto(`${suite.server.origin}/${BIG_MENU_TABLE}`)
    await page.locator("[data-item]").first().waitFor()
    const menu = (await (await fetch(`${suite.server.origin}/api/menu/pick/${BIG_MENU_TABLE}`)).json()) as { body: { items: MenuItem[] } }
    const sections = groupBySection(searchItems(menu.body.items, ""))
    const onMenu = sections.flatMap(({ items }) => items.map((item) => item.id))
    expect(onMenu.length).toBeGreaterThan(PLAIN_MENU_MAX_DISHES)
    // The server's page holds the first sections, whole, and is hydrated as such (watchConsole
    // reports a page React drew again) once the diner starts using it; once the app's store holds
    // the whole menu, its windowed list takes their place: only the rows on screen. The sections
    // are counted in the page as served: the app starts without input, and on a slow machine its
    // windowed list may already stand in their place when the live page is counted.
    const served = await (await fetch(`${suite.server.origin}/${BIG_MENU_TABLE}`)).text()
    expect(served.match(/ data-item="/g)?.length ?? 0).toBeGreaterThanOrEqual(20)
    expect(await page.locator("#root").getAttribute("data-ssr")).toBe("hydrate")
    await reachedMark(page, "hydrated")
    await expect.poll(() => page.locator("[data-item]").count()).toBeLessThan(20)
    expect(await axeViolations(page)).toEqual([])

    // Tab through the first dishes, into rows that were not drawn when the focus started.
    await page.locator("[data-item]").first().focus()
    const reached = [await page.evaluate(() => document.activeElement?.getAttribute("data-item"))]
    for (let step = 0; step < 60 && reached.length < 25; step++) {
      await page.keyboard.press("Tab")
      // A person's next key press comes frames later: by then the rows ahead are drawn.
      const focused = await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        return document.activeElement?.getAttribute("data-item") ?? null
      })
      if (focused !== null && !reached.includes(focused)) reached.push(focused)
    }
    expect(reached).toEqual(onMenu.slice(0, 25))

    const far = sections[30]
    if (far === undefined) throw new Error("the big menu has 40 sections")
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole("navigation", { name: "Menu sections" }).getByRole("button", { name: far.section.name, exact: true }).click()
    await page.getByRole("heading", { name: far.section.name, level: 2 }).waitFor()
    // Its heading's row lands at the covered top, the heading's text below the header and the strip.
    await page.waitForFunction(
      ([id, coveredTop]) => {
        const box = document.getElementById(`section-${id}`)?.getBoundingClientRect()
        const strip = document.querySelector('nav[aria-label="Menu sections"]')?.getBoundingClientRect()
        return box !== undefined && strip !== undefined && box.bottom > strip.bottom && Math.abs(box.top - coveredTop) <= 1
      },
      [far.section.id, COVERED_TOP] as const,
    )
    const tabs = page.getByRole("navigation", { name: "Menu sections" })
    await expect.poll(() => tabs.getByRole("button", { name: far.section.name, exact: true }).getAttribute("aria-current")).toBe("true")
    // Scrolled back by hand into the section before: its tab becomes the current one.
    const before = sections[29]?.section.name ?? ""
    await page.evaluate(() => window.scrollBy(0, -1000))
    await expect.poll(() => tabs.getByRole("button", { name: before, exact: true }).getAttribute("aria-current")).toBe("true")
    expect(await page.locator("[data-item]").count()).toBeLessThan(20)
    expect(problems()).toEqual([])
    await page.close()
  })

  it("opens the search tapped on the server's page before the app hydrated it", async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT })
    const problems = watchConsole(page)
    // The hydration's code is held back until the diner has tapped, which starts it.
    const release = await holdRequests(page, "**/assets/first-tap-*.js")
    await page.goto(`${suite.server.origin}/${BIG_MENU_TABLE}`, { waitUntil: "commit" })
    await page.locator("[data-item]").first().waitFor()
    // On the server's markup: its button is replaced by the app's, and the tap carried over.
    expect(await page.evaluate(() => "tablesideTap" in window)).toBe(true)
    await page.getByRole("button", { name: "Search menu" }).click()
    await release()
    await page.getByRole("searchbox", { name: "Search menu" }).waitFor({ timeout: 20_000 })
    expect(problems()).toEqual([])
    await page.close()
  })

  it("draws every dish when the windowed list's code cannot load, rather than nothing", async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT })
    const problems = watchConsole(page)
    const warnings: string[] = []
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text())
    })
    await page.route("**/assets/virtual-menu-list-*.js", (route) => route.abort("internetdisconnected"))
    await page.goto(`${suite.server.origin}/${BIG_MENU_TABLE}`)
    await page.locator("[data-item]").first().waitFor()
    const menu = (await (await fetch(`${suite.server.origin}/api/menu/pick/${BIG_MENU_TABLE}`)).json()) as { body: { items: MenuItem[] } }
    // The server's page holds the first sections only; the app draws the rest.
    await expect.poll(() => page.locator("[data-item]").count(), { timeout: 20_000 }).toBe(searchItems(menu.body.items, "").length)
    expect(warnings.some((warning) => warning.includes("every dish is drawn instead"))).toBe(true)
    // The script's failed request is the only problem: nothing thrown in the page.
    expect(problems().filter((problem) => !problem.includes("Failed to load resource"))).toEqual([])
    await page.close()
  })
})
