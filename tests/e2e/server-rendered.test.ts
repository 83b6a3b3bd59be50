import { gzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { Schema } from "effect"
import { Menu } from "../../schema/menu"
import { VenueAnswer } from "../../schema/venue"
import { groupBySection, searchItems } from "../../src/domain/menu"
import { formatMoney } from "../../src/domain/money"
import { PHONE_VIEWPORT, watchConsole, reachedMark } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"

/**
 * A table's first screen rendered by the server (issue 25): readable with no script at all,
 * and taken over by the app (hydrated) without being drawn again, in every language.
 */
const suite = setupServerAndBrowser()

const bodyOf = async (path: string): Promise<unknown> => (await (await fetch(`${suite.server.origin}${path}`)).json()) as unknown
const menuOf = async (qr: string) => Schema.decodeUnknownSync(Schema.Struct({ body: Menu }))(await bodyOf(`/api/menu/pick/${qr}`)).body
const currencyOf = async (qr: string) =>
  Schema.decodeUnknownSync(Schema.Struct({ body: VenueAnswer }))(await bodyOf(`/api/venue/${qr}`)).body.tenant.currency

describe("a table's page rendered by the server", () => {
  it("is complete HTML: the first dishes' names and prices, the first picture preloaded, the answers carried, in the asked language, under 30 kB gzipped", async () => {
    const answer = await fetch(`${suite.server.origin}/demo-table-1`, { headers: { "accept-language": "ta-LK,ta;q=0.9,en;q=0.8" } })
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/)
    const html = await answer.text()
    expect(html).toMatch(/<html lang="ta">/)
    const english = await (await fetch(`${suite.server.origin}/demo-table-1`, { headers: { "accept-language": "en-GB" } })).text()
    expect(english).toMatch(/<html lang="en">/)
    const sections = groupBySection(searchItems((await menuOf("demo-table-1")).items, ""))
    const currency = await currencyOf("demo-table-1")
    for (const item of sections[0]?.items.slice(0, 3) ?? []) {
      expect(english).toContain(item.name.replace(/&/g, "&amp;"))
      expect(english).toContain(formatMoney(item.variants.find((variant) => variant.enabled)?.price, currency))
    }
    expect(english).toMatch(/<link rel="preload" as="image" href="\/img\/[^"]+" fetchpriority="high">/)
    // Each with its ETag, with which a kept copy of the page asks whether it changed.
    expect(english).toMatch(/<script type="application\/json" id="tableside-venue" data-etag="&#34;[\w-]+&#34;">/)
    expect(english).toMatch(/<script type="application\/json" id="tableside-menu" data-etag="&#34;[\w-]+&#34;">/)
    expect(gzipSync(english).length).toBeLessThanOrEqual(30 * 1024)
    // Sent compressed, as a phone asks for it: the same page in a fraction of the bytes.
    for (const encoding of ["br", "gzip"]) {
      const compressed = await fetch(`${suite.server.origin}/demo-table-1`, {
        headers: { "accept-language": "en-GB", "accept-encoding": encoding },
      })
      expect(compressed.headers.get("content-encoding")).toBe(encoding)
      expect(compressed.headers.get("vary")).toMatch(/accept-encoding/)
      expect(await compressed.text()).toBe(english)
    }
    // No table behind the code: the app's shell answers, and the app says so as before.
    const unknown = await (await fetch(`${suite.server.origin}/no-such-table`)).text()
    expect(unknown).not.toMatch(/data-ssr/)
  })

  it("reads as the whole menu with JavaScript off: every section, dish, price, description and allergen note, and says ordering needs the app", async () => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, javaScriptEnabled: false, locale: "en-GB" })
    const page = await context.newPage()
    await page.goto(`${suite.server.origin}/demo-table-1`)
    const sections = groupBySection(searchItems((await menuOf("demo-table-1")).items, ""))
    const currency = await currencyOf("demo-table-1")
    for (const { section, items } of sections) {
      expect(await page.getByRole("heading", { name: section.name, exact: true }).count()).toBe(1)
      for (const item of items) {
        const card = page.locator(`[data-item="${item.id}"]`)
        expect(await card.textContent()).toContain(item.name)
        expect(await card.textContent()).toContain(formatMoney(item.variants.find((variant) => variant.enabled)?.price, currency))
        expect(await card.textContent()).toMatch(/Contains |No listed allergens|Allergens not listed/)
        // Whole, not cut to the lines a row shows where the drawer has the rest: no drawer opens here.
        const description = card.getByText(item.description, { exact: true })
        expect(await description.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true)
      }
    }
    // Above the menu (Playwright's text search skips a noscript's content, so it is read by its box).
    const note = page.locator("noscript p")
    expect(await note.textContent()).toMatch(/^This menu is for reading only/)
    expect((await note.boundingBox())?.height ?? 0).toBeGreaterThan(0)
    await context.close()
  })

  for (const locale of ["en", "si", "ta"]) {
    it(`is taken over by the app without being drawn again (${locale}): the same elements, no mismatch, on /venue`, async () => {
      const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, locale })
      const page = await context.newPage()
      const problems = watchConsole(page)
      const warnings: string[] = []
      page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()))
      // Before any module script runs (they wait for the parse to end), the server's first dish is marked.
      await page.addInitScript(`document.addEventListener("readystatechange", () => {
        if (document.readyState !== "interactive") return
        const dish = document.querySelector("[data-item]")
        if (dish) dish.fromServer = true
        const picture = document.querySelector("[data-item] img")
        if (picture) picture.fromServer = true
      })`)
      await page.goto(`${suite.server.origin}/demo-table-1`)
      await reachedMark(page, "menu-painted", { timeout: 20_000 })
      const after = await page.evaluate(() => {
        const marked = (element: Element | null) =>
          element !== null && Object.getOwnPropertyDescriptor(element, "fromServer")?.value === true
        return {
          path: location.pathname,
          dish: marked(document.querySelector("[data-item]")),
          picture: marked(document.querySelector("[data-item] img")),
          lang: document.documentElement.lang,
        }
      })
      expect(after).toEqual({ path: "/venue", dish: true, picture: true, lang: locale })
      expect(warnings.filter((text) => /drawn again|hydrat|did not match/i.test(text))).toEqual([])
      // The page is the app's now: a tap opens the dish.
      await page.locator("[data-item]").first().click()
      await page.getByRole("dialog").waitFor()
      expect(problems()).toEqual([])
      await context.close()
    })
  }

  it("keeps what a diner taps before the app has taken the page over, a filter and then a dish, and does both once it has", async () => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, locale: "en" })
    const page = await context.newPage()
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    // The app's code is held back until the diner has tapped: on a menu the server drew, the first tap's chunks (the hydration, React's DOM).
    await page.route(/\/assets\/first-tap-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${suite.server.origin}/demo-table-1`, { waitUntil: "commit" })
    const vegan = page.getByRole("group", { name: "Dietary and allergen filters" }).getByRole("button", { name: "Vegan", exact: true })
    await vegan.click()
    // A vegan dish, so the filter tapped first keeps it on the menu.
    const hopper = page.locator('[data-item="item-plain-hopper"]')
    const name = (await hopper.locator("span span").first().textContent()) ?? ""
    await hopper.click()
    expect(await vegan.getAttribute("aria-pressed")).toBe("false")
    release()
    // The app's own drawer (the page's own shows at once, until the app has it).
    await page.getByRole("button", { name: "Increase quantity" }).waitFor({ timeout: 20_000 })
    const dialog = page.getByRole("dialog")
    expect(await dialog.textContent()).toContain(name)
    expect(await vegan.getAttribute("aria-pressed")).toBe("true")
    expect(await page.locator('[data-item="item-egg-hopper"]').count()).toBe(0)
    await context.close()
  })
})
