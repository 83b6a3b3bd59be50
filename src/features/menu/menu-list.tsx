import { Suspense } from "react"
import type { MenuItem } from "../../../schema/menu"
import type { MenuSection } from "../../domain/menu"
import { lazyScreen } from "../../ui/lazy-screen"
import { PLAIN_MENU_MAX_DISHES } from "./menu-rows"
import * as css from "./menu.css"
import { PlainMenuList } from "./plain-menu-list"

export interface MenuListProps {
  readonly sections: ReadonlyArray<MenuSection>
  readonly currency: string | null
  readonly selectedSection: string | null
  /** Raised when the diner chose a section: scroll to it, once per raise. */
  readonly scrollRequestId: number
  readonly onOpen: (item: MenuItem) => void
  /** The section in view changed while scrolling. */
  readonly onSectionSeen: (sectionId: string) => void
}

/** The large menu's windowed list: its code (and its library's) loads only for such a menu. */
const virtualList = lazyScreen<MenuListProps>(() => import("./virtual-menu-list"))

/**
 * The menu by section. Scrolling moves the active tab; a chosen tab scrolls the list to its
 * section. How it is drawn depends on the menu's size, never on a search or a filter, so the
 * list does not change its kind while the diner narrows it.
 */
export const MenuList = ({ menuDishes, emptyText, ...props }: MenuListProps & { readonly menuDishes: number; readonly emptyText: string }) => {
  if (props.sections.length === 0) return <p className={css.empty}>{emptyText}</p>
  if (menuDishes <= PLAIN_MENU_MAX_DISHES) return <PlainMenuList {...props} />
  return (
    <Suspense fallback={null}>
      <virtualList.Screen {...props} />
    </Suspense>
  )
}
