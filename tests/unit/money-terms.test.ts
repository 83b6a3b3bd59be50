import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

/**
 * A money term is one word in each language, whichever screen shows it: a Sinhala diner read two
 * words for "Subtotal" between the cart and the bill (issue 48). Each group lists every message
 * that names the term.
 */
const TERMS = {
  subtotal: ["cart.subtotal", "table.subtotal", "receipt.subtotal"],
  serviceCharge: ["cart.serviceCharge", "table.serviceCharge", "pay.serviceCharge", "receipt.serviceCharge"],
} as const

const catalogue = (language: string): Readonly<Record<string, string>> =>
  JSON.parse(readFileSync(new URL(`../../src/ui/i18n/messages/${language}.json`, import.meta.url), "utf8")) as Record<string, string>

describe("money terms", () => {
  for (const language of ["en", "si", "ta"]) {
    it(`are one word each in ${language}`, () => {
      const texts = catalogue(language)
      for (const [term, ids] of Object.entries(TERMS)) {
        const words = new Set(ids.map((id) => texts[id]))
        expect(words.has(undefined), `${term}: a message of ${ids.join(", ")} is missing in ${language}`).toBe(false)
        expect([...words], `${term} in ${language}`).toHaveLength(1)
      }
    })
  }
})
