import type { Language } from "./language"

/** The locale a receipt's date is written in (the app's receipt screen, and the e-mailed receipt), for each of the app's languages. */
const LOCALES = { en: "en-LK", si: "si-LK", ta: "ta-LK" } as const satisfies Record<Language, string>

/**
 * A receipt's date in the diner's language: in the browser's own words where it knows that
 * language, else in digits ("2026-11-29 08:14"), which read the same in every language. A
 * browser without Sinhala's or Tamil's data (Chromium's headless shell) falls back to English
 * words on its own; a Sinhala receipt never shows "Nov 29, 2026, 8:14 AM".
 */
export const receiptDate = (at: number, language: Language): string => {
  const locale = LOCALES[language]
  if (Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0)
    return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(at)
  const digits = { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const
  const part = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", digits).formatToParts(at).map((each) => [each.type, each.value] as const),
  )
  return `${part["year"]}-${part["month"]}-${part["day"]} ${part["hour"]}:${part["minute"]}`
}
