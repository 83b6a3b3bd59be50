import { describe, expect, it } from "vitest"
import { PHONE_VIEWPORT, storedEventTags, watchConsole } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"

/** The service worker (src/app/service-worker.ts): after one visit, the app opens without a network. */
const suite = setupServerAndBrowser()

describe("service worker", () => {
  it("reopens a table's menu with no network after a visit, and explains a venue it cannot reach", async () => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT })
    const page = await context.newPage()
    const problems = watchConsole(page)
    await page.goto(`${suite.server.origin}/demo-table-1`)
    await page.locator("[data-item]").first().waitFor()
    // The worker installs after the first visit and serves the visits after it.
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe("activated")
    await page.reload()
    await page.locator("[data-item]").first().waitFor()
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

    await expect.poll(() => storedEventTags(page)).toContain("v1.MenuReplaced")
    await context.setOffline(true)
    await page.reload()
    // The shell and scripts from the worker's cache, the menu from this tab's own event log.
    await page.locator("[data-item]").first().waitFor()
    // The live feed cannot connect, and the diner is told.
    await page.getByText("You are offline.").waitFor()

    // A new tab has no log of its own: the venue and menu kept from the first visit show.
    const other = await context.newPage()
    await other.goto(`${suite.server.origin}/demo-table-1`)
    await other.locator("[data-item]").first().waitFor()
    await other.close()

    // A table never opened on this phone cannot load, and the diner is told so.
    const unknown = await context.newPage()
    await unknown.goto(`${suite.server.origin}/harbour-deck-2`)
    await unknown.getByText("We could not reach the venue. Check your connection and try again.").waitFor()
    await context.setOffline(false)
    await unknown.getByRole("link", { name: "Try again" }).click()
    await unknown.locator("[data-item]").first().waitFor()
    expect(problems().filter((problem) => problem.startsWith("page error"))).toEqual([])
    await context.close()
  })
})
