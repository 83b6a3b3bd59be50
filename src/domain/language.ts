/** The languages the app speaks: the demo venue is in Colombo. English is the spec's. */
export const LANGUAGES = ["en", "si", "ta"] as const
export type Language = (typeof LANGUAGES)[number]

/**
 * Where the diner's choice of language is kept on the device, and the attribute of the switch
 * that makes it: the server's page keeps a choice made before the app has taken it over
 * (server/http/early-tap.ts), the app reads it as the diner's (src/ui/i18n/starting-language.ts).
 */
export const LANGUAGE_CHOICE = { storageKey: "tableside.language", switchAttribute: "data-language-switch" } as const

export const isLanguage = (code: string): code is Language => (LANGUAGES as ReadonlyArray<string>).includes(code)

/**
 * The diner's language: the one they chose on this device, else the first of the browser's
 * preferences the app speaks (a regional code counts as its language: "ta-LK" is Tamil),
 * else English.
 */
export const pickLanguage = (chosen: string | null, preferred: ReadonlyArray<string>): Language => {
  if (chosen !== null && isLanguage(chosen)) return chosen
  for (const code of preferred) {
    const base = code.toLowerCase().split("-")[0] ?? ""
    if (isLanguage(base)) return base
  }
  return "en"
}
