import { i18n, type Messages } from "@lingui/core"
import { I18nProvider, useLingui } from "@lingui/react"
import { useCallback, type ReactNode } from "react"
import type { MenuItem } from "../../../schema/menu"
import type { NoticeText, PendingChangeText } from "../../../schema/events"
import { LANGUAGES, type Language } from "../../domain/language"
import { localizeItems } from "../../domain/menu-language"
import english from "./messages/en.json"
import { idleMoment } from "../idle-moment"
import { keepLanguageChoice } from "./starting-language"

/**
 * The app's texts (Lingui, catalogues in ./messages compiled at build by
 * tools/vite-messages.ts). English, the spec's texts, is in the first script, so an English
 * visit costs no request; Sinhala and Tamil load on demand, only the one in use.
 */
export type MessageId = keyof typeof english
export type MessageValues = Readonly<Record<string, string | number>>

// The build turns each catalogue into Lingui's compiled form; the JSON types only name the keys.
// A copy: Lingui keeps the object it is given and assigns a later load of the same language into
// it, which would change the imported catalogue module under whoever else reads it (a test
// compiling the catalogues again in Node turned the English texts another file read into arrays).
const compiled = (module: { readonly default: unknown }): Messages => ({ ...(module.default as Messages) })
const catalogues: Record<Exclude<Language, "en">, () => Promise<{ readonly default: unknown }>> = {
  si: () => import("./messages/si.json"),
  ta: () => import("./messages/ta.json"),
}

i18n.load("en", compiled({ default: english }))
i18n.activate("en")

/** Loads a language's catalogue (once) and shows the app in it; the page's `lang` follows. */
export const activateLanguage = async (language: Language): Promise<void> => {
  await loadCatalogue(language)
  // Activating the language already shown would draw every text on the page again for nothing
  // (a hydrated page's app store activates the diner's language once it loads: src/app/root.ts).
  if (i18n.locale === language) return
  i18n.activate(language)
  document.documentElement.lang = language
}

/** Loads a language's catalogue once, without showing it (the server's render activates it itself). */
export const loadCatalogue = async (language: Language): Promise<void> => {
  if (language === "en" || loaded[language] !== undefined) return
  const messages = compiled(await catalogues[language]())
  loaded[language] = messages
  i18n.load(language, messages)
}

/** The diner picked a language in the header: shown at once and kept for their next visit. */
export const chooseLanguage = async (language: Language): Promise<void> => {
  await activateLanguage(language)
  keepLanguageChoice(language)
}

const loaded: Partial<Record<Language, Messages>> = {}

/**
 * Lingui writes a plural's number with an Intl.NumberFormat and picks its case with an
 * Intl.PluralRules, each made at its first use and kept; the page's first makes the browser load
 * the language's number and plural data (traced on a 4x slower CPU: 20 to 100 ms, in the tap that
 * added the first dish). The first taps' texts are plurals (the View Cart bar's count after an
 * add, a required choice's "pick one"), so they are made at an idle moment before, not in the tap.
 */
export const preparePluralsWhenIdle = (): void => void idleMoment(2000).then(preparePlurals)

/**
 * The same at once, in a task of its own: a dish's drawer asks after its first paint, since a
 * drawer open before the menu's idle moment (a dish tapped before the app was there, opened as
 * the menu hydrates) is followed by its add, which would make them in its tap.
 */
export const preparePlurals = (): void => void i18n._("viewCart.label" satisfies MessageId, { count: 1, price: "" })

export const LanguageProvider = ({ children }: { readonly children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>

/** The text of a message in the diner's language; screens re-render when it changes. */
export const useT = () => {
  const { _: translate } = useLingui()
  return useCallback((id: MessageId, values?: MessageValues): string => translate(id, values), [translate])
}

export const useLanguage = (): Language => {
  const { i18n: active } = useLingui()
  return LANGUAGES.find((language) => language === active.locale) ?? "en"
}

/**
 * A text kept in the log (a toast's, a refusal's, a waiting cart change's) in the diner's
 * language; a dish named by its id is named as the menu names it there. A string is the English
 * sentence a log written before texts were kept as messages holds: shown as it was.
 */
export const noticeText = (text: NoticeText | PendingChangeText | string, items: ReadonlyArray<MenuItem>): string => {
  if (typeof text === "string") return text
  const dishId = text.values?.["dishId"]
  const dish =
    dishId === undefined
      ? undefined
      : localizeItems(
          items.filter((item) => item.id === dishId),
          i18n.locale,
        )[0]?.name
  return i18n._(text.id satisfies MessageId, { ...text.values, ...(dish === undefined ? {} : { dish }) })
}
