import { mkdirSync, readFileSync } from "node:fs"
import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { parseNdjson, replaySteps } from "../../src/domain/replay"
import { PHONE_VIEWPORT, axeViolations, storedEventTags, watchConsole } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { findDish } from "../support/menu-page"
import { venueCli } from "../support/cli"
import { runScript } from "../support/server-scripts"

const shots = "test-results/screens"

/**
 * A diner's visit at a phone's size: open the QR link, search, customize a dish (including a
 * refused pick), add it, change the quantity, reload mid-visit, submit, see the order on the
 * bill, and see the kitchen's move arrive live. axe runs on every screen.
 */
describe("a diner's journey on demo-table-1", () => {
  const suite = setupServerAndBrowser()
  const venue = (...args: string[]) => venueCli(suite.server.origin, args)
  const axeClean = async (page: Page, screen: string) => {
    await page.screenshot({ path: `${shots}/${screen}.png` })
    expect(await axeViolations(page), screen).toEqual([])
  }

  beforeAll(() => {
    mkdirSync(shots, { recursive: true })
  })

  it("orders, keeps the cart over a reload, and follows the order live", async () => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, acceptDownloads: true })
    const page = await context.newPage()
    const problems = watchConsole(page)
    await page.goto(`${suite.server.origin}/demo-table-1?debug=1`)
    // With the debug panel the app draws its own screen over the server's (boot.tsx), not
    // hydrating it: the dish is looked for once the app has.
    await page.waitForURL((url) => url.pathname === "/venue")
    await findDish(page, "Lime Juice")
    await axeClean(page, "journey-menu")

    // Search.
    await page.getByRole("button", { name: "Search menu" }).click()
    await page.getByRole("searchbox", { name: "Search menu" }).fill("lime")
    expect(await page.locator("[data-item]").count()).toBe(1)
    // The diner reads the result: once the typing pauses, the search text is in the log (each keystroke is not).
    await expect.poll(() => storedEventTags(page)).toContain("v1.SearchTextChanged")
    await page.keyboard.press("Escape")
    await page.keyboard.press("Escape")
    expect(await page.getByRole("searchbox").count()).toBe(0)

    // Customize: the sides choice allows 1 to 2; a third pick is refused with a reason.
    await (await findDish(page, "Plain Hopper")).click()
    const drawer = page.getByRole("dialog", { name: "Plain Hopper" })
    await drawer.waitFor()
    const add = drawer.getByRole("button", { name: /^Add to cart/ })
    expect(await add.getAttribute("aria-disabled")).toBe("true")
    expect(await drawer.getByText("To add this dish: Sides (pick 1 to 2): pick 1 to 2.").isVisible()).toBe(true)
    await drawer.getByLabel("Seeni sambol").check()
    await drawer.getByLabel("Dhal curry").check()
    await drawer.getByLabel("Kiri hodi").click()
    await drawer.getByText("Sides (pick 1 to 2) allows at most 2. Remove one to pick another.").waitFor()
    expect(await drawer.getByLabel("Kiri hodi").isChecked()).toBe(false)
    await drawer.getByRole("button", { name: "Increase quantity" }).click()
    // (25000 + 5000 + 9000) × 2
    expect(await add.textContent()).toBe("Add to cart · Rs.\u00a0780.00")
    await axeClean(page, "journey-drawer")
    await add.click()
    await drawer.waitFor({ state: "detached" })
    const viewCart = page.getByRole("link", { name: /^View Cart, 2 items/ })
    await viewCart.waitFor()

    // A reload mid-visit, at once, finds the same venue and cart (the tab's event log in
    // IndexedDB, and what was not written yet kept in session storage as the page closed).
    await page.reload()
    await viewCart.waitFor()
    expect(await page.title()).toBe("Lotus & Lime Colombo")

    // Another tab starts clean.
    const other = await context.newPage()
    await other.goto(`${suite.server.origin}/venue`)
    await other.getByRole("heading", { name: "Order from your table" }).waitFor()
    await other.close()

    // Cart: change the quantity, then submit.
    await viewCart.click()
    await page.getByRole("heading", { name: "Your cart" }).waitFor()
    await axeClean(page, "journey-cart")
    await page.getByRole("button", { name: "One more Plain Hopper" }).click()
    await page.getByRole("link", { name: /^View Cart/ }).waitFor({ state: "detached" })
    await page.getByText("Rs. 1287.00").waitFor() // 3 × 39000 = 117000, + 10% service
    await page.getByRole("button", { name: "Place order" }).click()
    await page.getByRole("heading", { name: "Your orders" }).waitFor()
    // The first toast of the visit: its code loads on demand, and it still shows.
    await page.getByText(/^Order \S+ sent to the kitchen\.$/).waitFor()
    const status = page.locator("[data-order-status]")
    await status.waitFor()
    expect(await status.textContent()).toBe("Placed")
    await axeClean(page, "journey-orders")

    // The kitchen accepts the order: the status changes live.
    const orderId = await status.getAttribute("data-order-status")
    if (orderId === null) throw new Error("order without id")
    await venue("advance", orderId)
    await page.locator(`[data-order-status="${orderId}"]`, { hasText: "Accepted" }).waitFor()

    // The session's log, exported from the debug panel, replays to what the page showed.
    const download = page.waitForEvent("download")
    await page.getByRole("button", { name: "Export event log" }).click()
    // Saved where the test can read it: the run's Chromium is connected to, and keeps its downloads.
    mkdirSync("test-results", { recursive: true })
    const path = "test-results/diner-journey-session.ndjson"
    await (await download).saveAs(path)
    const lines = parseNdjson(readFileSync(path, "utf8"))
    expect(lines.flatMap((line) => ("error" in line ? [`${line.line}: ${line.error}`] : []))).toEqual([])
    const final = replaySteps(lines.flatMap((line) => ("event" in line ? [line.event] : []))).at(-1)?.state
    expect(final?.venue?.name).toBe("Lotus & Lime Colombo")
    expect(final?.cart).toBeNull()
    expect(final?.orders.find((order) => order.id === orderId)?.orderState.stateName).toBe("Accepted")
    expect(readFileSync(path, "utf8")).not.toMatch(/eyJ[\w-]{10,}/) // no token
    // ... and so does the command line, in a terminal.
    const lastSeq = lines.flatMap((line) => ("event" in line ? [line.event.seq] : [])).at(-1) ?? 0
    const replayed = await runScript("replay", [path, "--at", String(lastSeq)])
    expect(JSON.parse(replayed.stdout)).toMatchObject({
      venue: { name: "Lotus & Lime Colombo" },
      cart: null,
      orders: [{ id: orderId, orderState: { stateName: "Accepted" } }],
    })

    // The panel loads the log and steps back to the moment the diner had typed "lime".
    await page.goto(`${suite.server.origin}/venue`)
    await page.getByLabel("Load a log").setInputFiles(path)
    const lime = replaySteps(lines.flatMap((line) => ("event" in line ? [line.event] : []))).findIndex(
      (step) => step.state.searchText === "lime",
    )
    await page.getByLabel(/^Step \d+ of/).fill(String(lime))
    expect(await page.getByRole("searchbox", { name: "Search menu" }).inputValue()).toBe("lime")
    expect(await page.locator("[data-item]").count()).toBe(1)
    await page.getByRole("button", { name: "Back to live" }).click()
    expect(await page.getByRole("searchbox").count()).toBe(0)

    expect(problems().filter((problem) => !problem.includes("Open Core"))).toEqual([])
    await context.close()
  })
})
