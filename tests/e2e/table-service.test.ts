import { mkdirSync } from "node:fs"
import type { BrowserContext, Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { liveFeed } from "../../schema/live"
import { operatorApi } from "../../schema/operator-api"
import { PHONE_VIEWPORT, axeViolations, watchConsole } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { findDish } from "../support/menu-page"
import { operatorDo } from "../support/operator"
import { venueCli } from "../support/cli"

const shots = "test-results/screens"

/**
 * Table service in Chromium: a diner calls the waiter and sees staff acknowledge it live; two
 * diners at one table share one bill that keeps served dishes until staff settle the table;
 * a three-way split by dishes adds up to the bill. axe runs on each new screen.
 */
describe("table service at demo-table-1", () => {
  const suite = setupServerAndBrowser()
  const venue = (...args: string[]) => venueCli(suite.server.origin, args)
  const axeClean = async (page: Page, screen: string) => {
    await page.screenshot({ path: `${shots}/${screen}.png` })
    expect(await axeViolations(page), screen).toEqual([])
  }
  /** `fakeClock`: the page's clock runs at its real pace until the test moves it on. */
  const diner = async ({ fakeClock = false } = {}): Promise<{
    context: BrowserContext
    page: Page
    problems: () => ReadonlyArray<string>
  }> => {
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT })
    const page = await context.newPage()
    if (fakeClock) await page.clock.install()
    const problems = watchConsole(page)
    // The live feed misses nothing once its answer has begun: the server listens before it answers.
    const feed = page.waitForResponse((response) => response.url().includes(liveFeed.path) && response.status() === 200)
    await page.goto(`${suite.server.origin}/demo-table-1`)
    await page.locator("[data-item]").first().waitFor()
    await feed
    return { context, page, problems }
  }
  const order = async (page: Page, dishes: ReadonlyArray<string>) => {
    for (const dish of dishes) {
      await (await findDish(page, dish)).click()
      const drawer = page.getByRole("dialog", { name: dish })
      await drawer.getByRole("button", { name: /^Add to cart/ }).click()
      await drawer.waitFor({ state: "detached" })
    }
    await page.getByRole("link", { name: /^View Cart/ }).click()
    await page.getByRole("button", { name: "Place order" }).click()
    await page.getByRole("heading", { name: "Your orders" }).waitFor()
  }

  beforeAll(() => {
    mkdirSync(shots, { recursive: true })
  })

  it("calls the waiter; staff acknowledge from the command line and the diner sees it live", async () => {
    const { context, page, problems } = await diner({ fakeClock: true })
    await page.getByRole("button", { name: "Call staff" }).click()
    const menu = page.getByRole("group", { name: "Ask the staff for" })
    await menu.waitFor()
    await axeClean(page, "table-service-call-menu")
    await menu.getByRole("button", { name: "Waiter" }).click()
    await page.getByText("Waiter requested · just now").waitFor()
    expect(await page.getByRole("button", { name: "Call staff" }).evaluate((button) => document.activeElement === button)).toBe(true)

    // Pressing it again is the same request, shown once.
    await page.getByRole("button", { name: "Call staff" }).click()
    await menu.getByRole("button", { name: "Waiter" }).click()
    await page.getByText("Waiter requested · just now").waitFor()
    expect(await page.locator("[data-staff-request]").count()).toBe(1)
    // The minutes move on by themselves, with no new answer from the server.
    await page.clock.fastForward("01:00")
    await page.getByText("Waiter requested · 1 min").waitFor()
    await page.clock.fastForward("01:00")
    await page.getByText("Waiter requested · 2 min").waitFor()

    const listed = await venue("requests")
    const line = listed.stdout.split("\n").find((candidate) => candidate.includes("Waiter") && candidate.includes("demo-table-1"))
    const requestId = line?.split(/\s+/)[0]
    if (requestId === undefined) throw new Error(`no waiter request listed: ${listed.stdout}`)
    expect((await venue("ack", requestId)).stdout).toContain("acknowledged")
    await page.getByText("Waiter · On the way").waitFor()
    await axeClean(page, "table-service-on-the-way")
    expect(problems()).toEqual([])
    await context.close()
  })

  it("keeps both diners' orders on one bill, served ones too, until staff settle the table; splits it three ways by dishes", async () => {
    const first = await diner()
    const second = await diner()
    await order(first.page, ["Love Cake", "King Coconut"])
    await order(second.page, ["Fish Cutlets"])
    // Each sees both orders, each marked.
    for (const { page } of [first, second]) {
      await page.locator("[data-order]").nth(1).waitFor()
      expect(await page.locator("[data-order]").count()).toBe(2)
      expect(await page.getByText("Yours", { exact: true }).count()).toBe(1)
      expect(await page.getByText("Another diner's", { exact: true }).count()).toBe(1)
    }
    // (55000 + 40000 + 65000) + 10% service.
    await first.page.locator('[data-table-bill="176000"]').waitFor()

    // The kitchen serves the first diner's order: it stays on the bill, shown Served, live.
    const mine = await first.page.locator("article", { hasText: "Yours" }).getAttribute("data-order")
    if (mine === null) throw new Error("no order of the first diner")
    // The operator call `npm run venue -- advance` makes, four times (placed → served).
    for (let step = 0; step < 4; step++) {
      await operatorDo(suite.server.origin, operatorApi.operatorAdvance, { params: { orderId: mine }, payload: {} })
    }
    await second.page.locator(`[data-order-status="${mine}"]`, { hasText: "Served" }).waitFor()
    await first.page.locator(`[data-order-status="${mine}"]`, { hasText: "Served" }).waitFor()
    expect(await second.page.locator("[data-order]").count()).toBe(2)

    // A three-way split by dishes; the coconut is shared by all three.
    const page = first.page
    await page.getByLabel("By dishes").check()
    await page.getByLabel("People").fill("3")
    const claim = async (dish: string, people: ReadonlyArray<string>) => {
      const group = page.getByRole("group", { name: new RegExp(`^Who had 1 × ${dish}\\?`) })
      for (const person of people) await group.getByLabel(person).check()
    }
    await claim("Love Cake", ["Person 1"])
    await page.getByRole("alert").filter({ hasText: "Nobody has claimed" }).waitFor()
    await claim("King Coconut", ["Person 1", "Person 2", "Person 3"])
    await claim("Fish Cutlets", ["Person 2"])
    const shares = page.getByRole("list", { name: "Who pays what" }).locator("[data-share]")
    await shares.nth(2).waitFor()
    const amounts = await shares.evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-share"))))
    // Subtotals: cake 55000 + coconut 13334; fish 65000 + 13333; coconut 13333. The 16000 of
    // service follows them (6833.4, 7833.3, 1333.3): the left-over unit goes to the largest remainder.
    expect(amounts).toEqual([75168, 86166, 14666])
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(176000)
    expect(await page.getByText("Together: Rs. 1760.00").isVisible()).toBe(true)
    expect(await shares.first().textContent()).toContain("Person 1 pays Rs.\u00a0751.68")
    await axeClean(page, "table-service-split")
    // Shared as text: the Web Share API where the browser has it, else copied.
    if (await page.evaluate(() => typeof navigator.share !== "function")) {
      await first.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: suite.server.origin })
      await page.getByRole("button", { name: "Share" }).click()
      await page.getByText("Copied: paste it in your chat.").waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        "Lotus & Lime Colombo · Table 1: the bill is Rs.\u00a01760.00.\nPerson 1 pays Rs.\u00a0751.68\nPerson 2 pays Rs.\u00a0861.66\nPerson 3 pays Rs.\u00a0146.66",
      )
    }

    // The split is the diner's: it survives a reload (it is in the log).
    const feedBack = page.waitForResponse((response) => response.url().includes(liveFeed.path) && response.status() === 200)
    await page.reload()
    await feedBack
    await shares.nth(2).waitFor()
    expect(await shares.evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-share"))))).toEqual([75168, 86166, 14666])

    // Staff settle the table: both bills empty live, and the next party starts clean.
    expect((await venue("settle", "demo-table-1")).stdout).toContain("2 orders paid (Rs.\u00a01760.00)")
    for (const { page: seen } of [first, second]) await seen.getByText("No open orders yet.").waitFor()
    const next = await diner()
    await next.page.getByRole("link", { name: "Bill" }).click()
    await next.page.getByText("No open orders yet.").waitFor()
    expect(await next.page.locator("[data-order]").count()).toBe(0)
    await axeClean(next.page, "table-service-empty-bill")

    for (const visit of [first, second, next]) {
      expect(visit.problems()).toEqual([])
      await visit.context.close()
    }
    // Three diners' visits: longer than one screen's test on a loaded machine.
  }, 150_000)
})
