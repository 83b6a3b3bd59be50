import { readFileSync } from "node:fs"
import { Schema } from "effect"
import type { Page } from "playwright-core"
import { expect } from "vitest"
import { api } from "../../schema/api"
import { Menu, type MenuItem } from "../../schema/menu"
import { DEFAULT_CURRENCY_LABEL } from "../../schema/constants"
import { VenueAnswer } from "../../schema/venue"
import type { Language } from "../../src/domain/language"
import { localizeItems } from "../../src/domain/menu-language"

/** A language's catalogue as written (read, not imported: the screens project compiles the catalogues it imports). */
export const writtenCatalogue = (language: Language): Readonly<Record<string, string>> =>
  JSON.parse(readFileSync(new URL(`../../src/ui/i18n/messages/${language}.json`, import.meta.url), "utf8")) as Record<string, string>

const english = writtenCatalogue("en")

/**
 * Checks that a screen in Sinhala or Tamil shows and says no English: what the page shows,
 * and what names its controls (aria-label, placeholder, title, alt). A text marked in another
 * language than the page's (the language switch names each language in its own: `lang="en"`
 * English) is said in that language, rightly, and is left out.
 */
const saidOn = async (page: Page): Promise<string> => {
  const { said, marked } = await page.evaluate(() => {
    const names = ["aria-label", "placeholder", "title", "alt"]
    const labels = [...document.querySelectorAll(names.map((name) => `[${name}]`).join(","))].flatMap((element) =>
      names.map((name) => element.getAttribute(name) ?? ""),
    )
    const other = [...document.body.querySelectorAll("[lang]")].filter(
      (element) => element.getAttribute("lang") !== document.documentElement.lang,
    )
    // Every menu section, wherever the page is scrolled: innerText leaves out one that
    // content-visibility skips (src/features/menu/menu.css.ts).
    const whole = document.createElement("style")
    whole.textContent = "[data-section-block] { content-visibility: visible !important }"
    document.head.append(whole)
    const shown = document.body.innerText
    whole.remove()
    return { said: [shown, ...labels].join("\n"), marked: other.map((element) => element.textContent) }
  })
  return marked.reduce((text, part) => (part === "" ? text : text.split(part).join(" ")), said)
}

/** No text of the English catalogue: every static text, and every fixed part of a text with values. */
export const expectNoCatalogueEnglish = async (page: Page, screen: string) => {
  expect(catalogueEnglishIn(await saidOn(page)), `English on the ${screen} screen`).toEqual([])
}

/**
 * The fixed parts of the English catalogue's texts found in `text` (a screen's words, or what
 * the log stores): every static text, and every part of a text with values between its values.
 */
export const catalogueEnglishIn = (text: string): ReadonlyArray<string> => {
  const fragments = Object.values(english)
    .flatMap((message) => message.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/))
    .map((fragment) => fragment.replace(/^[\s,:·×]+|[\s,:·×]+$/g, ""))
    .filter((fragment) => /[A-Za-z]{3}/.test(fragment))
  return [...new Set(fragments.filter((fragment) => new RegExp(`(^|[^A-Za-z])${escape(fragment)}($|[^A-Za-z])`).test(text)))]
}

/**
 * No run of Latin letters at all, whatever its source (the catalogues, the server's names),
 * but for `allowed`: the texts the venue gives no translation of (see `untranslatedTexts`).
 */
export const expectNoLatin = async (page: Page, screen: string, allowed: ReadonlyArray<string>) => {
  const said = await saidOn(page)
  expect(latinIn(said, allowed), `Latin letters on the ${screen} screen (in: ${said.replace(/\s+/g, " ").slice(0, 600)})`).toEqual([])
}

/** The runs of Latin letters in `said`, but in the `allowed` texts. */
export const latinIn = (said: string, allowed: ReadonlyArray<string>): ReadonlyArray<string> => {
  const rest = [...allowed].sort((a, b) => b.length - a.length).reduce((text, name) => text.split(name).join(" "), said)
  return [...new Set(rest.match(/[A-Za-z]+/g) ?? [])]
}

/**
 * What a diner at `qrCode` may read in the venue's language when the app speaks `language`:
 * the menu's texts the venue gave no translation for (as the app falls back to them, field by
 * field), the currency label, and the venue's and table's own names (proper names the venue
 * answer gives in one language only). Read from the server's answers, not listed by hand.
 */
export const untranslatedTexts = async (origin: string, qrCode: string, language: string): Promise<ReadonlyArray<string>> => {
  // The answers' envelope ({ body }) is read as the client reads it, then decoded by the wire schema.
  const body = async <S extends Schema.Codec<unknown, unknown>>(path: string, schema: S): Promise<S["Type"]> =>
    Schema.decodeUnknownSync(schema)(((await (await fetch(`${origin}${path}`)).json()) as { body: unknown }).body)
  const venue = await body(api.venueByQr.path.replace(":qrCode", qrCode), VenueAnswer)
  const menu = await body(api.menuPick.path.replace(":qrCode", qrCode), Menu)
  const texts = localizeItems(menu.items, language).flatMap((item: MenuItem) => [
    item.name,
    item.description,
    item.section.name,
    ...item.variants.flatMap((variant) => [
      variant.name,
      ...variant.choices.flatMap((variantChoice) => [
        variantChoice.choice.name,
        ...variantChoice.choiceOptions.map((option) => option.name),
      ]),
    ]),
  ])
  const names = [venue.venue.name, venue.selectedServiceArea.name, venue.tenant.currency ?? DEFAULT_CURRENCY_LABEL]
  return [...new Set([...texts, ...names].filter((text) => /[A-Za-z]/.test(text)))]
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
