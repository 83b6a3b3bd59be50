import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { findDish } from "../support/menu-page"
import { orderedAndPaying } from "../support/ordered-and-paying"
import { dinerAt } from "../support/table-diner"

/** The brand's green, an active primary button's background (src/styles/theme.css.ts). */
const ACTIVE_BUTTON = "rgb(31, 77, 58)"

/** Whether the element is wholly inside the window as it is scrolled now. */
const onScreen = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect()
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight
  })

/** The reason a button names as its description (`aria-describedby`), read as the diner reads it. */
const reasonOf = async (page: Page, button: Locator): Promise<Locator> => {
  const id = await button.getAttribute("aria-describedby")
  if (id === null) throw new Error(`the button '${await button.innerText()}' names no reason`)
  return page.locator(`[id="${id}"]`)
}

/**
 * A control that cannot act says why, where the diner looks (issue 48, finding 5): the amount
 * to pay is right from the first choice; a button that cannot act looks disabled, with its
 * reason right under it, on screen with it at 390×844 (offline, "Paying needs the network" sat
 * at the top of the page; a greyed "Add to cart" had its reason below the fold).
 */
describe("a control that cannot act says why", () => {
  const suite = setupServerAndBrowser()

  it("pays the right amount from the first choice, and says beside the greyed pay button what it waits for", async () => {
    const { context, page } = await dinerAt(suite.browser, suite.server.origin, "demo-table-2")
    try {
      await orderedAndPaying(page, suite.server.origin, "Fish Cutlets")

      // The whole bill, no tip picked yet: the amount is already right (Rs. 650.00 + 10% service), the button waits for a tip and says so.
      await page.getByLabel("The whole bill").check()
      const pay = page.getByRole("button", { name: /^Pay/ })
      await page.getByRole("button", { name: "Pay Rs. 715.00" }).waitFor()
      expect(await pay.isDisabled()).toBe(true)
      expect(await pay.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe(ACTIVE_BUTTON)
      await pay.scrollIntoViewIfNeeded()
      const why = await reasonOf(page, pay)
      expect(await why.innerText()).toBe("Choose a tip above, or No tip.")
      expect(await onScreen(why)).toBe(true)
      expect(await axeViolations(page)).toEqual([])

      await page.getByLabel("No tip").check()
      await page.getByLabel("Card number").fill("4242 4242 4242 4242")
      await expect.poll(() => pay.isEnabled()).toBe(true)
      expect(await pay.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(ACTIVE_BUTTON)
      expect(await pay.getAttribute("aria-describedby")).toBeNull()

      // Offline: the reason stands under the button, not at the top of the page.
      await context.setOffline(true)
      await expect.poll(() => pay.isDisabled(), { timeout: 15_000 }).toBe(true)
      await pay.scrollIntoViewIfNeeded()
      const offline = await reasonOf(page, pay)
      expect(await offline.innerText()).toBe("Paying needs the network. Connect, then pay.")
      expect(await onScreen(offline)).toBe(true)
      expect(await onScreen(pay)).toBe(true)
      expect(await axeViolations(page)).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("shows a greyed Add to cart's reason with it, on screen at 390×844", async () => {
    const { context, page } = await dinerAt(suite.browser, suite.server.origin, "demo-table-1")
    try {
      await (await findDish(page, "Chicken Rice & Curry")).click()
      const drawer = page.getByRole("dialog", { name: "Chicken Rice & Curry" })
      const add = drawer.getByRole("button", { name: /^Add to cart/ })
      expect(await add.getAttribute("aria-disabled")).toBe("true")
      const why = await reasonOf(page, add)
      expect(await why.innerText()).toMatch(/^To add this dish: Portion/)
      // Where the drawer opens, unscrolled: the button and its reason both in view.
      expect(await onScreen(add)).toBe(true)
      expect(await onScreen(why)).toBe(true)
      expect(await axeViolations(page)).toEqual([])
    } finally {
      await context.close()
    }
  })
})
