import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { operatorApi } from "../../schema/operator-api"
import { PHONE_VIEWPORT, reachedMark } from "../support/browser"
import { setupBrowser } from "../support/e2e-suite"
import { startServerProcess, type ServerProcess } from "../support/server-process"
import { operatorDo } from "../support/operator"
import { findDish } from "../support/menu-page"
import { venueCli } from "../support/cli"

const dataDir = mkdtempSync(join(tmpdir(), "tableside-chaos-"))

/**
 * The network drops and the server restarts while a diner orders: nothing is lost, nothing
 * happens twice, and the order's status still arrives live.
 */
describe("chaos: offline, double tap, server restart", () => {
  let server: ServerProcess
  const chromium = setupBrowser()

  beforeAll(async () => {
    server = await startServerProcess({ DATA_DIR: dataDir })
  })
  afterAll(async () => {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const openOrders = async () => {
    return operatorDo(server.origin, operatorApi.operatorOrders, { query: { all: "1" } })
  }
  const addDish = async (page: Page, name: string) => {
    await (await findDish(page, name)).click()
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^Add to cart/ })
      .click()
    await page.getByRole("dialog").waitFor({ state: "detached" })
  }

  it("queues changes offline, sends them in order, makes one order of a double tap, and survives a restart", async () => {
    const context = await chromium.browser.newContext({ viewport: PHONE_VIEWPORT })
    const page = await context.newPage()
    // The app fetches the cart and bill screens' code once the venue is open; a diner who
    // loses the network before it arrived could not open them. Wait for it, as time would.
    const screensFetched = Promise.all([page.waitForResponse(/cart-page-[\w-]+\.js$/), page.waitForResponse(/orders-page-[\w-]+\.js$/)])
    await page.goto(`${server.origin}/demo-table-1`)
    // The first dish must reach the server before the network drops; the cart's count alone
    // shows the dish kept on the phone, answered or not.
    const firstAdded = page.waitForResponse((answer) => answer.url().endsWith(api.cartAdd.path) && answer.ok())
    await addDish(page, "Ceylon Tea")
    await Promise.all([screensFetched, firstAdded])
    await page.getByRole("link", { name: /^View Cart, 1 item/ }).waitFor()

    // The network drops: more dishes are kept on the phone, and the order cannot be sent.
    await context.setOffline(true)
    await addDish(page, "King Coconut")
    await addDish(page, "Love Cake")
    await page.getByRole("link", { name: /^View Cart, 3 items/ }).click()
    await page.getByRole("heading", { name: "Waiting for a connection" }).waitFor()
    expect(await page.getByRole("list", { name: "Pending changes" }).getByRole("listitem").allTextContents()).toEqual([
      "1 × King Coconut",
      "1 × Love Cake",
    ])
    const send = page.getByRole("button", { name: "You are offline: connect to send your order" })
    expect(await send.isDisabled()).toBe(true)
    expect(await page.getByRole("button", { name: "Remove Ceylon Tea" }).isVisible()).toBe(true) // the cart stays on screen

    // The network returns, and its first request is lost on the way while the live feed still
    // looks connected, so no other moment to send comes: the queue is tried again after a
    // back-off, and the queued lines arrive, in order.
    let lost = false
    await page.route(`**${api.cartAdd.path}`, (route) => (lost ? route.continue() : ((lost = true), route.abort("internetdisconnected"))))
    await context.setOffline(false)
    await page.getByRole("heading", { name: "Waiting for a connection" }).waitFor({ state: "detached" })
    expect(lost).toBe(true)
    await page.getByRole("button", { name: "Place order" }).waitFor()
    const names = await page
      .getByRole("region", { name: "Cart" })
      .locator("li")
      .evaluateAll((items) => items.map((item) => item.querySelector("span span")?.textContent))
    expect(names).toEqual(["Ceylon Tea", "King Coconut", "Love Cake"])

    // A double tap on submit gives one order.
    await page.getByRole("button", { name: "Place order" }).dblclick()
    await page.getByRole("heading", { name: "Your orders" }).waitFor()
    const orders = await openOrders()
    expect(orders).toHaveLength(1)
    expect(orders[0]?.order.items.map((line) => `${line.quantity} × ${line.name}`)).toEqual([
      "1 × Ceylon Tea",
      "1 × King Coconut",
      "1 × Love Cake",
    ])
    const orderId = orders[0]?.order.id ?? ""
    await page.locator(`[data-order-status="${orderId}"]`, { hasText: "Placed" }).waitFor()

    // The server restarts (same port, same data); the live feed reconnects and resumes.
    const port = new URL(server.origin).port
    await server.stop()
    server = await startServerProcess({ DATA_DIR: dataDir, PORT: port })
    await venueCli(server.origin, ["advance", orderId])
    await page.locator(`[data-order-status="${orderId}"]`, { hasText: "Accepted" }).waitFor({ timeout: 20_000 })
    expect(await openOrders()).toHaveLength(1)
    await context.close()
  })

  it("opens a dish's drawer styled on the app's own menu when the network went for scripts and stylesheets once the menu was drawn", async () => {
    const context = await chromium.browser.newContext({ viewport: PHONE_VIEWPORT })
    const page = await context.newPage()
    await page.goto(`${server.origin}/demo-table-1`)
    // The app has taken the table's page over: its log holds the table, which the reload below restores.
    await reachedMark(page, "hydrated")
    // The app's own shell draws the menu at /venue (a reload: the server draws only a table's link).
    await page.goto(`${server.origin}/venue`)
    await page.locator("[data-item]").first().waitFor()
    // The drawer's code and styles are the first tap's, loaded with the menu (tools/vite-first-tap-chunks.ts):
    // from now on no script or stylesheet can arrive, and the drawer needs none.
    await page.route(/\.(css|js)$/, (route) => route.abort("internetdisconnected"))
    await (await findDish(page, "Ceylon Tea")).click()
    const drawer = page.getByRole("dialog", { name: "Ceylon Tea" })
    // A sheet over the menu, not a block at the page's end under the View Cart button.
    expect(await drawer.evaluate((sheet) => sheet.parentElement && getComputedStyle(sheet.parentElement).position)).toBe("fixed")
    await drawer.getByRole("button", { name: /^Add to cart/ }).click()
    await page.getByRole("link", { name: /^View Cart, 1 item/ }).waitFor()
    await context.close()
  })
})
