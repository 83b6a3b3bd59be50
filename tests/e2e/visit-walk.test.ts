import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { Language } from "../../src/domain/language"
import { dishDetails } from "../../server/seed/demo-dish-facts"
import { axeViolations } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"
import { expectNoCatalogueEnglish, writtenCatalogue } from "../support/no-english"
import { findDish } from "../support/menu-page"
import { dinerAt } from "../support/table-diner"

/**
 * Issue 48, item 8: the whole visit as diners walk it, three phones across two visits at one
 * table. Party one: Ana (English) and Ben (Sinhala, picked as soon as the menu shows) order
 * together and send; Ana pays her dishes with a tip, Ben the rest, and the table settles
 * itself. Party two: Cyra (Tamil) arrives and orders. Party one's phones then show their
 * visit's end (all paid, their receipts) and nothing of Cyra's; Ben starts a new order, which
 * joins Cyra's visit. Every screen each phone passes is checked with axe in that phone's
 * language, and Ben's and Cyra's say no English.
 */
describe("a visit walked by three diners at one table", () => {
  const suite = setupServerAndBrowser()
  const origin = () => suite.server.origin

  /** A phone at table 1 in its diner's language: its page, and the app's texts as that language says them. */
  const phone = async (language: Language) => {
    const diner = await dinerAt(suite.browser, origin(), "demo-table-1")
    const catalogue = writtenCatalogue(language)
    const t = (key: string, values: Readonly<Record<string, string>> = {}) => {
      const text = catalogue[key]
      if (text === undefined) throw new Error(`no text '${key}' in ${language}`)
      return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`)
    }
    /** A text with values, whatever they are: the catalogue's words around them, in their order. */
    const named = (key: string) =>
      new RegExp(
        `^${t(key)
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
          .join(".+")}$`,
      )
    if (language !== "en") {
      await diner.page.locator("select").first().selectOption(language)
      await expect.poll(() => diner.page.evaluate(() => document.documentElement.lang)).toBe(language)
    }
    /** The dish's name as the menu gives it in this language. */
    const dish = (english: string) => (language === "en" ? english : (dishDetails(english).translations?.[language]?.name ?? english))
    return { ...diner, language, t, named, dish }
  }
  type Phone = Awaited<ReturnType<typeof phone>>

  /** The screen as the diner sees it: axe finds nothing, and a phone in Sinhala or Tamil shows no English. */
  const checked = async ({ page, language }: Phone, screen: string) => {
    expect(await axeViolations(page), `axe on the ${screen} screen in ${language}`).toEqual([])
    if (language !== "en") await expectNoCatalogueEnglish(page, screen)
  }
  const open = async (diner: Phone, path: string, titleKey: string) => {
    await diner.page.goto(`${origin()}${path}`)
    await diner.page.getByRole("heading", { name: diner.t(titleKey), exact: true }).waitFor()
  }
  const add = async (diner: Phone, english: string) => {
    const name = diner.dish(english)
    await (await findDish(diner.page, name)).click()
    const drawer = diner.page.getByRole("dialog", { name })
    await drawer.getByRole("button", { name: diner.named("drawer.add") }).click()
    await drawer.waitFor({ state: "detached" })
  }
  const joinTogether = async (diner: Phone, name: string) => {
    await open(diner, "/venue/cart", "cart.title")
    await diner.page.getByLabel(diner.t("together.nameLabel")).fill(name)
    await diner.page.getByRole("button", { name: diner.t("together.join"), exact: true }).click()
    await diner.page.getByRole("heading", { name: diner.t("together.label"), exact: true }).waitFor()
    await checked(diner, "table's cart")
  }
  const pay = async (diner: Phone, partKey: string, tipKey: string, tip: Readonly<Record<string, string>> = {}) => {
    await open(diner, "/venue/orders", "orders.title")
    await diner.page.getByRole("link", { name: diner.t("orders.pay"), exact: true }).click()
    await diner.page.getByRole("heading", { name: diner.t("pay.title"), exact: true }).waitFor()
    await diner.page.locator("fieldset").first().waitFor()
    await checked(diner, "pay")
    await diner.page.getByLabel(diner.t(partKey), { exact: true }).check()
    await diner.page.getByLabel(diner.t(tipKey, tip), { exact: true }).check()
    await diner.page.getByLabel(diner.t("pay.cardNumber")).fill("4242 4242 4242 4242")
    await diner.page.getByRole("button", { name: diner.named("pay.payNow") }).click()
    await diner.page.getByRole("heading", { name: diner.t("receipt.title"), exact: true }).waitFor()
    await checked(diner, "receipt")
  }
  const allPaid = (diner: Phone) => diner.page.getByRole("status").filter({ hasText: diner.t("orders.allPaid") })
  const ordersShown = (page: Page) => page.locator("[data-order]").count()

  // Three phones, two visits, axe on some twenty screens: minutes, not the browser tests' usual one.
  it(
    "ends party one's visit well on every phone, keeps party two's apart, and lets party one order again in party two's",
    { timeout: 300_000 },
    async () => {
      const ana = await phone("en")
      const ben = await phone("si")
      try {
        await checked(ana, "menu")
        await checked(ben, "menu")
        await add(ana, "Fish Cutlets")
        await add(ben, "Love Cake")
        await joinTogether(ana, "Ana")
        await joinTogether(ben, "Ben")
        await ben.page.getByRole("button", { name: ben.t("together.send"), exact: true }).click()
        await ben.page.getByRole("heading", { name: ben.t("orders.title"), exact: true }).waitFor()
        await ben.page.locator("[data-order]").first().waitFor()
        await checked(ben, "bill")

        // Ana pays her dishes (Fish Cutlets, Rs. 650.00 + 10% service) with a 10% tip; Ben hears it live and pays the rest.
        await pay(ana, "pay.myDishes", "pay.tipPercent", { percent: "10" })
        await open(ben, "/venue/orders", "orders.title")
        await ben.page.locator("[data-paid]").filter({ hasText: "Ana" }).waitFor({ timeout: 10_000 })
        await checked(ben, "bill, partly paid")
        await pay(ben, "pay.wholeBill", "pay.tipNone")

        // The table settled itself: each phone of party one says so.
        for (const diner of [ana, ben]) {
          await open(diner, "/venue/orders", "orders.title")
          await allPaid(diner).waitFor({ timeout: 10_000 })
          await checked(diner, "bill, all paid")
        }

        // Party two: Cyra, in Tamil, orders at the same table.
        const cyra = await phone("ta")
        try {
          await checked(cyra, "menu")
          await add(cyra, "Egg Rolls")
          await open(cyra, "/venue/cart", "cart.title")
          await checked(cyra, "cart")
          await cyra.page.getByRole("button", { name: cyra.t("cart.placeOrder"), exact: true }).click()
          await cyra.page.getByRole("heading", { name: cyra.t("orders.title"), exact: true }).waitFor()
          await expect.poll(() => ordersShown(cyra.page)).toBe(1)
          await checked(cyra, "bill")
          // Nothing of party one's visit: its dishes, its payers.
          expect(await cyra.page.getByText(cyra.dish("Fish Cutlets")).count()).toBe(0)
          expect(await cyra.page.locator("[data-paid]").count()).toBe(0)

          // Party one's phones: their visit's end, never Cyra's order or a way to pay it.
          for (const diner of [ana, ben]) {
            await open(diner, "/venue/orders", "orders.title")
            await allPaid(diner).waitFor()
            expect(await ordersShown(diner.page)).toBe(0)
            expect(await diner.page.getByText(diner.dish("Egg Rolls")).count()).toBe(0)
            expect(await diner.page.getByRole("link", { name: diner.t("orders.pay"), exact: true }).count()).toBe(0)
            await diner.page.locator("[data-paid]").first().waitFor()
            await checked(diner, "ended visit's bill")
          }

          // Ben starts a new order: he joins Cyra's visit, and his order reaches her phone.
          await open(ben, "/venue/cart", "cart.title")
          await ben.page.getByRole("button", { name: ben.t("visit.startNew"), exact: true }).click()
          await ben.page.locator("[data-item]").first().waitFor()
          await checked(ben, "menu, a new order")
          await add(ben, "Love Cake")
          await open(ben, "/venue/cart", "cart.title")
          await ben.page.getByRole("button", { name: ben.t("cart.placeOrder"), exact: true }).click()
          await ben.page.getByRole("heading", { name: ben.t("orders.title"), exact: true }).waitFor()
          await expect.poll(() => ordersShown(ben.page)).toBe(2)
          await checked(ben, "bill of the new visit")
          await expect.poll(() => ordersShown(cyra.page), { timeout: 10_000 }).toBe(2)
          // Ana stays in her ended visit.
          await open(ana, "/venue/orders", "orders.title")
          await allPaid(ana).waitFor()
          expect(await ordersShown(ana.page)).toBe(0)
        } finally {
          await cyra.context.close()
        }
      } finally {
        await Promise.all([ana.context.close(), ben.context.close()])
      }
    },
  )
})
