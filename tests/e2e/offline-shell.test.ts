import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { PHONE_VIEWPORT, storedEventTags, watchConsole } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"

/** The service worker (src/app/sw.ts): after one visit, the app opens without a network. */
const suite = setupServerAndBrowser({ serviceWorkers: "allow" })

/** A visit to demo-table-1, then a reload that the service worker serves. */
const visitServedByWorker = async (page: Page) => {
  await page.goto(`${suite.server.origin}/demo-table-1`)
  await page.locator("[data-item]").first().waitFor()
  // The worker installs after the first visit and serves the visits after it.
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe("activated")
  // The worker keeps the first visit's page too, loaded before it was there.
  await expect.poll(() => page.evaluate(async () => (await caches.match("/demo-table-1", { ignoreSearch: true })) !== undefined)).toBe(true)
  await page.reload()
  await page.locator("[data-item]").first().waitFor()
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

describe("service worker", () => {
  it("reopens a table's menu with no network after a visit, and explains a venue it cannot reach", async () => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT })
    const page = await context.newPage()
    const problems = watchConsole(page)
    await visitServedByWorker(page)

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

    // The installed app starts on its shell and reopens the table last opened: its venue and menu
    // are read out of that table's kept page, the device's one copy of them.
    const app = await context.newPage()
    await app.goto(`${suite.server.origin}/venue?source=app`)
    await app.locator("[data-item]").first().waitFor()
    expect(await app.evaluate(async () => (await caches.keys()).includes("tableside-venues"))).toBe(false)
    await app.close()

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

  it("keeps a script only when it is one: a page or a 404 under a script's name is used once and never kept", async () => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT })
    const page = await context.newPage()
    await visitServedByWorker(page)
    // A server of another build answering the app's page under a script's name, and one answering the script.
    await context.route("**/assets/probe-page.js", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Tableside</title>" }),
    )
    await context.route("**/assets/probe-script.js", (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "export {}" }),
    )
    const statuses = await page.evaluate(async () => {
      const statuses: Record<string, number> = {}
      for (const name of ["probe-page.js", "probe-missing.js", "probe-script.js"]) statuses[name] = (await fetch(`/assets/${name}`)).status
      return statuses
    })
    expect(statuses).toEqual({ "probe-page.js": 200, "probe-missing.js": 404, "probe-script.js": 200 })
    // Workbox puts an answer in its cache after handing it to the page: the script, fetched last, is kept in a moment,
    // and by then the two fetched before it would have been kept too, had they been.
    const kept = () =>
      page.evaluate(async () => {
        const kept: Record<string, boolean> = {}
        for (const name of ["probe-page.js", "probe-missing.js", "probe-script.js"])
          kept[name] = (await caches.match(`/assets/${name}`)) !== undefined
        return kept
      })
    await expect.poll(kept).toEqual({ "probe-page.js": false, "probe-missing.js": false, "probe-script.js": true })
    await context.close()
  })
})
