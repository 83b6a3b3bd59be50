import { memo } from "react"
import type { MenuItem } from "../../../schema/menu"
import { DISH_PREVIEW, intentAttribute } from "../../domain/early-intent"
import { formatMoney } from "../../domain/money"
import { useAllergenText, useDietLabels } from "../../ui/dish-facts"
import { AlertIcon } from "../../ui/icons"
import { ItemImage } from "../../ui/item-image"
import * as css from "./menu.css"

const { parts } = DISH_PREVIEW

interface DishRowProps {
  readonly item: MenuItem
  readonly currency: string | null
  readonly onOpen: (item: MenuItem) => void
  /** One of the first dishes on screen: its picture is fetched first. */
  readonly priority: boolean
}

/**
 * One dish as a compact row, so a phone's first screen shows several (the big picture is in its
 * drawer): its name, its price with its diets and heat, its description, its allergens, and a
 * thumbnail beside them. Read as one item in the order it shows (the button's whole text is
 * its name, as seen is as heard); the thumbnail says nothing the name beside it does not, so
 * it is decorative (alt=""). Its parts are named (`data-part`) for the drawer the page opens
 * from them before the app has taken it over (drawer-preview.tsx).
 */
export const DishRow = memo(function DishRow({ item, currency, onOpen, priority }: DishRowProps) {
  const diets = useDietLabels(item)
  const allergens = useAllergenText(item)
  return (
    <button
      type="button"
      className={css.dish}
      onClick={() => onOpen(item)}
      aria-haspopup="dialog"
      data-item={item.id}
      data-intent={intentAttribute({ _tag: "OpenDish", itemId: item.id })}
    >
      <span className={css.dishText}>
        {/* The first dishes' paint is reported to the page's performance timeline (benchmarks, field data). */}
        <span className={css.itemName} elementtiming={priority ? "first-dishes" : undefined} data-part={parts.name}>
          {item.name}
        </span>
        <span className={css.priceLine} data-part={parts.facts}>
          <span className={css.price}>{formatMoney(item.variants.find((variant) => variant.enabled)?.price, currency)}</span>
          {diets.map((diet, index) => (
            <span key={diet.key} className={css.diet}>
              {diet.icon}
              {diet.text}
              {/* Read as a list ("Vegan, Halal"). */}
              {index < diets.length - 1 && <span className="visually-hidden">, </span>}
            </span>
          ))}
        </span>
        {item.description !== "" && (
          <span className={css.description} data-part={parts.description}>
            {item.description}
          </span>
        )}
        <span className={item.allergens === undefined ? css.allergensUnlisted : css.allergens} data-part={parts.facts}>
          <AlertIcon />
          {allergens}
        </span>
      </span>
      <ItemImage className={css.thumbnail} images={item.images} name={item.name} priority={priority ? "high" : "low"} />
    </button>
  )
})

/** A section's heading in the list; its id is what a tab's scroll and the tests find. */
export const SectionHeading = ({ sectionId, name }: { readonly sectionId: string; readonly name: string }) => (
  <h2 id={`section-${sectionId}`} data-section={sectionId} className={css.sectionTitle}>
    {name}
  </h2>
)
