import { Schema } from "effect"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { Menu } from "../../schema/menu"
import { operatorApi } from "../../schema/operator-api"
import { KEPT_PAGES } from "../../src/app/kept-pages"
import { groupBySection, searchItems } from "../../src/domain/menu"
import { PHONE_VIEWPORT, watchConsole, reachedMark } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { operatorDo } from "../support/operator"

/**
 * A repeat visit to a table's link (issue 25): the service worker answers it with the page the
 * server rendered last time (src/app/sw.ts), which carries the venue and menu
 * answers as they were then. The page shows at once, and what changed since is shown as soon
 * as the app has the fresh answers, in the same page.
 */
const suite = setupServerAndBrowser({ serviceWorkers: "allow" })

declare global {
  interface Window {
    /** Set by the test's init script when the parse ends: what the page's own HTML held. */
    keptHtml?: { readonly soldOutDish: boolean }
    /** Set by the test once the page has loaded: still there, no reload since. */
    sameDocument?: boolean
  }
}

describe("a table's page kept by the service worker", () => {
  it("paints the kept page at once, hydrates it, then shows a dish sold out since it was kept, without a reload", async () => {
    const table = `${suite.server.origin}/demo-table-1`
    const menu = Schema.decodeUnknownSync(Schema.Struct({ body: Menu }))(
      await (await fetch(`${suite.server.origin}/api/menu/pick/demo-table-1`)).json(),
    ).body
    // The last dish, not the first: the first dish's card and picture are the page's largest paint, and stay.
    const soldOut = groupBySection(searchItems(menu.items, "")).at(-1)?.items.at(-1)
    if (soldOut === undefined) throw new Error("demo-table-1 has no dishes")
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, locale: "en" })

    // The first visit installs the worker; the second, through the worker, keeps the page.
    const first = await context.newPage()
    await first.goto(table)
    await first.locator("[data-item]").first().waitFor()
    await expect.poll(() => first.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe("activated")
    await first.close()
    const second = await context.newPage()
    await second.goto(table)
    await second.locator(`[data-item="${soldOut.id}"]`).waitFor()
    expect(await second.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await expect
      // Kept under its table and language (src/app/kept-pages.ts), whatever the link's query.
      .poll(() =>
        second.evaluate(async () => (await caches.match("/demo-table-1", { ignoreVary: true, ignoreSearch: true })) !== undefined),
      )
      .toBe(true)
    await second.close()

    // Nothing changed yet: the kept page asks again with each answer's ETag, and is answered 304, with no body.
    const unchanged = await context.newPage()
    const asked: Array<{ readonly path: string; readonly etag: string | null; readonly status: number }> = []
    unchanged.on("response", async (response) => {
      const path = new URL(response.url()).pathname
      if (!path.startsWith("/api/venue/") && !path.startsWith("/api/menu/")) return
      asked.push({ path, etag: (await response.request().allHeaders())["if-none-match"] ?? null, status: response.status() })
    })
    await unchanged.goto(table)
    await expect
      .poll(() => [...asked].sort((a, b) => a.path.localeCompare(b.path)))
      .toEqual([
        { path: "/api/menu/pick/demo-table-1", etag: expect.stringMatching(/^".+"$/), status: 304 },
        { path: "/api/venue/demo-table-1", etag: expect.stringMatching(/^".+"$/), status: 304 },
      ])
    await unchanged.close()

    // The venue's staff take the dish off the menu: the server's page no longer has it.
    await operatorDo(suite.server.origin, operatorApi.operatorAvailability, {
      params: { itemId: soldOut.id },
      payload: { available: false },
    })
    expect(await (await fetch(table, { headers: { "accept-language": "en" } })).text()).not.toContain(`data-item="${soldOut.id}"`)

    // A new tab: the kept page, with the dish as it was, is what the browser parses and paints.
    const third = await context.newPage()
    const problems = watchConsole(third)
    const warnings: string[] = []
    third.on("console", (message) => message.type() === "warning" && warnings.push(message.text()))
    await third.addInitScript(`document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return
      window.keptHtml = { soldOutDish: document.querySelector(${JSON.stringify(`[data-item="${soldOut.id}"]`)}) !== null }
      const dish = document.querySelector("[data-item]")
      if (dish) dish.fromServer = true
      const picture = document.querySelector("[data-item] img")
      if (picture) picture.fromServer = true
    })`)
    await third.goto(table)
    expect(await third.evaluate(() => window.keptHtml)).toEqual({ soldOutDish: true })
    await third.evaluate(() => (window.sameDocument = true))

    // Then the app asks again and the dish goes, in the same page.
    await third.locator(`[data-item="${soldOut.id}"]`).waitFor({ state: "detached", timeout: 20_000 })
    await reachedMark(third, "menu-painted")
    const after = await third.evaluate(() => {
      const marked = (element: Element | null) => element !== null && Object.getOwnPropertyDescriptor(element, "fromServer")?.value === true
      return {
        sameDocument: window.sameDocument === true,
        path: location.pathname,
        dish: marked(document.querySelector("[data-item]")),
        picture: marked(document.querySelector("[data-item] img")),
      }
    })
    // Hydrated, not drawn again: the server's first dish and picture are still the ones on screen.
    expect(after).toEqual({ sameDocument: true, path: "/venue", dish: true, picture: true })
    expect(warnings.filter((text) => /drawn again|hydrat|did not match/i.test(text))).toEqual([])
    expect(problems()).toEqual([])
    await context.close()
  })

  it("keeps one page per table and language however its link is written, and at most KEPT_PAGES, the least recently used going first", async () => {
    const origin = suite.server.origin
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, locale: "en" })
    const page = await context.newPage()
    await page.goto(`${origin}/demo-table-1`)
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe("activated")

    // Through the worker: one table's links as stickers, shares and campaigns write them.
    for (const link of ["/demo-table-1", "/demo-table-1/", "/demo-table-1?utm_source=qr", "/demo-table-1?v=2"])
      await page.goto(`${origin}${link}`)
    await expect.poll(() => keptTables(page)).toEqual(["/demo-table-1"])

    // More tables than are kept; the first is used again before the last.
    const used = ["/demo-table-2", "/demo-table-google", "/demo-table-phone", "/demo-table-1", "/harbour-deck-2"]
    for (const link of used) await page.goto(`${origin}${link}`)
    const latestFirst = [...new Set(["/demo-table-1", ...used].reverse())]
    expect(latestFirst.length).toBeGreaterThan(KEPT_PAGES)
    await expect.poll(() => keptTables(page)).toEqual(latestFirst.slice(0, KEPT_PAGES).sort())
    await context.close()
  })
})

/** The tables whose pages the service worker keeps, one path per kept page, in any of its caches. */
const keptTables = (page: Page): Promise<ReadonlyArray<string>> =>
  page.evaluate(async () => {
    const paths: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) {
        const path = new URL(request.url).pathname.replace(/\/$/, "")
        if (/^\/[A-Za-z0-9_-]+$/.test(path) && path !== "/venue") paths.push(path)
      }
    return paths.sort()
  })
