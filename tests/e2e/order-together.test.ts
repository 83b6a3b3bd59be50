import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { operatorApi } from "../../schema/operator-api"
import { axeViolations } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { addDish } from "../support/menu-page"
import { dinerAt } from "../support/table-diner"
import { operatorDo } from "../support/operator"

/**
 * "Order together" in Chromium, three diners at one table (three browser contexts): A adds a
 * dish to their own cart, then joins, and it moves into the table's cart (the screen says so):
 * A sees one cart, the table's, with its subtotal, service charge and total, and no order of
 * their own to place. B joins, C does not; each sees the other's lines live; B adds while
 * offline and comes back; A and B send at the same moment and staff get ONE order with every
 * line attributed, A's earlier dish among them; C's own cart is untouched; the bill names who
 * added each line and who sent it, and its split by dishes starts from who added what. At
 * demo-table-1, a join refused in part: a dish sold out stays in the own cart, listed with why,
 * and moves when tried again. axe runs on the table's cart and the bill.
 */
describe("order together", () => {
  const suite = setupServerAndBrowser()
  const diner = (table = "demo-table-2") => dinerAt(suite.browser, suite.server.origin, table)
  const toCart = async (page: Page) => {
    await page.goto(`${suite.server.origin}/venue/cart`)
    await page.getByRole("heading", { name: "Your cart" }).waitFor()
  }
  const join = async (page: Page, name: string) => {
    await toCart(page)
    await page.getByLabel(/^Your first name/).fill(name)
    await page.getByRole("button", { name: "Order together" }).click()
    await page.getByRole("heading", { name: "Your table's cart" }).waitFor()
  }
  const tableLines = (page: Page) => page.getByRole("list", { name: "Your table's cart" }).getByRole("listitem")

  it("moves A's own cart into the table's cart at the join, shares one cart between A and B, live and offline, and sends it once, each line attributed; C's own cart untouched", async () => {
    const [a, b, c] = [await diner(), await diner(), await diner()]
    try {
      await addDish(c.page, "Milk Hopper")
      // A's dish, in A's own cart before A orders together: the join moves it into the table's cart.
      await addDish(a.page, "Fish Cutlets")
      await join(a.page, "Ana")
      const together = a.page.getByRole("region", { name: "Your table's cart" })
      await together.getByRole("status").filter({ hasText: "1 dish from your own cart moved into the table's cart." }).waitFor()
      await expect
        .poll(async () => tableLines(a.page).allInnerTexts())
        .toEqual([expect.stringMatching(/^1 × Fish Cutlets\s+Yours\s+Rs\.\u00a0650\.00/)])
      // One cart: the table's, with its subtotal, service charge (10%) and total; no cart of A's own, no order of A's own to place.
      expect((await together.locator("dl").innerText()).split(/\s*\n\s*/)).toEqual([
        "Subtotal",
        "Rs.\u00a0650.00",
        "Service charge (10%)",
        "Rs.\u00a065.00",
        "Total",
        "Rs.\u00a0715.00",
      ])
      expect(await a.page.getByRole("region", { name: "Cart", exact: true }).count()).toBe(0)
      expect(await a.page.getByRole("button", { name: "Place order" }).count()).toBe(0)
      expect(await a.page.getByText("Your cart is empty.", { exact: false }).count()).toBe(0)
      expect(await axeViolations(a.page)).toEqual([])
      await join(b.page, "Ben")
      // B sees A's moved dish, by A's first name.
      await expect.poll(async () => (await tableLines(b.page).allInnerTexts()).join(" | ")).toMatch(/Fish Cutlets\s+Ana/)

      await a.page.getByRole("link", { name: /menu/i }).first().click()
      // The menu's View Cart button is the table's cart's: A's moved dish counted.
      await a.page.getByRole("link", { name: "View Cart, 1 item, Rs. 715.00, includes 10% service charge" }).waitFor()
      await addDish(a.page, "Ceylon Tea")
      await toCart(a.page)
      // B sees A's line live, by A's first name.
      await expect.poll(async () => (await tableLines(b.page).allInnerTexts()).join(" | "), { timeout: 5_000 }).toMatch(/Ceylon Tea\s+Ana/)

      // B goes offline, adds, comes back: the line reaches the table's cart.
      await b.page.getByRole("link", { name: /menu/i }).first().click()
      await b.context.setOffline(true)
      await addDish(b.page, "Love Cake")
      await b.context.setOffline(false)
      await toCart(b.page)
      await expect.poll(async () => (await tableLines(a.page).allInnerTexts()).join(" | "), { timeout: 15_000 }).toContain("Ben")
      await expect.poll(async () => await tableLines(b.page).count(), { timeout: 15_000 }).toBe(3)

      // A and B send at the same moment: one order, each line attributed. Neither send reaches
      // the server before both have tapped, or the first answer could take the other's button away.
      const tapped = new Set<Page>()
      let release = () => {}
      const bothTapped = new Promise<void>((resolve) => (release = resolve))
      for (const page of [a.page, b.page]) {
        await page.route(`**${api.tableCartSubmit.path}`, async (route) => {
          tapped.add(page)
          if (tapped.size === 2) release()
          await Promise.race([
            bothTapped,
            new Promise((_resolve, reject) => setTimeout(() => reject(new Error("only one diner's send left the phone")), 15_000)),
          ])
          await route.continue()
        })
      }
      await Promise.all([
        a.page.getByRole("button", { name: "Send the table's order" }).click(),
        b.page.getByRole("button", { name: "Send the table's order" }).click(),
      ])
      await Promise.all([
        a.page.getByRole("heading", { name: "Your orders" }).waitFor(),
        b.page.getByRole("heading", { name: "Your orders" }).waitFor(),
      ])
      const orders = (await operatorDo(suite.server.origin, operatorApi.operatorOrders, { query: {} })).filter(
        (each) => each.order.serviceAreaId === "area-table-2",
      )
      expect(orders).toHaveLength(1)
      // A's dish from before the join is in it, A's.
      expect(orders[0]?.order.items.map((line) => [line.name, line.addedBy?.name])).toEqual([
        ["Fish Cutlets", "Ana"],
        ["Ceylon Tea", "Ana"],
        ["Love Cake", "Ben"],
      ])
      // The bill: each line says who added it, the order who sent it, on both members' screens.
      const bill = async (page: Page) => {
        await page.goto(`${suite.server.origin}/venue/orders`)
        await page.locator("[data-order]").first().waitFor()
      }
      await Promise.all([bill(a.page), bill(b.page)])
      const sentBy = async (page: Page) => {
        const shown = page.locator("[data-sent-by]")
        await shown.waitFor()
        return shown.innerText()
      }
      const sent = [await sentBy(a.page), await sentBy(b.page)]
      // One of them sent it: that one reads "Sent by you.", the other the sender's first name.
      expect(sent[0] === "Sent by you." ? sent[1] : sent[0]).toBe(sent[0] === "Sent by you." ? "Sent by Ana." : "Sent by Ben.")
      expect(sent.filter((text) => text === "Sent by you.")).toHaveLength(1)
      expect(await a.page.locator("[data-added-by]").allInnerTexts()).toEqual(["Yours", "Yours", "Ben"])
      expect(await b.page.locator("[data-added-by]").allInnerTexts()).toEqual(["Ana", "Ana", "Yours"])
      // The split by dishes starts from who added what: each sees their own line ticked to "You".
      for (const [page, own, other] of [
        [a.page, "Ceylon Tea", "Ben"],
        [b.page, "Love Cake", "Ana"],
      ] as const) {
        await page.getByLabel("By dishes").check()
        const group = page.getByRole("group", { name: new RegExp(`^Who had 1 × ${own}\\?`) })
        await expect.poll(() => group.getByLabel("You").isChecked()).toBe(true)
        expect(await group.getByLabel(other).isChecked()).toBe(false)
        const shares = page.getByRole("list", { name: "Who pays what" }).locator("[data-share]")
        await shares.nth(1).waitFor()
        const amounts = await shares.evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-share"))))
        const total = Number(await page.locator("[data-table-bill]").getAttribute("data-table-bill"))
        expect(amounts).toHaveLength(2)
        expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(total)
      }
      expect(await axeViolations(a.page)).toEqual([])
      // C did not join: C's own cart still holds C's dish.
      await toCart(c.page)
      await expect.poll(async () => c.page.getByRole("region", { name: "Cart" }).innerText()).toContain("Milk Hopper")
      // Expected: a diner's own cart read before they have one (404), and B's requests while offline.
      const unexpected = [...a.problems(), ...b.problems(), ...c.problems()].filter(
        (problem) => !/status of 404|net::ERR_FAILED|ERR_INTERNET_DISCONNECTED/.test(problem),
      )
      expect(unexpected).toEqual([])
    } finally {
      await Promise.all([a.context.close(), b.context.close(), c.context.close()])
    }
  })

  it("keeps in the own cart a dish that cannot move at the join, says why, and moves it when tried again", async () => {
    const d = await diner("demo-table-1")
    const cake = (available: boolean) =>
      operatorDo(suite.server.origin, operatorApi.operatorAvailability, { params: { itemId: "item-love-cake" }, payload: { available } })
    try {
      await addDish(d.page, "Fish Cutlets")
      await addDish(d.page, "Love Cake")
      await cake(false)
      await join(d.page, "Dee")
      const together = d.page.getByRole("region", { name: "Your table's cart" })
      await together.getByRole("status").filter({ hasText: "1 dish from your own cart moved into the table's cart." }).waitFor()
      // Nothing lost: the cake stays in the own cart, listed with why; still no order of the own cart to place.
      const notMoved = together.getByRole("list", { name: "1 dish could not move and stays in your own cart:" }).getByRole("listitem")
      await expect
        .poll(async () => notMoved.allInnerTexts())
        .toEqual([expect.stringMatching(/^1 × Love Cake\s+Love Cake is not available right now\./)])
      expect(await tableLines(d.page).allInnerTexts()).toEqual([expect.stringMatching(/^1 × Fish Cutlets\s+Yours/)])
      expect(await d.page.getByRole("button", { name: "Place order" }).count()).toBe(0)
      expect(await axeViolations(d.page)).toEqual([])
      // Available again: tried again, it moves too.
      await cake(true)
      await together.getByRole("button", { name: "Try moving them again" }).click()
      await expect
        .poll(async () => (await tableLines(d.page).allInnerTexts()).map((line) => line.split("\n")[0]))
        .toEqual(["1 × Fish Cutlets", "1 × Love Cake"])
      await notMoved.first().waitFor({ state: "detached" })
    } finally {
      await cake(true)
      await d.context.close()
    }
  })
})
