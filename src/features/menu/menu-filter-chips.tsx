import type { MenuFilters } from "../../../schema/menu"
import {
  DIETS,
  isDietOn,
  isGroupOn,
  isUnfiltered,
  noFilters,
  toggleDiet,
  toggleGroup,
  ALLERGEN_GROUPS,
  type AllergenGroup,
} from "../../domain/menu-filters"
import { intentAttribute } from "../../domain/early-intent"
import { useT } from "../../ui/i18n/i18n"
import * as css from "./menu.css"

const GROUPS = Object.keys(ALLERGEN_GROUPS) as ReadonlyArray<AllergenGroup>

/**
 * The dietary and allergen chips above the menu: toggle buttons, each pressed while on. They
 * combine (Vegan and No nuts shows vegan dishes free of nuts) and are kept in the session's log.
 */
export const MenuFilterChips = ({
  filters,
  onChange,
}: {
  readonly filters: MenuFilters
  readonly onChange: (filters: MenuFilters) => void
}) => {
  const t = useT()
  return (
    <div className={css.chips} role="group" aria-label={t("filters.label")}>
      {DIETS.map((diet) => (
        <button
          key={diet}
          type="button"
          className={css.chip}
          aria-pressed={isDietOn(filters, diet)}
          data-intent={intentAttribute({ _tag: "ToggleDiet", diet })}
          onClick={() => onChange(toggleDiet(filters, diet))}
        >
          {t(`diet.${diet}`)}
        </button>
      ))}
      {GROUPS.map((group) => (
        <button
          key={group}
          type="button"
          className={css.chip}
          aria-pressed={isGroupOn(filters, group)}
          data-intent={intentAttribute({ _tag: "ToggleWithout", group })}
          onClick={() => onChange(toggleGroup(filters, group))}
        >
          {t(`without.${group}`)}
        </button>
      ))}
      {!isUnfiltered(filters) && (
        <button
          type="button"
          className={css.clearChips}
          data-intent={intentAttribute({ _tag: "ClearFilters" })}
          onClick={() => onChange(noFilters)}
        >
          {t("filters.clear")}
        </button>
      )}
    </div>
  )
}
