import { memo } from "react"
import type { MenuItem } from "../../../schema/menu"
import { formatMoney } from "../../domain/money"
import { DishFacts } from "../../ui/dish-facts"
import { ItemImage } from "../../ui/item-image"
import * as css from "./menu.css"

interface DishCardProps {
  readonly item: MenuItem
  readonly currency: string | null
  readonly onOpen: (item: MenuItem) => void
  /** One of the first dishes on screen: its picture is fetched first. */
  readonly priority: boolean
}

/**
 * One dish, read as one item in the order it shows: its name, price, diets and heat, then
 * its description and allergens (the button's whole text is its name, as seen is as heard).
 */
export const DishCard = memo(function DishCard({ item, currency, onOpen, priority }: DishCardProps) {
  return (
    <button type="button" className={css.card} onClick={() => onOpen(item)} aria-haspopup="dialog" data-item={item.id}>
      <ItemImage className={css.cardImage} images={item.images} name={item.name} priority={priority ? "high" : "low"} />
      <span className={css.cardBody}>
        {/* The first dishes' paint is reported to the page's performance timeline (benchmarks, field data). */}
        <span className={css.itemName} elementtiming={priority ? "first-dishes" : undefined}>
          {item.name}
        </span>
        <span className={css.price}>{formatMoney(item.variants.find((variant) => variant.enabled)?.price, currency)}</span>
        <DishFacts item={item} description={<span className={css.description}>{item.description}</span>} />
      </span>
    </button>
  )
})

/** A section's heading in the list; its id is what a tab's scroll and the tests find. */
export const SectionHeading = ({ sectionId, name }: { readonly sectionId: string; readonly name: string }) => (
  <h2 id={`section-${sectionId}`} data-section={sectionId} className={css.sectionTitle}>
    {name}
  </h2>
)
