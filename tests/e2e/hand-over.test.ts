import { describe, expect, it } from "vitest"
import { liveFeed } from "../../schema/live"
import { axeViolations, holdRequests, PHONE_VIEWPORT, watchConsole, reachedMark } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"

/**
 * The hand-over of the server's page to the app (issue 32): taps before the app's script ran are
 * kept as what they meant (`data-intent`) and become commands; what the first screen does not
 * need starts from the page's lifecycle, after the hydration.
 */
const suite = setupServerAndBrowser()

describe("the server's page handed over to the app", () => {
  it("turns a filter and a dish tapped before the app's script ran into their commands, in order", async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT })
    const problems = watchConsole(page)
    // The app's code is held back until the diner has tapped: on a menu the server drew, its hydration (src/app/hydrate-page.tsx).
    const release = await holdRequests(page, "**/assets/first-tap-*.js")
    await page.goto(`${suite.server.origin}/demo-table-1`, { waitUntil: "commit" })
    const dish = page.locator("[data-item]").nth(1)
    await dish.waitFor()
    const dishName = (await dish.locator("span > span").first().textContent()) ?? ""
    expect(await page.evaluate(() => "tablesideTap" in window)).toBe(true)
    await page.getByRole("button", { name: "No nuts" }).click()
    await dish.click()
    // Kept as intents by the page's own script, nothing else.
    expect(await page.evaluate(() => window.tablesideTap?.intents)).toEqual(["without:nuts", expect.stringMatching(/^dish:/)])
    // The page opened the dish's drawer itself, saying its choices are on their way.
    const drawer = page.getByRole("dialog")
    expect(await drawer.getByRole("heading").textContent()).toBe(dishName)
    expect(await drawer.getByRole("status").textContent()).toBe("Loading choices...")
    expect(await axeViolations(page)).toEqual([])
    // Each change to the page is looked at once its task is done: two dialogs then means both drawers were shown.
    await page.evaluate(() => {
      const seen = globalThis as { dialogsAtOnce?: number }
      seen.dialogsAtOnce = 1
      new MutationObserver(() => {
        seen.dialogsAtOnce = Math.max(seen.dialogsAtOnce ?? 0, document.querySelectorAll("[role=dialog]").length)
      }).observe(document.body, { childList: true, subtree: true })
    })
    await release()
    // The app's drawer took its place, with the dish's quantity and its add button, never beside it.
    await page.getByRole("button", { name: "Increase quantity" }).waitFor({ timeout: 20_000 })
    expect(await drawer.count()).toBe(1)
    expect(await page.evaluate(() => (globalThis as { dialogsAtOnce?: number }).dialogsAtOnce)).toBe(1)
    expect(await drawer.getByRole("heading").first().textContent()).toBe(dishName)
    await expect.poll(() => page.getByRole("button", { name: "No nuts" }).getAttribute("aria-pressed")).toBe("true")
    // React's own listeners took over: the page's script stopped keeping taps.
    expect(await page.evaluate(() => "tablesideTap" in window)).toBe(false)
    expect(await axeViolations(page)).toEqual([])
    expect(problems()).toEqual([])
    await page.close()
  })

  it("opens the app's drawer for a dish tapped before the app as soon as the menu is hydrated, before its last section, drawing nothing again", async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT })
    // Also a part of the page React drew again rather than hydrate (src/app/hydrate-page.tsx warns of it).
    const problems = watchConsole(page)
    const release = await holdRequests(page, "**/assets/first-tap-*.js")
    await page.goto(`${suite.server.origin}/demo-table-1`, { waitUntil: "commit" })
    const dish = page.locator("[data-item]").first()
    const dishName = (await dish.locator("[data-part=name]").textContent()) ?? ""
    await dish.click()
    // A slow phone's hydration (a section per task), and what the page holds when the app's drawer shows.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 })
    await page.evaluate(() => {
      const seen = globalThis as { drawerShown?: { hydrated: boolean; sameRows: boolean } }
      const rows = [...document.querySelectorAll("[data-item]")]
      new MutationObserver((_, observer) => {
        if (![...document.querySelectorAll("[role=dialog] button")].some((button) => button.textContent?.includes("Add to cart"))) return
        observer.disconnect()
        const now = [...document.querySelectorAll("[data-item]")]
        seen.drawerShown = {
          hydrated: performance.getEntriesByName("tableside:hydrated").length > 0,
          sameRows: now.length === rows.length && now.every((row, at) => row === rows[at]),
        }
      }).observe(document.body, { childList: true, subtree: true })
    })
    await release()
    await page.getByRole("button", { name: "Increase quantity" }).waitFor({ timeout: 30_000 })
    expect(await page.getByRole("dialog").getByRole("heading").first().textContent()).toBe(dishName)
    // Shown while sections were still the server's: not after the whole page was hydrated and painted, as before.
    expect(await page.evaluate(() => (globalThis as { drawerShown?: unknown }).drawerShown)).toEqual({ hydrated: false, sameRows: true })
    await reachedMark(page, "painted", { timeout: 30_000 })
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 })
    expect(await page.getByRole("dialog").count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
    // Hydrated from the state the page was drawn from: no part of it was drawn again.
    expect(problems()).toEqual([])
    await page.close()
  })

  it("opens a dish tapped before the app from the page itself, and forgets it once closed", async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT })
    const problems = watchConsole(page)
    const release = await holdRequests(page, "**/assets/first-tap-*.js")
    await page.goto(`${suite.server.origin}/demo-table-1`, { waitUntil: "commit" })
    const dish = page.locator("[data-item]").first()
    const description = (await dish.locator("[data-part=description]").textContent()) ?? ""
    await dish.click()
    const drawer = page.getByRole("dialog")
    expect(await drawer.textContent()).toContain(description)
    expect(await drawer.locator("img").getAttribute("src")).toMatch(/\/img\/items\//)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("dialog")
    await page.keyboard.press("Escape")
    expect(await drawer.count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute("data-item"))).toBe(true)
    await dish.click()
    await drawer.getByRole("button", { name: "Close" }).click()
    expect(await drawer.count()).toBe(0)
    expect(await page.evaluate(() => window.tablesideTap?.intents)).toEqual([])
    await release()
    // The app took the page over with no drawer to open: the closed taps were forgotten.
    await reachedMark(page, "painted", { timeout: 20_000 })
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)))
    expect(await drawer.count()).toBe(0)
    expect(problems()).toEqual([])
    await page.close()
  })

  it("closes the app's drawer too when the page's own is closed after the app took the taps", async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT })
    const problems = watchConsole(page)
    // The diner closes the page's drawer in the very moment after the app has taken the taps (and
    // sent the dish's), before React has drawn anything: the page stops listening, then Escape.
    await page.addInitScript(() => {
      const seen = globalThis as { escapedAfterTaken?: { previewShown: boolean; told: boolean } }
      const remove = document.removeEventListener.bind(document)
      document.removeEventListener = (...args: Parameters<typeof document.removeEventListener>) => {
        const tap = window.tablesideTap
        if (tap !== undefined && args[1] === tap.listen)
          queueMicrotask(() => {
            const preview = document.querySelector("[data-dish-preview] [role=dialog]")
            seen.escapedAfterTaken = { previewShown: preview !== null, told: typeof tap.closed === "function" }
            preview?.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }))
          })
        remove(...args)
      }
    })
    const releaseApp = await holdRequests(page, "**/assets/first-tap-*.js")
    await page.goto(`${suite.server.origin}/demo-table-1`, { waitUntil: "commit" })
    await page.locator("[data-item]").first().click()
    const drawer = page.getByRole("dialog")
    await drawer.waitFor()
    await releaseApp()
    await reachedMark(page, "painted", { timeout: 20_000 })
    expect(await page.evaluate(() => (globalThis as { escapedAfterTaken?: unknown }).escapedAfterTaken)).toEqual({
      previewShown: true,
      told: true,
    })
    // The app had opened the dish's drawer in its store: closing the page's closed it there too.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)))
    expect(await drawer.count()).toBe(0)
    // The app is the diner's: another dish opens its drawer, with its choices.
    const other = page.locator("[data-item]").nth(1)
    const otherName = (await other.locator("[data-part=name]").textContent()) ?? ""
    await other.click()
    await page.getByRole("button", { name: "Increase quantity" }).waitFor({ timeout: 20_000 })
    expect(await drawer.getByRole("heading").first().textContent()).toBe(otherName)
    expect(await drawer.count()).toBe(1)
    expect(problems()).toEqual([])
    await page.close()
  })

  it("hydrates the page with no input, then starts the local database and the live feed once it is painted and idle", async () => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT })
    const page = await context.newPage()
    const problems = watchConsole(page)
    // The live feed's stream never ends, so the page's resource timing never lists it: its call is noted instead.
    await page.addInitScript(`(() => {
      const fetch = globalThis.fetch
      globalThis.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes(${JSON.stringify(liveFeed.path)})) globalThis.liveAskedAt ??= performance.now()
        return fetch(input, init)
      }
    })()`)
    await page.goto(`${suite.server.origin}/demo-table-1`)
    await reachedMark(page, "served")
    // The page's own mark of its first screen, not the moment this test reads it: the app now takes the page over with no input, perhaps before.
    const served = await page.evaluate(() => performance.getEntriesByName("tableside:served")[0]?.startTime ?? Number.NaN)
    const started = () =>
      page.evaluate(() => {
        const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? null
        const database = performance.getEntriesByType("resource").find((entry) => entry.name.includes("storage-dexie"))?.startTime ?? null
        const live = (globalThis as { liveAskedAt?: number }).liveAskedAt ?? null
        return { hydrated: at("tableside:hydrated"), idle: at("tableside:idle"), database, live }
      })
    await expect.poll(async () => Object.values(await started()).every((at) => at !== null), { timeout: 20_000 }).toBe(true)
    const { hydrated, idle, database, live } = await started()
    expect(idle).toBeGreaterThan(hydrated ?? Number.NaN)
    expect(database).toBeGreaterThanOrEqual(idle ?? Number.NaN)
    expect(live).toBeGreaterThanOrEqual(idle ?? Number.NaN)
    expect(hydrated).toBeGreaterThan(served)
    expect(database).toBeGreaterThan(served)
    expect(live).toBeGreaterThan(served)
    expect(problems()).toEqual([])
    await context.close()
  })
})
