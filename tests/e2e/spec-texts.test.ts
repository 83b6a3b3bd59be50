import { describe, expect, it } from "vitest"
import { holdRequests, serveShellFor, PHONE_VIEWPORT, axeViolations } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { findDish } from "../support/menu-page"

/** The texts, controls and sizes of spec section 2, each where the spec puts it. */
describe("spec section 2, screen by screen", () => {
  const suite = setupServerAndBrowser()

  it("shows each loading fallback while its screen's code loads", async () => {
    const fresh = async (pattern: string, path: string, text: string) => {
      // No service worker: its cache would answer the held script before the test could hold it.
      const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT, serviceWorkers: "block" })
      const release = await holdRequests(page, pattern)
      await page.goto(`${suite.server.origin}${path}`)
      await page.getByText(text).waitFor()
      await release()
      return page
    }
    await (await fresh("**/assets/home-page-*.js", "/", "Loading home page...")).close()
    await (await fresh("**/assets/venue-error-page-*.js", "/no-such-table", "Loading error page...")).close()
    // The bill's code is held from the start: once the venue is open the app fetches it ahead
    // (after 1 s), which on a busy machine can come before the menu is drawn.
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT, serviceWorkers: "block" })
    const orders = await holdRequests(page, "**/assets/orders-page-*.js")
    const gate = await holdRequests(page, "**/assets/auth-gate-page-*.js")
    await serveShellFor(page, `${suite.server.origin}/demo-table-1`)
    await page.goto(`${suite.server.origin}/demo-table-1`)
    await page.getByText("Loading venue...").waitFor()
    await gate()
    await page.getByRole("link", { name: "Bill" }).waitFor()
    await page.getByRole("link", { name: "Bill" }).click()
    await page.getByText("Loading orders...").waitFor()
    await orders()
    await page.getByRole("heading", { name: "Your orders" }).waitFor()
    const cart = await holdRequests(page, "**/assets/cart-page-*.js")
    await page.goto(`${suite.server.origin}/venue/cart`)
    await page.getByText("Loading cart...").waitFor()
    await cart()
    await page.getByRole("heading", { name: "Your cart" }).waitFor()
    await page.close()
  })

  it("menu: a 16-unit sticky header, Bill, search with Escape, Clear search text and Close search", async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT })
    await page.goto(`${suite.server.origin}/demo-table-1`)
    await page.getByRole("link", { name: "Bill" }).waitFor()
    expect(
      await page.locator("header").evaluate((header) => [header.getBoundingClientRect().height, getComputedStyle(header).position]),
    ).toEqual([64, "sticky"])
    expect(await page.getByRole("navigation", { name: "Menu sections" }).getByRole("button").count()).toBe(7)
    // At most 5 section tabs are in view at a time.
    const visibleTabs = await page
      .getByRole("navigation", { name: "Menu sections" })
      .getByRole("button")
      .evaluateAll(
        (tabs) =>
          tabs.filter((tab) => {
            const box = tab.getBoundingClientRect()
            return box.left >= 0 && box.right <= window.innerWidth + 1
          }).length,
      )
    expect(visibleTabs).toBeLessThanOrEqual(5)

    await page.getByRole("button", { name: "Search menu" }).click()
    const box = page.getByPlaceholder("Search menu")
    await box.fill("tea")
    await page.getByRole("button", { name: "Clear search text" }).click()
    expect(await box.inputValue()).toBe("")
    await box.fill("kottu")
    await box.press("Escape")
    expect(await box.inputValue()).toBe("")
    await box.press("Escape")
    expect(await page.getByPlaceholder("Search menu").count()).toBe(0)
    await page.getByRole("button", { name: "Search menu" }).click()
    await page.getByRole("button", { name: "Close search" }).click()
    expect(await page.getByPlaceholder("Search menu").count()).toBe(0)
    await page.close()
  })

  it("drawer: focus moves into it, and back to the dish when it closes", async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT })
    await page.goto(`${suite.server.origin}/demo-table-1`)
    const dish = await findDish(page, "Ceylon Tea")
    await dish.click()
    const dialog = page.getByRole("dialog", { name: "Ceylon Tea" })
    await dialog.waitFor()
    // Read in one evaluation: the page's drawer may give way to the app's between resolving a
    // dialog and reading the focus, which then holds the app's, outside the one resolved.
    const focusedDialog = await page.evaluate(() => {
      const holder = document.activeElement?.closest("[role=dialog]")
      return document.getElementById(holder?.getAttribute("aria-labelledby") ?? "")?.textContent ?? null
    })
    expect(focusedDialog).toBe("Ceylon Tea")
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    expect(await dish.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.close()
  })

  it("View Cart: item count and final price, 84px kept free below the content, hidden on the cart", async () => {
    const page = await suite.browser.newPage({ viewport: PHONE_VIEWPORT })
    await page.goto(`${suite.server.origin}/demo-table-1`)
    await (await findDish(page, "King Coconut")).click()
    await page.getByRole("dialog").getByRole("button", { name: "Increase quantity" }).click()
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^Add to cart/ })
      .click()
    // 2 × Rs. 400.00, plus the 10% service charge: the summary's final price, and that it holds the charge (issue 50).
    const viewCart = page.getByRole("link", { name: "View Cart, 2 items, Rs. 880.00, includes 10% service charge" })
    await viewCart.waitFor()
    expect(await page.locator("main").evaluate((main) => parseFloat(getComputedStyle(main).paddingBottom))).toBeGreaterThanOrEqual(84)
    await viewCart.click()
    await page.getByRole("heading", { name: "Your cart" }).waitFor()
    expect(await page.getByRole("link", { name: /^View Cart/ }).count()).toBe(0)
    expect(await page.getByRole("link", { name: "Back to the menu" }).isVisible()).toBe(true)
    expect(await page.getByRole("link", { name: "Bill" }).isVisible()).toBe(true)
    await page.close()
  })
})
