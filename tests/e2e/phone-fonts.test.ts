import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser"
import { setupServerAndBrowser } from "../support/e2e-suite"

/**
 * The browser tests lay the app out in the fonts a phone has (issue 48): Noto for Latin, Sinhala
 * and Tamil, which `npm test` makes sure of (tests/support/ensure-test-browser.mjs). Without them
 * Chromium draws Sinhala and Tamil as rows of empty boxes in another font's .notdef glyph, and
 * every layout check in those languages measures boxes no diner sees: this file fails then,
 * naming the font Chromium drew with, instead of letting the others pass on empty boxes.
 */
describe("the phone's fonts", () => {
  const suite = setupServerAndBrowser()

  for (const [language, locale, letters, family] of [
    ["en", "en-GB", /[A-Za-z]/, "Noto Sans"],
    ["si", "si-LK", /[\u0D80-\u0DFF]/, "Noto Sans Sinhala"],
    ["ta", "ta-LK", /[\u0B80-\u0BFF]/, "Noto Sans Tamil"],
  ] as const) {
    it(`${language}: the menu's ${language === "en" ? "Latin" : language === "si" ? "Sinhala" : "Tamil"} text is drawn with ${family}'s glyphs; axe clean`, async () => {
      const context = await suite.browser.newContext({ viewport: { width: 360, height: 800 }, locale })
      const page = await context.newPage()
      try {
        await page.goto(`${suite.server.origin}/demo-table-1`)
        await page.locator("[data-item]").first().waitFor()
        const drawnWith = await fontsDrawing(page, letters)
        expect(drawnWith.length, `${language}: text in its script on the menu`).toBeGreaterThan(0)
        for (const { text, fonts } of drawnWith) expect(fonts, `${language}: the fonts drawing "${text}"`).toContain(family)
        expect(await axeViolations(page), `${language} menu`).toEqual([])
      } finally {
        await context.close()
      }
    })
  }
})

/**
 * The fonts Chromium drew each of the first twenty elements whose own text has `letters` with, as
 * DevTools' "Rendered fonts" shows them (CDP `CSS.getPlatformFontsForNode`: the font files that
 * supplied the glyphs, not the CSS font stack asked for).
 */
const fontsDrawing = async (page: Page, letters: RegExp): Promise<ReadonlyArray<{ text: string; fonts: ReadonlyArray<string> }>> => {
  // Places in document order (the order CDP's querySelectorAll answers in), of elements with a
  // text node child in the script, skipping the hidden (their text is laid out by no one).
  const found = await page.evaluate((source) => {
    const script = new RegExp(source)
    const elements = [...document.querySelectorAll("body *")]
    return elements
      .map((element, index) => ({
        index,
        text: [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? "")
          .join("")
          .trim(),
        shown: element.checkVisibility(),
      }))
      .filter(({ text, shown }) => shown && script.test(text))
      .slice(0, 20)
  }, letters.source)
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send("DOM.enable")
    await cdp.send("CSS.enable")
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 })
    const { nodeId: body } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "body" })
    const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: body, selector: "*" })
    return await Promise.all(
      found.map(async ({ index, text }) => {
        const nodeId = nodeIds[index]
        if (nodeId === undefined) throw new Error(`the element ${index} of the page's body is gone`)
        const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId })
        return { text, fonts: fonts.map((font) => font.familyName) }
      }),
    )
  } finally {
    await cdp.detach()
  }
}
