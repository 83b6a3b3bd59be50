import { LANGUAGE_CHOICE, pickLanguage, type Language } from "../../domain/language"

/**
 * The diner's own language, apart from the catalogues (Lingui): what a page drawn in the
 * browser's language is shown in once the app's sources are there (src/app/root.ts).
 */
const STORAGE_KEY = LANGUAGE_CHOICE.storageKey

const readChoice = (): string | null => {
  try {
    return localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

/** The language to open in: kept from an earlier choice on this device, else the browser's. */
export const startingLanguage = (): Language => pickLanguage(readChoice(), navigator.languages)

/** Keeps the diner's choice for their next visit. */
export const keepLanguageChoice = (language: Language): void => {
  try {
    localStorage.setItem(STORAGE_KEY, language)
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
}
