import { useEffect, useState } from "react"
import { lazyScreen } from "../../ui/lazy-screen"
import type { MenuListProps } from "./menu-list"

/**
 * The large menu's windowed list: its code (and its library's) loads only for such a menu,
 * asked for by the menu screen's first render (right after the menu answer is in).
 */
export const virtualList = lazyScreen<MenuListProps>(() => import("./virtual-menu-list"))

let loaded = false
const preloadVirtualList = (): Promise<void> => virtualList.preload().then(() => void (loaded = true))

/**
 * Whether the windowed list's code is in ("ready", and `virtualList.Screen` renders at once),
 * still loading, or unavailable (offline before the service worker kept it). Waited for with a
 * state update, not a suspension: React holds a Suspense boundary's content back for up to
 * 300 ms after its fallback showed, and a large menu's first paint would wait for that.
 */
export const useVirtualList = (wanted: boolean): "ready" | "loading" | "unavailable" => {
  const [state, setState] = useState<"ready" | "loading" | "unavailable">(() => (loaded ? "ready" : "loading"))
  useEffect(() => {
    if (!wanted || state !== "loading") return
    let current = true
    preloadVirtualList().then(
      () => current && setState("ready"),
      (error: unknown) => {
        console.warn(`The large menu's list could not be loaded, every dish is drawn instead: ${String(error)}`)
        if (current) setState("unavailable")
      },
    )
    return () => {
      current = false
    }
  }, [wanted, state])
  return state
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
