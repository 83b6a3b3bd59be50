import { LANGUAGES, type Language } from "../domain/language"
import { chooseLanguage, useLanguage, useT } from "./i18n/i18n"
import * as css from "./venue-header.css"

/** Each language by its own name, so a diner finds theirs whatever the page is in. */
const NAMES: Record<Language, string> = { en: "English", si: "සිංහල", ta: "தமிழ்" }

/** The header's language switch: the choice shows at once and is kept on this device. */
export const LanguageSwitch = () => {
  const t = useT()
  const language = useLanguage()
  return (
    <select className={css.language} aria-label={t("header.language")} value={language} onChange={(event) => void chooseLanguage(LANGUAGES.find((code) => code === event.target.value) ?? "en")}>
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {NAMES[code]}
        </option>
      ))}
    </select>
  )
}
