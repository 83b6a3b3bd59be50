import { setupI18n } from "@lingui/core"
import { compileMessage } from "@lingui/message-utils/compileMessage"
import { describe, expect, it } from "vitest"
import english from "../../src/ui/i18n/messages/en.json"
import sinhala from "../../src/ui/i18n/messages/si.json"
import tamil from "../../src/ui/i18n/messages/ta.json"
import { requestText, tableServiceTexts } from "../../src/ui/table-service/wording"

/**
 * A staff request's pill as the minutes pass ("Waiter requested · 2 min"), in each language,
 * against a fake clock: the catalogues compiled as the build compiles them.
 */
const textsIn = (language: string, catalogue: Record<string, string>) => {
  const i18n = setupI18n({ locale: language, messages: { [language]: Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, compileMessage(message)])) } })
  return tableServiceTexts((id, values) => i18n._(id, values))
}

const asked = Date.parse("2026-11-24T19:00:00Z")
const seconds = (count: number) => asked + count * 1000
const pill = (texts: ReturnType<typeof textsIn>, label: string, now: number, status: "open" | "acknowledged" = "open") => requestText(texts, { status, createdAt: asked }, label, now)

describe("a staff request's elapsed time", () => {
  const cases = [
    { language: "en", catalogue: english, label: "Waiter", now: "Waiter requested · just now", one: "Waiter requested · 1 min", two: "Waiter requested · 2 min", ten: "Waiter requested · 10 min", done: "Waiter · On the way" },
    { language: "si", catalogue: sinhala, label: "වේටර්", now: "වේටර් ඉල්ලා ඇත · දැන්", one: "වේටර් ඉල්ලා ඇත · මිනි. 1", two: "වේටර් ඉල්ලා ඇත · මිනි. 2", ten: "වේටර් ඉල්ලා ඇත · මිනි. 10", done: "වේටර් · පැමිණෙමින් පවතී" },
    { language: "ta", catalogue: tamil, label: "பணியாளர்", now: "பணியாளர் கோரப்பட்டது · இப்போது", one: "பணியாளர் கோரப்பட்டது · 1 நிமி.", two: "பணியாளர் கோரப்பட்டது · 2 நிமி.", ten: "பணியாளர் கோரப்பட்டது · 10 நிமி.", done: "பணியாளர் · வந்துகொண்டிருக்கிறது" },
  ] as const

  for (const { language, catalogue, label, ...expected } of cases) {
    it(`reads just now, then whole minutes, then on the way, in "${language}"`, () => {
      const texts = textsIn(language, catalogue)
      expect(pill(texts, label, seconds(0))).toBe(expected.now)
      expect(pill(texts, label, seconds(59))).toBe(expected.now)
      expect(pill(texts, label, seconds(60))).toBe(expected.one)
      expect(pill(texts, label, seconds(119))).toBe(expected.one)
      expect(pill(texts, label, seconds(120))).toBe(expected.two)
      expect(pill(texts, label, seconds(10 * 60 + 30))).toBe(expected.ten)
      expect(pill(texts, label, seconds(120), "acknowledged")).toBe(expected.done)
    })
  }

  it("reads just now when the device's clock is behind the server's", () => {
    expect(pill(textsIn("en", english), "Water", seconds(-90))).toBe("Water requested · just now")
  })
})
