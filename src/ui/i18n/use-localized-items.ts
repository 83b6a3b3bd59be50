import { useMemo } from "react"
import type { Menu, MenuItem } from "../../../schema/menu"
import { localizeItems } from "../../domain/menu-language"
import { useAppState } from "../../store/store-context"
import { useLanguage } from "./i18n"

/** Each menu is translated once per language, however many screens and drawers read it. */
const translated = new WeakMap<Menu, Map<string, ReadonlyArray<MenuItem>>>()

/** The menu's dishes in the diner's language (each text falling back to the venue's own). */
export const useLocalizedItems = (): ReadonlyArray<MenuItem> => {
  const menu = useAppState((state) => state.menu)
  const language = useLanguage()
  return useMemo(() => {
    if (menu === null) return []
    const byLanguage = translated.get(menu) ?? new Map<string, ReadonlyArray<MenuItem>>()
    translated.set(menu, byLanguage)
    const items = byLanguage.get(language) ?? localizeItems(menu.items, language)
    byLanguage.set(language, items)
    return items
  }, [menu, language])
}
