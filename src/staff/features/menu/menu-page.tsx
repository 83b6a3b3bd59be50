import { memo, useMemo } from "react"
import type { StaffDish } from "../../../../schema/staff"
import { empty, plainList, sectionTitle, smallButton } from "../../../ui/staff.css"
import { useStaff, useStaffCommands } from "../../store/use-staff"
import * as css from "./menu.css"

/** The menu's dishes by section; one tap marks a dish sold out, or back. Diners' menus and carts follow live. */
export const MenuPage = () => {
  const menu = useStaff((state) => state.lists.menu)
  const sections = useMemo(() => bySection(menu), [menu])
  if (menu.length === 0) return <p className={empty}>No dishes on the menu.</p>
  return (
    <>
      <h2 className="visually-hidden">Menu</h2>
      <div className={css.sections}>
        {sections.map(([section, dishes]) => (
          <section key={section} aria-label={section}>
            <h3 className={sectionTitle}>{section}</h3>
            <ul className={`${plainList} ${css.dishes}`}>
              {dishes.map((dish) => (
                <li key={dish.itemId}>
                  <DishRow dish={dish} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}

const DishRow = memo(function DishRow({ dish }: { readonly dish: StaffDish }) {
  const pending = useStaff((state) => state.pending.has(`dish:${dish.itemId}`))
  const { setAvailable } = useStaffCommands()
  return (
    <div className={dish.available ? css.dish : `${css.dish} ${css.soldOut}`} data-dish={dish.itemId} data-available={dish.available}>
      <span>
        {dish.name}
        {!dish.available && <span className={css.soldOutText}> · Sold out</span>}
      </span>
      <button
        type="button"
        className={smallButton}
        disabled={pending}
        aria-label={dish.available ? `Mark ${dish.name} sold out` : `Put ${dish.name} back on the menu`}
        onClick={() => setAvailable(dish.itemId, !dish.available)}
      >
        {dish.available ? "Sold out" : "Back on"}
      </button>
    </div>
  )
})

/** The dishes grouped by their section, in menu order. */
const bySection = (menu: ReadonlyArray<StaffDish>): ReadonlyArray<readonly [string, ReadonlyArray<StaffDish>]> => {
  const sections = new Map<string, StaffDish[]>()
  for (const dish of menu) {
    const list = sections.get(dish.sectionName) ?? []
    list.push(dish)
    sections.set(dish.sectionName, list)
  }
  return [...sections]
}
