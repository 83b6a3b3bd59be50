import type { Locator } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { MenuItem } from "../../schema/menu"
import { axeViolations, reachedMark } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"

/**
 * The service charge's percentage shows before sending (issue 50, item 5): the View Cart bar on
 * the menu says its total holds the demo venue's 10% service charge, in its words and in its
 * accessible name, whole inside the bar on a 360 px phone in each language (laid out in the
 * phone's Noto fonts: tests/e2e/phone-fonts.test.ts); the cart names the charge with its rate.
 */
describe("fees before ordering", () => {
  const suite = setupServerAndBrowser()

  // King Coconut: Rs. 400.00, and its 10% service charge, Rs. 440.00.
  for (const { language, locale, name, note, add, cartLine } of [
    {
      language: "en",
      locale: "en-GB",
      name: "View Cart, 1 item, Rs. 440.00, includes 10% service charge",
      note: "includes 10% service charge",
      add: "Add to cart",
      cartLine: "Service charge (10%)",
    },
    {
      language: "si",
      locale: "si-LK",
      name: "කරත්තය බලන්න, අයිතම 1, Rs. 440.00, සේවා ගාස්තුව 10% ඇතුළුව",
      note: "සේවා ගාස්තුව 10% ඇතුළුව",
      add: "කරත්තයට එක් කරන්න",
      cartLine: "සේවා ගාස්තුව (10%)",
    },
    {
      language: "ta",
      locale: "ta-LK",
      name: "வண்டியைப் பார், 1 பொருட்கள், Rs. 440.00, 10% சேவைக் கட்டணம் உட்பட",
      note: "10% சேவைக் கட்டணம் உட்பட",
      add: "வண்டியில் சேர்",
      cartLine: "சேவைக் கட்டணம் (10%)",
    },
  ]) {
    it(`${language}: at 360 px the View Cart bar says its total includes the 10% service charge, whole and in its name; the cart names the charge with its rate; axe clean`, async () => {
      const menu = (await (await fetch(`${suite.server.origin}/api/menu/pick/demo-table-1`)).json()) as { body: { items: MenuItem[] } }
      const coconut = menu.body.items.find((item) => item.name === "King Coconut")
      if (coconut === undefined) throw new Error("the demo venue's menu has no King Coconut")
      const context = await suite.browser.newContext({ viewport: { width: 360, height: 800 }, locale })
      const page = await context.newPage()
      try {
        await page.goto(`${suite.server.origin}/demo-table-1`)
        await reachedMark(page, "hydrated", { timeout: 20_000 })
        await page.locator(`[data-item="${coconut.id}"]`).click()
        await page
          .getByRole("dialog")
          .getByRole("button", { name: new RegExp(`^${add}`) })
          .click()

        const bar = page.getByRole("link", { name: normalized(name), exact: true })
        await bar.waitFor()
        expect(normalized((await bar.locator("[data-service-charge]").textContent()) ?? "")).toBe(note)
        expect(await shownWhole(bar), `${language}: the bar's words and price`).toEqual({ clipped: [], outside: [], priceLines: 1 })
        // The menu keeps 84 px free under its last dish for the bar (the spec's): the bar fits in it.
        expect(await bar.evaluate((link) => link.parentElement?.getBoundingClientRect().height ?? 0)).toBeLessThanOrEqual(84)
        expect(await axeViolations(page), `${language} menu with the bar`).toEqual([])

        await bar.click()
        await page.getByText(cartLine, { exact: true }).waitFor()
      } finally {
        await context.close()
      }
    })
  }
})

/** Spaces as an accessible name reads them (the price's no-break space included). */
const normalized = (text: string): string => text.replace(/\s+/g, " ").trim()

/**
 * Which of the bar's shown texts are cut (wider or taller than their box, or ended with an ellipsis),
 * which stand outside the bar's button or the phone's screen, and on how many lines the price is.
 */
const shownWhole = (bar: Locator) =>
  bar.evaluate((button) => {
    const within = button.getBoundingClientRect()
    // What is shown (the name said is in a visually hidden span of its own).
    const texts = [...button.querySelectorAll<HTMLElement>('[aria-hidden="true"], [aria-hidden="true"] *')]
    const lineHeight = (element: Element) =>
      parseFloat(getComputedStyle(element).lineHeight) || parseFloat(getComputedStyle(element).fontSize) * 1.5
    const price = texts.at(-1)
    return {
      clipped: texts
        .filter(
          (text) =>
            text.scrollWidth > text.clientWidth + 0.5 ||
            text.scrollHeight > text.clientHeight + 0.5 ||
            getComputedStyle(text).textOverflow === "ellipsis",
        )
        .map((text) => text.textContent),
      outside: [button, ...texts]
        .filter((text) => {
          const box = text.getBoundingClientRect()
          const frame = text === button ? { left: 0, right: window.innerWidth } : within
          return (
            box.left < frame.left - 0.5 ||
            box.right > frame.right + 0.5 ||
            (text !== button && (box.top < within.top - 0.5 || box.bottom > within.bottom + 0.5))
          )
        })
        .map((text) => text.textContent),
      priceLines: price === undefined ? 0 : Math.round(price.getBoundingClientRect().height / lineHeight(price)),
    }
  })
