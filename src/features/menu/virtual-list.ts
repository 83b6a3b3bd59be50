import { useEffect, useState } from "react"
import type { MenuItem } from "../../../schema/menu"
import { lazyScreen } from "../../ui/lazy-screen"
import type { MenuListProps } from "./menu-list"
import { isLargeMenu } from "./menu-rows"

/**
 * The large menu's windowed list: its code (and its library's) loads only for such a menu,
 * asked for by the menu screen's first render (right after the menu answer is in).
 */
export const virtualList = lazyScreen<MenuListProps>(() => import("./virtual-menu-list"))

let loaded = false
export const preloadVirtualList = (): Promise<void> => virtualList.preload().then(() => void (loaded = true))

/**
 * The windowed list's code, fetched before a large menu is drawn (over the server's first
 * sections, or in place of them as the app's store takes a page over), so that the menu is drawn
 * in one go. Never fails: without the code, the screen draws every dish (useVirtualList).
 */
export const windowedListFor = (menu: { readonly items: ReadonlyArray<MenuItem> } | null): Promise<void> =>
  menu !== null && isLargeMenu(menu.items) ? preloadVirtualList().catch(() => undefined) : Promise.resolve()

/**
 * Whether the windowed list's code is in ("ready", and `virtualList.Screen` renders at once),
 * still loading, or unavailable (offline before the service worker kept it). Waited for with a
 * state update, not a suspension: React holds a Suspense boundary's content back for up to
 * 300 ms after its fallback showed, and a large menu's first paint would wait for that. Read
 * from the module at each render: a menu that becomes large (the app's store taking over a
 * large menu's first sections) finds the code already in.
 */
export const useVirtualList = (wanted: boolean): "ready" | "loading" | "unavailable" => {
  const [failed, setFailed] = useState(false)
  const [, setLoaded] = useState(loaded)
  useEffect(() => {
    if (!wanted || loaded || failed) return
    let current = true
    preloadVirtualList().then(
      () => current && setLoaded(true),
      (error: unknown) => {
        console.warn(`The large menu's list could not be loaded, every dish is drawn instead: ${String(error)}`)
        if (current) setFailed(true)
      },
    )
    return () => {
      current = false
    }
  }, [wanted, failed])
  return failed ? "unavailable" : loaded ? "ready" : "loading"
}

let lastScrollY = 0
// Not on the server, which renders the menu's first screen with this module loaded (src/app/server-entry.tsx).
if (typeof window !== "undefined") addEventListener("scroll", () => (lastScrollY = window.scrollY), { passive: true })

/**
 * The page's scroll position as its scroll events said, read without asking for a layout.
 * Kept from when the menu screen's code loads (at the start of a table's link), before the
 * windowed list's code is in: a reload's restored position is among those events.
 */
export const pageScrollY = (): number => lastScrollY
