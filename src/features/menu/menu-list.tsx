import { useEffect } from "react"
import type { MenuItem } from "../../../schema/menu"
import type { MenuSection } from "../../domain/menu"
import * as css from "./menu.css"
import { PlainMenuList } from "./plain-menu-list"
import { useVirtualList, virtualList } from "./virtual-list"

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
  /** The whole menu is large (menu-rows.ts `isLargeMenu`): drawn windowed. */
  readonly large: boolean
  /** Said when no dish is left to show. */
  readonly emptyText: string
  /** Once the frame that first showed the list (or its empty text) is painted. */
  readonly onPainted: () => void
}

/**
 * The menu by section. Scrolling moves the active tab; a chosen tab scrolls the list to its
 * section. How it is drawn depends on the whole menu's size, never on a search or a filter, and
 * the list stays mounted while a search leaves nothing: it never changes kind or starts over
 * (which would scroll to the last chosen section again) while the diner narrows it. A large
 * menu shows once its list's code is in; if that code cannot load, every dish is drawn.
 */
export const MenuList = ({ large, emptyText, onPainted, ...props }: MenuListProps & MenuListChoice) => {
  const virtual = useVirtualList(large)
  if (large && virtual === "loading") return null
  return (
    <>
      {large && virtual === "ready" ? <virtualList.Screen {...props} /> : <PlainMenuList {...props} />}
      {props.sections.length === 0 && <p className={css.empty}>{emptyText}</p>}
      <AfterPaint onPainted={onPainted} />
    </>
  )
}

/** Calls back once, right after the browser has painted the frame that showed it. */
const AfterPaint = ({ onPainted }: { readonly onPainted: () => void }) => {
  useEffect(() => {
    // A message posted in the frame's animation callback is handled once that frame is
    // painted, before timers and idle work.
    const channel = new MessageChannel()
    channel.port1.onmessage = onPainted
    const frame = requestAnimationFrame(() => channel.port2.postMessage(null))
    return () => {
      cancelAnimationFrame(frame)
      channel.port1.close()
    }
  }, [onPainted])
  return null
}
