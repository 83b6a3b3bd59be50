import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { BIG_MENU_TABLE } from "../../server/seed/big-menu"
import { PHONE_VIEWPORT, axeViolations, watchConsole, reachedMark } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"

/**
 * A table's first screen is cheap to lay out and reads like a menu (issue 32): dishes as
 * compact rows, several on a phone's first screen with or without script, icons drawn once,
 * and no script of the page's asking for a layout while the menu loads and is taken over.
 */
const suite = setupServerAndBrowser({ seedBigMenu: true })

interface TraceEvent {
  readonly name: string
  readonly args?: { readonly beginData?: { readonly stackTrace?: ReadonlyArray<{ readonly functionName: string; readonly url: string }> } }
}

/**
 * The style and layout passes a script of the page forced while it loaded, until its menu was
 * painted and a moment after (Chromium's trace gives such a pass the script's stack), each as
 * its innermost function and file. Opened as a phone opens it (its viewport honoured), where
 * even reading the window's size asks for a layout.
 */
const forcedLayouts = async (path: string): Promise<ReadonlyArray<string>> => {
  const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true, locale: "en-GB" })
  const page = await context.newPage()
  const stack = "disabled-by-default-devtools.timeline.stack"
  await suite.browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", stack] })
  await page.goto(`${suite.server.origin}${path}`)
  await reachedMark(page, "menu-painted", { timeout: 20_000 })
  // The work that follows the first paint: the windowed list's and the strip's measures.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)))
  const { traceEvents } = JSON.parse((await suite.browser.stopTracing()).toString()) as { traceEvents: ReadonlyArray<TraceEvent> }
  await context.close()
  return traceEvents.flatMap(({ name, args }) => {
    const frames = args?.beginData?.stackTrace ?? []
    const ours = frames.find((frame) => frame.url.startsWith(suite.server.origin))
    return (name === "Layout" || name === "UpdateLayoutTree") && ours !== undefined
      ? [`${name} in ${ours.functionName} (${new URL(ours.url).pathname})`]
      : []
  })
}

/** Dishes whose name and price are wholly on the screen, below the venue's header, as the page is now. */
const wholeDishesOnScreen = (page: Page): Promise<ReadonlyArray<string>> =>
  // A string, not a function: the bundler's name-keeping helpers do not exist in the page.
  page.evaluate(`(() => {
    const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0
    const inside = (box) => box.width > 0 && box.top >= headerBottom && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth
    return [...document.querySelectorAll("[data-item]")].flatMap((dish) => {
      // The name, then the price: a row's first two leaves of text.
      const [name, price] = [...dish.querySelectorAll("span")].filter((span) => span.children.length === 0 && span.textContent.trim() !== "")
      if (name === undefined || price === undefined || !/\\d/.test(price.textContent)) return []
      return inside(name.getBoundingClientRect()) && inside(price.getBoundingClientRect()) ? [name.textContent.trim()] : []
    })
  })()`)

describe("a table's first screen on a phone", () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`shows at least four dishes' names and prices whole at 390x844, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async () => {
      const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, javaScriptEnabled, locale: "en-GB" })
      const page = await context.newPage()
      const problems = watchConsole(page)
      await page.goto(`${suite.server.origin}/demo-table-1`)
      if (javaScriptEnabled) await reachedMark(page, "menu-painted", { timeout: 20_000 })
      else await page.locator("noscript p").waitFor({ state: "attached" })
      const whole = await wholeDishesOnScreen(page)
      expect(whole.length, whole.join(", ")).toBeGreaterThanOrEqual(4)
      // The thumbnails beside the names are decorative; the names say the dish.
      expect(await page.locator("[data-item] img").first().getAttribute("alt")).toBe("")
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([])
      expect(problems()).toEqual([])
      await context.close()
    })
  }

  it("draws each icon once, in one sprite, and every icon on screen is a use of it", async () => {
    const html = await (await fetch(`${suite.server.origin}/demo-table-1`, { headers: { "accept-language": "en" } })).text()
    const paths = [...html.matchAll(/<path\b/g)].length
    const uses = [...html.matchAll(/<use\b/g)].length
    // The menu's dishes show dozens of icons; their drawings are in the page once.
    expect(uses).toBeGreaterThan(40)
    expect(paths).toBeLessThanOrEqual(20)

    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, locale: "en-GB" })
    const page = await context.newPage()
    await page.goto(`${suite.server.origin}/demo-table-1`)
    await reachedMark(page, "menu-painted", { timeout: 20_000 })
    const drawn = await page.evaluate(() => ({
      sprites: document.querySelectorAll("svg:has(> symbol)").length,
      pathsOutsideSprite: document.querySelectorAll("svg:not(:has(> symbol)) path").length,
      unresolved: [...document.querySelectorAll("use")].filter(
        (use) => document.getElementById((use.getAttribute("href") ?? "").slice(1)) === null,
      ).length,
    }))
    expect(drawn).toEqual({ sprites: 1, pathsOutsideSprite: 0, unresolved: 0 })
    // The drawer's icons are uses of the same sprite.
    await page.locator("[data-item]").first().click()
    await page.getByRole("dialog").waitFor()
    expect(await page.locator('[role="dialog"] svg path').count()).toBe(0)
    expect(await page.locator('[role="dialog"] svg use').count()).toBeGreaterThan(0)
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  for (const path of ["/demo-table-1", `/${BIG_MENU_TABLE}`]) {
    it(`forces no layout while ${path} loads and is taken over`, async () => {
      expect(await forcedLayouts(path)).toEqual([])
    })
  }
})
