import { setupI18n } from "@lingui/core"
import { compileMessage } from "@lingui/message-utils/compileMessage"
import { describe, expect, it } from "vitest"
import english from "../../src/ui/i18n/messages/en.json"
import sinhala from "../../src/ui/i18n/messages/si.json"
import tamil from "../../src/ui/i18n/messages/ta.json"
import { ROLLBACK_TOAST, UNAVAILABLE_TOAST } from "../../src/domain/availability"
import { pickLanguage } from "../../src/domain/language"

/** The message catalogues (src/ui/i18n/messages), compiled as the build compiles them. */
const render = (language: string, catalogue: Record<string, string>, id: string, values?: Record<string, string | number>): string => {
  const i18n = setupI18n({
    locale: language,
    messages: { [language]: Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)])) },
  })
  return i18n._(id, values)
}
/** The values a message takes (not a plural branch's text, as in "one {one}"). */
const placeholders = (message: string): ReadonlyArray<string> =>
  [...message.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{(\w+)/g)].map((match) => match[1] ?? "").sort()

describe("message catalogues", () => {
  it("give Sinhala and Tamil every English message, with the same values", () => {
    for (const [name, catalogue] of [
      ["si", sinhala],
      ["ta", tamil],
    ] as const) {
      expect(Object.keys(catalogue).sort(), name).toEqual(Object.keys(english).sort())
      for (const [id, message] of Object.entries(english))
        expect(placeholders((catalogue as Record<string, string>)[id] ?? ""), `${name} ${id}`).toEqual(placeholders(message))
      // Written in their own script, not left in English.
      for (const [id, message] of Object.entries(catalogue))
        expect(message, `${name} ${id}`).not.toBe((english as Record<string, string>)[id])
    }
  })

  it("render the spec's English texts exactly, apostrophes and plurals included", () => {
    expect(render("en", english, "gate.body")).toBe(
      "This venue requires Google authentication to continue. Please sign in with your Google account.",
    )
    expect(render("en", english, "venueError.title")).toBe("We couldn't open this table")
    expect(render("en", english, "loading.home")).toBe("Loading home page...")
    expect(render("en", english, "venueError.unknownTable", { code: "no-such-table" })).toBe(
      "No venue uses the table code 'no-such-table'. Check the code on your table's QR card.",
    )
    expect(render("ta", tamil, "venueError.unknownTable", { code: "no-such-table" })).toContain("'no-such-table'")
    expect(render("en", english, "viewCart.label", { count: 1, price: "Rs. 400.00" })).toBe("View Cart, 1 item, Rs. 400.00")
    expect(render("en", english, "viewCart.label", { count: 2, price: "Rs. 880.00" })).toBe("View Cart, 2 items, Rs. 880.00")
    for (const [id, message] of Object.entries(english))
      if (placeholders(message).length === 0) expect(render("en", english, id), id).toBe(message)
  })

  it("hold the spec's toasts word for word", () => {
    expect([render("en", english, "toast.unavailable"), render("en", english, "toast.rollback")]).toEqual([
      UNAVAILABLE_TOAST,
      ROLLBACK_TOAST,
    ])
  })

  it("keep the spec's price format in every language", () => {
    expect(render("si", sinhala, "drawer.add", { price: "Rs. 1250.50" })).toContain("Rs. 1250.50")
    expect(render("ta", tamil, "viewCart.label", { count: 2, price: "Rs. 880.00" })).toContain("Rs. 880.00")
  })
})

describe("the diner's language", () => {
  it("is their choice on this device, else the browser's first language the app speaks, else English", () => {
    expect(pickLanguage("ta", ["si-LK"])).toBe("ta")
    expect(pickLanguage(null, ["fr-FR", "ta-LK", "si"])).toBe("ta")
    expect(pickLanguage("xx", ["SI"])).toBe("si")
    expect(pickLanguage(null, ["fr", "de"])).toBe("en")
  })
})
