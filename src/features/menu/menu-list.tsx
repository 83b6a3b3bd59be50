import { useEffect } from "react"
import type { MenuItem } from "../../../schema/menu"
import type { MenuSection } from "../../domain/menu"
import { afterNextPaint } from "../../ui/after-paint"
import * as css from "./menu.css"
import { PlainMenuList } from "./plain-menu-list"
import { virtualList } from "./virtual-list"

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

interface MenuListChoice {
  /** Drawn windowed (a large menu whose list's code is in: virtual-list.ts), else whole. */
  readonly windowed: boolean
  /** Said when no dish is left to show. */
  readonly emptyText: string
  /** Once the frame that first showed the list (or its empty text) is painted. */
  readonly onPainted: () => void
}

/**
 * The menu by section. Scrolling moves the active tab; a chosen tab scrolls the list to its
 * section. Its kind follows the whole menu's size, never a search or a filter, and it stays
 * mounted while a search leaves nothing: it never changes kind or starts over (which would
 * scroll to the last chosen section again) while the diner narrows it.
 */
export const MenuList = ({ windowed, emptyText, onPainted, ...props }: MenuListProps & MenuListChoice) => (
  <>
    {windowed ? <virtualList.Screen {...props} /> : <PlainMenuList {...props} />}
    {props.sections.length === 0 && <p className={css.empty}>{emptyText}</p>}
    <AfterPaint onPainted={onPainted} />
  </>
)

/** Calls back once, right after the browser has painted the frame that showed it. */
const AfterPaint = ({ onPainted }: { readonly onPainted: () => void }) => {
  useEffect(() => afterNextPaint(onPainted), [onPainted])
  return null
}
