import { useMemo } from "react"
import type { MenuItem } from "../../../schema/menu"
import { localizeItems } from "../../domain/menu-language"
import { useVenueState } from "../../store/store-context"
import { useLanguage } from "./i18n"

/** The menu's dishes in the diner's language (each text falling back to the venue's own). */
export const useLocalizedItems = (): ReadonlyArray<MenuItem> => {
  const { menu } = useVenueState()
  const language = useLanguage()
  return useMemo(() => localizeItems(menu?.items ?? [], language), [menu, language])
}
