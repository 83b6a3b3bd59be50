import { setupI18n } from "@lingui/core"
import { compileMessage } from "@lingui/message-utils/compileMessage"
import { describe, expect, it } from "vitest"
import english from "../../src/ui/i18n/messages/en.json"
import sinhala from "../../src/ui/i18n/messages/si.json"
import tamil from "../../src/ui/i18n/messages/ta.json"
import { formatMoney } from "../../src/domain/money"
import type { SplitRefusal } from "../../src/domain/split-bill"
import { requestText, tableServiceTexts } from "../../src/ui/table-service/wording"

/**
 * Table-service wording in each language, the catalogues compiled as the build compiles them:
 * a staff request's pill as the minutes pass ("Waiter requested · 2 min", against a fake
 * clock), and the split's refusals said from their typed reasons.
 */
const textsIn = (language: string, catalogue: Record<string, string>) => {
  const i18n = setupI18n({
    locale: language,
    messages: { [language]: Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, compileMessage(message)])) },
  })
  return tableServiceTexts((id, values) => i18n._(id, values))
}

const asked = Date.parse("2026-11-24T19:00:00Z")
const seconds = (count: number) => asked + count * 1000
const pill = (texts: ReturnType<typeof textsIn>, label: string, now: number, status: "open" | "acknowledged" = "open") =>
  requestText(texts, { status, createdAt: asked }, label, now)

describe("a staff request's elapsed time", () => {
  const cases = [
    {
      language: "en",
      catalogue: english,
      label: "Waiter",
      now: "Waiter requested · just now",
      one: "Waiter requested · 1 min",
      two: "Waiter requested · 2 min",
      ten: "Waiter requested · 10 min",
      done: "Waiter · On the way",
    },
    {
      language: "si",
      catalogue: sinhala,
      label: "වේටර්",
      now: "වේටර් ඉල්ලා ඇත · දැන්",
      one: "වේටර් ඉල්ලා ඇත · මිනි. 1",
      two: "වේටර් ඉල්ලා ඇත · මිනි. 2",
      ten: "වේටර් ඉල්ලා ඇත · මිනි. 10",
      done: "වේටර් · පැමිණෙමින් පවතී",
    },
    {
      language: "ta",
      catalogue: tamil,
      label: "பணியாளர்",
      now: "பணியாளர் கோரப்பட்டது · இப்போது",
      one: "பணியாளர் கோரப்பட்டது · 1 நிமி.",
      two: "பணியாளர் கோரப்பட்டது · 2 நிமி.",
      ten: "பணியாளர் கோரப்பட்டது · 10 நிமி.",
      done: "பணியாளர் · வந்துகொண்டிருக்கிறது",
    },
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

describe("the split's refusals", () => {
  const money = (amount: number) => formatMoney(amount, "Rs.")
  const line = {
    key: "o/l",
    name: "Love Cake",
    quantity: 1,
    amount: 55000,
    orderId: "o",
    line: {
      id: "l",
      itemId: "i",
      variantId: "v",
      name: "Love Cake",
      variantName: "Standard",
      selectedChoices: {},
      choiceSummary: [],
      quantity: 1,
      unitPrice: 55000,
      price: 55000,
      available: true,
    },
  }
  const reasons: ReadonlyArray<SplitRefusal> = [
    { _tag: "TooFewPeople", least: 1 },
    { _tag: "TooManyPeople", most: 50 },
    { _tag: "LineUnclaimed", line },
    { _tag: "PayerNeedsOthers", least: 2 },
    { _tag: "AmountAboveBill", amount: 200000, total: 176000 },
  ]
  const said = (language: string, catalogue: Record<string, string>) =>
    reasons.map((reason) => textsIn(language, catalogue).refusal(reason, money, "1 × X"))

  it("read in English with their numbers", () => {
    expect(said("en", english)).toEqual([
      "Split among at least 1 person.",
      "Split among at most 50 people.",
      "Nobody has claimed 1 × X yet.",
      "One person paying an amount needs at least 2 people.",
      "Rs.\u00a02000.00 is more than the whole bill, Rs.\u00a01760.00.",
    ])
  })

  it("read in Sinhala and Tamil with the same numbers and no English word", () => {
    for (const [language, catalogue] of [
      ["si", sinhala],
      ["ta", tamil],
    ] as const) {
      const texts = said(language, catalogue)
      expect(texts.map((text) => text.match(/\d+(\.\d+)?/g))).toEqual([["1"], ["50"], ["1"], ["2"], ["2000.00", "1760.00"]])
      for (const text of texts) expect(text.replace(/Rs\.|× X/g, ""), `${language}: ${text}`).not.toMatch(/[A-Za-z]/)
    }
  })
})
