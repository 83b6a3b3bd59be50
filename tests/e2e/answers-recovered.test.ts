import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { operatorApi } from "../../schema/operator-api"
import { axeViolations } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { addDish } from "../support/menu-page"
import { operatorDo } from "../support/operator"
import { dinerAt } from "../support/table-diner"

/**
 * Every answer recovered (issue 48): the diner's order, a join of the table's cart and the
 * table's send reach the server, which does them, and every answer (each retry's too) is lost on
 * the way back. The phone never says it failed nor offers to send anew: it says the outcome is
 * not known and offers "Check again", which asks with the request's key; the server answers
 * what it did the first time, and the phone shows it as if the answer had come: one order.
 */
describe("every answer recovered", () => {
  const suite = setupServerAndBrowser()
  const ordersAt = async (area: string) =>
    (await operatorDo(suite.server.origin, operatorApi.operatorOrders, { query: {} })).filter((each) => each.order.serviceAreaId === area)

  /** Every answer of `path`'s POSTs dropped after the server handled the request, until `restore`; the keys each carried. */
  const dropAnswers = async (page: Page, path: string) => {
    const keys: Array<string | undefined> = []
    const handled: number[] = []
    const pattern = `**${path}`
    await page.route(pattern, async (route) => {
      const request = route.request()
      if (request.method() !== "POST") return route.continue()
      keys.push(request.headers()["idempotency-key"])
      handled.push((await route.fetch()).status())
      return route.abort("internetdisconnected")
    })
    return { keys, handled, restore: () => page.unroute(pattern) }
  }
  /** The table cart's reads lost too (the live feed's news of the send reads it), so only the send's own key can tell the phone what became of it. */
  const loseTableCartReads = async (page: Page) => {
    const pattern = `**${api.tableCartGet.path}`
    await page.route(pattern, (route) => route.abort("internetdisconnected"))
    return () => page.unroute(pattern)
  }
  const checkAgain = (page: Page, id: string) => page.locator(`[data-answer-lost='${id}']`).getByRole("button", { name: "Check again" })
  const lostNotice = async (page: Page, id: string, text: RegExp) => {
    await page.locator(`[data-answer-lost='${id}']`).getByRole("alert").filter({ hasText: text }).waitFor({ timeout: 15_000 })
    expect(await axeViolations(page)).toEqual([])
  }
  const billShows = async (page: Page, orderNumber: string) => {
    await page.getByRole("heading", { name: "Your orders" }).waitFor()
    const order = page.locator("[data-order]").filter({ hasText: orderNumber })
    await order.locator("[data-order-status]", { hasText: "Placed" }).waitFor()
    expect(await page.locator("[data-order]").count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
  }
  const unexpectedProblems = (problems: ReadonlyArray<string>) =>
    problems.filter((problem) => !/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/.test(problem))

  it("shows the diner's own order whose every answer was lost, found by its key: its number, Placed, one order", async () => {
    const { context, page, problems } = await dinerAt(suite.browser, suite.server.origin, "demo-table-1")
    try {
      await addDish(page, "Fish Cutlets")
      await page.goto(`${suite.server.origin}/venue/cart`)
      const dropped = await dropAnswers(page, api.cartSubmit.path)
      await page.getByRole("button", { name: "Place order" }).click()
      await lostNotice(page, "order", /it may have been sent/)
      expect(dropped.handled[0]).toBe(200)
      // No failure that invites a second order: no new order can go while this one's outcome is open.
      expect(await page.getByRole("button", { name: "Place order" }).count()).toBe(0)
      const [made] = await ordersAt("area-table-1")
      expect(made).toBeDefined()
      await dropped.restore()
      await checkAgain(page, "order").click()
      await billShows(page, made?.order.orderNumber ?? "no order")
      expect(await ordersAt("area-table-1")).toHaveLength(1)
      expect(new Set(dropped.keys).size).toBe(1)
      expect(unexpectedProblems(problems())).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("shows the joined table and then the table's sent order, each found by its key after every answer was lost: one join, one order", async () => {
    const { context, page, problems } = await dinerAt(suite.browser, suite.server.origin, "demo-table-2")
    try {
      await addDish(page, "Fish Cutlets")
      await page.goto(`${suite.server.origin}/venue/cart`)
      await page.getByLabel(/^Your first name/).fill("Ana")
      const joinDropped = await dropAnswers(page, api.tableCartJoin.path)
      await page.getByRole("button", { name: "Order together" }).click()
      await lostNotice(page, "join", /you may have joined/)
      expect(joinDropped.handled[0]).toBe(200)
      await joinDropped.restore()
      await checkAgain(page, "join").click()
      await page.getByRole("heading", { name: "Your table's cart" }).waitFor()
      // The first join's answer: the dish moved once, from the own cart into the table's.
      await page.locator("[data-moved='1']").waitFor()
      expect(new Set(joinDropped.keys).size).toBe(1)

      const readsBack = await loseTableCartReads(page)
      const sendDropped = await dropAnswers(page, api.tableCartSubmit.path)
      await page.getByRole("button", { name: "Send the table's order" }).click()
      await lostNotice(page, "send", /it may have been sent/)
      expect(sendDropped.handled[0]).toBe(200)
      expect(await page.getByRole("button", { name: "Send the table's order" }).isDisabled()).toBe(true)
      const [made] = await ordersAt("area-table-2")
      expect(made?.order.items.map((line) => line.name)).toEqual(["Fish Cutlets"])
      await Promise.all([sendDropped.restore(), readsBack()])
      await checkAgain(page, "send").click()
      await billShows(page, made?.order.orderNumber ?? "no order")
      expect(await ordersAt("area-table-2")).toHaveLength(1)
      expect(new Set(sendDropped.keys).size).toBe(1)
      expect(unexpectedProblems(problems())).toEqual([])
    } finally {
      await context.close()
    }
  })
})
