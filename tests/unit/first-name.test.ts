import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { FirstName } from "../../schema/table-cart"

/**
 * A first name is one line of visible text that cannot spoof what other diners read: no control
 * character (Cc), no format character (Cf: invisible ones, bidi overrides) but the two joiners,
 * no line or paragraph separator, no '@'. Checked against Unicode's own categories, and the
 * pattern the OpenAPI document publishes checked to say the same on the whole Basic
 * Multilingual Plane, read with and without the u flag (as JSON Schema validators may).
 */
const refusedByUnicode = (char: string) => /[\p{Cc}\p{Cf}\u2028\u2029@]/u.test(char) && char !== "\u200C" && char !== "\u200D"
const accepts = Schema.is(FirstName)

describe("a first name", () => {
  it("refuses a NUL, an ESC, '@', a bidi override, an invisible space, a tag character and a blank", () => {
    const refused = ["Ana\u0000", "\u001b[2JAna", "ana@example.com", "\u202eanA", "A\u200bna", "Ana\u{E0001}", "A\u2028na", " ", "\u200d"]
    expect(refused.filter(accepts)).toEqual([])
  })

  it("takes names of every script, the joiners that spell them, spaces and emoji", () => {
    const taken = ["Ana", "Zoë", "Ana María", "ශ්‍රියා", "مهر‌نوش", "விஜய்", "李", "😀", "👩‍🍳 Bea", " Ana "]
    expect(taken.filter((name) => !accepts(name))).toEqual([])
  })

  it("is refused for exactly the characters Unicode puts in those categories, by the schema and by its published pattern", () => {
    const pattern = Schema.toJsonSchemaDocument(FirstName).schema as { pattern?: string }
    if (pattern.pattern === undefined) throw new Error("FirstName publishes no pattern")
    const readings = [new RegExp(pattern.pattern, "u"), new RegExp(pattern.pattern)]
    const disagreements: string[] = []
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue
      const char = String.fromCodePoint(code)
      const name = `A${char}a`
      const refused = refusedByUnicode(char)
      if (accepts(name) === refused) disagreements.push(`schema U+${code.toString(16)}`)
      // Beyond the BMP the schema's own check decides: a pattern read without the u flag sees two halves there.
      if (code <= 0xffff)
        for (const reading of readings)
          if (reading.test(name) === refused) disagreements.push(`pattern /${reading.flags}/ U+${code.toString(16)}`)
    }
    expect(disagreements).toEqual([])
  })
})
