import { LANGUAGE_CHOICE, LANGUAGES, type Language } from "../domain/language"
import { chooseLanguage, useLanguage, useT } from "./i18n/i18n"
import * as css from "./screen-header.css"

/** Each language by its own name, so a diner finds theirs whatever the page is in. */
const NAMES: Record<Language, string> = { en: "English", si: "සිංහල", ta: "தமிழ்" }
/** The same, short: what the header's round button shows. */
const SHORT: Record<Language, string> = { en: "EN", si: "සිං", ta: "த" }

/**
 * The language switch: the choice shows at once and is kept on this device. `compact` (the
 * header's): a round button showing the language's short name, the native list over it, so a
 * phone's header keeps room for the venue's name.
 */
export const LanguageSwitch = ({ compact = false }: { readonly compact?: boolean }) => {
  const t = useT()
  const language = useLanguage()
  const select = (
    <select
      className={compact ? css.languageSelect : css.language}
      aria-label={t("header.language")}
      {...{ [LANGUAGE_CHOICE.switchAttribute]: "" }}
      value={language}
      onChange={(event) => void chooseLanguage(LANGUAGES.find((code) => code === event.target.value) ?? "en")}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {NAMES[code]}
        </option>
      ))}
    </select>
  )
  if (!compact) return select
  return (
    <span className={css.languageButton}>
      <span aria-hidden="true" lang={language}>
        {SHORT[language]}
      </span>
      {select}
    </span>
  )
}
