import type { MenuItem } from "../../schema/menu"
import { AlertIcon, ChilliIcon, GlassIcon, LeafIcon, MoonIcon } from "./icons"
import { useT, type MessageId } from "./i18n/i18n"
import * as css from "./dish-facts.css"

/** A dish's diet and heat labels, in the diner's language, in the order they are shown and read. */
export const useDietLabels = (
  item: MenuItem,
): ReadonlyArray<{ readonly key: string; readonly icon: React.ReactNode; readonly text: string }> => {
  const t = useT()
  const tags = item.dietary ?? []
  const labels: Array<{ key: string; icon: React.ReactNode; text: string }> = []
  // A vegan dish is vegetarian too: one label says both.
  if (tags.includes("vegan")) labels.push({ key: "vegan", icon: <LeafIcon />, text: t("diet.vegan") })
  else if (tags.includes("vegetarian")) labels.push({ key: "vegetarian", icon: <LeafIcon />, text: t("diet.vegetarian") })
  if (tags.includes("halal")) labels.push({ key: "halal", icon: <MoonIcon />, text: t("diet.halal") })
  if (tags.includes("containsAlcohol")) labels.push({ key: "alcohol", icon: <GlassIcon />, text: t("diet.containsAlcohol") })
  const spice = item.spiceLevel ?? 0
  if (spice > 0) labels.push({ key: "spice", icon: <ChilliIcon />, text: t(`spice.${Math.min(spice, 3)}` as MessageId) })
  return labels
}

/** What the dish says of its allergens: those it holds, none, or that they are not listed. */
export const useAllergenText = (item: MenuItem): string => {
  const t = useT()
  if (item.allergens === undefined) return t("allergens.notListed")
  if (item.allergens.length === 0) return t("allergens.none")
  return t("allergens.contains", { list: item.allergens.map((allergen) => t(`allergen.${allergen}`)).join(", ") })
}

/**
 * The dish's facts as icons with their words (the drawer's): diets and heat, then its
 * allergens. Icons are decorative: the words say it. A menu row shows the same words its own
 * way (src/features/menu/dish-row.tsx).
 */
export const DishFacts = ({ item }: { readonly item: MenuItem }) => {
  const labels = useDietLabels(item)
  const allergens = useAllergenText(item)
  return (
    <span className={css.facts}>
      {labels.length > 0 && (
        <span className={css.tags}>
          {labels.map((label, index) => (
            <span key={label.key} className={css.tag}>
              {label.icon}
              {label.text}
              {/* Read as a list ("Vegan, Halal"), shown as chips. */}
              {index < labels.length - 1 && <span className="visually-hidden">, </span>}
            </span>
          ))}
        </span>
      )}
      <span className={item.allergens === undefined ? css.unlisted : css.allergens}>
        <AlertIcon />
        {allergens}
      </span>
    </span>
  )
}
