import { useMemo } from "react"
import { Redirect } from "wouter"
import type { MenuItem } from "../../../schema/menu"
import { groupBySection, searchItems } from "../../domain/menu"
import { formatMoney } from "../../domain/money"
import { useVenueState } from "../../store/store-context"
import { imageSrc, ItemImage } from "../../ui/item-image"
import * as css from "./menu.css"

/** `/venue`: the venue's menu, by section. */
export default function MenuPage() {
  const state = useVenueState()
  const sections = useMemo(() => groupBySection(searchItems(state.menu?.items ?? [], "")), [state.menu])

  if (state.venue === null) return <Redirect to="/" replace />
  const currency = state.tenant?.currency ?? null

  return (
    <>
      <title>{state.venue.name}</title>
      <header className={css.header}>
        {state.venue.logo !== null && <img className={css.logo} src={imageSrc(state.venue.logo)} alt="" width={40} height={40} />}
        <div>
          <p className={css.venueName}>{state.venue.name}</p>
          <p className={css.area}>{state.selectedServiceArea?.name}</p>
        </div>
      </header>
      <main className={css.main}>
        <h1 className="visually-hidden">Menu</h1>
        {sections.map(({ section, items }) => (
          <section key={section.id} aria-labelledby={`section-${section.id}`}>
            <h2 id={`section-${section.id}`} className={css.sectionTitle}>
              {section.name}
            </h2>
            <ul className={css.list}>
              {items.map((item) => (
                <MenuItemCard key={item.id} item={item} currency={currency} />
              ))}
            </ul>
          </section>
        ))}
      </main>
    </>
  )
}

const MenuItemCard = ({ item, currency }: { readonly item: MenuItem; readonly currency: string | null }) => {
  const firstEnabled = item.variants.find((variant) => variant.enabled)
  return (
    <li className={css.card}>
      <ItemImage className={css.cardImage} images={item.images} name={item.name} />
      <div className={css.cardBody}>
        <h3 className={css.itemName}>{item.name}</h3>
        <p className={css.description}>{item.description}</p>
        <p className={css.price}>{formatMoney(firstEnabled?.price, currency)}</p>
      </div>
    </li>
  )
}
