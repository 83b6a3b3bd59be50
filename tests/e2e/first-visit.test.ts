import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { holdRequests, PHONE_VIEWPORT, storedEventTags, watchConsole, reachedMark } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"

/**
 * The order of a first visit's work (issue 15), not its speed: what the HTML lists, and what
 * the page asks for before and after the menu's first paint.
 */
const suite = setupServerAndBrowser()

/** When the menu was first painted (the page's own mark), once it has. */
const menuPaintedAt = async (page: Page): Promise<number> => {
  await reachedMark(page, "menu-painted", { timeout: 20_000 })
  return page.evaluate(() => performance.getEntriesByName("tableside:menu-painted")[0]?.startTime ?? Number.NaN)
}

/** When the page asked for the local database's code (its storage chunk), once it has. */
const databaseRequestedAt = async (page: Page): Promise<number> => {
  const requestedAt = () =>
    page.evaluate(() => performance.getEntriesByType("resource").find((entry) => entry.name.includes("storage-dexie"))?.startTime ?? null)
  await expect.poll(requestedAt, { timeout: 15_000 }).not.toBeNull()
  return (await requestedAt()) ?? Number.NaN
}

/** What of the app's store has run so far: the local database's code asked for, the sign-in sent (its code is only fetched ahead). */
const storeStarted = (page: Page): Promise<ReadonlyArray<string>> =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .flatMap((entry) =>
        entry.name.includes("storage-dexie") ? ["database"] : entry.name.includes("accounts:signUp") ? ["sign-in"] : [],
      ),
  )

describe("a first visit to a table's link", () => {
  it("needs no stylesheet to paint and lists the app and the screen it shows in the HTML, not the others", async () => {
    const html = await (await fetch(`${suite.server.origin}/demo-table-1`)).text()
    // The app's scripts are kept inert in a template until the page is painted (server/http/after-paint.ts).
    const head = html.slice(0, html.indexOf("</head>"))
    expect(head.replace(/<template id="tableside-scripts">[\s\S]*?<\/template>/, "")).not.toMatch(/<script type="module"|modulepreload/)
    // The one stylesheet link is disabled (it loads nothing): its rules are in the <style>.
    const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((match) => match[0])
    expect(stylesheets.filter((link) => !/\sdisabled[\s>]/.test(link))).toEqual([])
    expect(html).toMatch(/<style>/)
    // Run once the page is painted, the first tap's code first, in two chunks (tools/vite-first-tap-chunks.ts): the hydration,
    // with the app's store, the menu's screen and the dish's drawer; and React's DOM.
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/assets\/([\w-]+)-[\w-]{8}\.js">/g)].map((match) => match[1])
    expect(preloaded).toEqual(expect.arrayContaining(["first-tap", "first-tap-react"]))
    expect(html).not.toMatch(/modulepreload[^>]*fetchpriority="low"/)
    // Asked for once the page is hydrated, after the first tap's code: the store's sources, Effect and Firebase's sign-in.
    expect(html).not.toMatch(/<link rel="prefetch"/)
    // Drawn at the menu: the table's own screen and the gate load later, once needed, and the app's own boot never.
    for (const later of ["root", "auth", "venue-init-page", "auth-gate-page", "boot"]) expect(preloaded).not.toContain(later)
  })

  it("lists, at a sign-in table, the gate's code and the app's store's to run at once: the gate is hydrated at once, and only the app's sign-in opens it", async () => {
    const html = await (await fetch(`${suite.server.origin}/demo-table-google`)).text()
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/assets\/([\w-]+)-[\w-]{8}\.js">/g)].map((match) => match[1])
    expect(preloaded).toEqual(expect.arrayContaining(["first-tap", "first-tap-react", "auth-gate-page", "root"]))
    expect(html).not.toMatch(/<link rel="prefetch"/)
    for (const later of ["venue-init-page", "boot"]) expect(preloaded).not.toContain(later)
    expect(html).toMatch(/<div id="root" data-ssr="hydrate" data-route="\/venue\/load">/)
  })

  it("takes the table's venue and menu from the page the server rendered, asking for neither again", async () => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT })
    const page = await context.newPage()
    await page.goto(`${suite.server.origin}/demo-table-1`)
    await reachedMark(page, "menu-painted")
    // The store's client took the answers the page carries (src/app/page-start.ts).
    const asked = await page.evaluate(
      () => performance.getEntriesByType("resource").filter((entry) => /\/api\/(venue|menu\/pick)\/demo-table-1/.test(entry.name)).length,
    )
    expect(asked).toBe(0)
    await context.close()
  })

  it("asks for the first dish's picture before the menu is drawn; with no input at all, is hydrated, signs in and opens the local database, at /venue", async () => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT })
    const page = await context.newPage()
    const problems = watchConsole(page)
    // A string, not a function: the bundler's name-keeping helpers do not exist in the page.
    await page.addInitScript(`(() => {
      new MutationObserver((_records, observer) => {
        if (document.querySelector("[data-item]") === null) return
        globalThis.firstDishAt = performance.now()
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })()`)
    await page.goto(`${suite.server.origin}/demo-table-1`)
    const firstPicture = await page.locator("[data-item] img").first().getAttribute("src")
    expect(firstPicture).toMatch(/^\/img\//)
    // The spec's start, with nobody touching the page: the app takes it over, signs in and moves
    // on to /venue (src/main.tsx), the local database once the menu is painted.
    const painted = await menuPaintedAt(page)
    const databaseRequested = await databaseRequestedAt(page)
    await expect.poll(() => storeStarted(page)).toEqual(expect.arrayContaining(["database", "sign-in"]))
    const order = await page.evaluate((picture) => {
      const resources = performance.getEntriesByType("resource")
      const globals = globalThis as { firstDishAt?: number }
      return {
        pictureRequested: resources.find((entry) => new URL(entry.name).pathname === picture)?.startTime ?? Number.NaN,
        firstDishAt: globals.firstDishAt ?? Number.NaN,
      }
    }, firstPicture)
    expect(order.pictureRequested).toBeLessThan(order.firstDishAt)
    expect(databaseRequested).toBeGreaterThan(painted)
    expect(new URL(page.url()).pathname).toBe("/venue")
    expect(problems()).toEqual([])
    await context.close()
  })

  it("keeps in the local database what the diner did before it was open", async () => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT })
    const page = await context.newPage()
    const problems = watchConsole(page)
    // The database's code is held back: the drawer opens while the log is in memory only.
    const release = await holdRequests(page, "**/assets/storage-dexie-*.js")
    await page.goto(`${suite.server.origin}/demo-table-1`)
    await page.locator("[data-item]").first().click()
    // The app's own drawer, not the one the page opens until the app has it.
    await page.getByRole("button", { name: "Increase quantity" }).waitFor()
    await release()
    await databaseRequestedAt(page)
    // The drawer's opening was logged before the database was open, and is in it now.
    await expect.poll(async () => (await storedEventTags(page)).includes("v1.DrawerOpened")).toBe(true)
    expect(problems()).toEqual([])
    await context.close()
  })
})
