import type { MenuItem } from "../../../schema/menu"
import { searchItems, type MenuSection } from "../../domain/menu"

/**
 * The menu as the rows the screen stacks: a section's heading, then its dishes in lines of as
 * many as fit side by side. A large menu draws only the rows on screen (see
 * virtual-menu-list.tsx).
 */
export type MenuRow =
  | { readonly kind: "heading"; readonly key: string; readonly sectionId: string; readonly name: string }
  | { readonly kind: "dishes"; readonly key: string; readonly sectionId: string; readonly items: ReadonlyArray<MenuItem> }

/**
 * Up to this many dishes on the whole menu, every dish is in the page: a restaurant's menu
 * renders in one go on a slow phone, the browser's find and a screen reader's list reach every
 * dish, and the first paint needs no windowing code. Beyond it, only the rows on screen are.
 */
export const PLAIN_MENU_MAX_DISHES = 80

/** A menu with more dishes on it (sold-out ones are not) than a plain list draws at once. */
export const isLargeMenu = (items: ReadonlyArray<MenuItem>): boolean => searchItems(items, "").length > PLAIN_MENU_MAX_DISHES

/** The sticky header and the section strip cover this much of the top of the window. */
export const COVERED_TOP = 160
/**
 * How far below the covered top a row must reach to be the one being read: a section chosen
 * by its tab lands at the covered top, give or take a pixel of scrolling, and must count.
 */
export const READING_LINE = 40

/** Dishes' rows are at least this wide (menu.css.ts `list`), with this gap between columns. */
export const DISH_MIN_WIDTH = 320
export const DISH_COLUMN_GAP = 24

/** How many dishes fit side by side, as CSS grid's `auto-fill` with that minimum counts them. */
export const columnsFor = (width: number): number => Math.max(1, Math.floor((width + DISH_COLUMN_GAP) / (DISH_MIN_WIDTH + DISH_COLUMN_GAP)))

export const menuRows = (sections: ReadonlyArray<MenuSection>, columns: number): ReadonlyArray<MenuRow> =>
  sections.flatMap(({ section, items }) => {
    const lines: MenuRow[] = []
    for (let start = 0; start < items.length; start += columns) {
      const line = items.slice(start, start + columns)
      lines.push({ kind: "dishes", key: `${section.id}:${line[0]?.id ?? start}`, sectionId: section.id, items: line })
    }
    return [{ kind: "heading", key: section.id, sectionId: section.id, name: section.name }, ...lines]
  })

/** The section the diner is reading: the one of the first row still showing below `top`. */
export const sectionAt = (
  rows: ReadonlyArray<MenuRow>,
  placed: ReadonlyArray<{ readonly index: number; readonly end: number }>,
  top: number,
): string | null => {
  const first = placed.find((row) => row.end > top)
  return first === undefined ? null : (rows[first.index]?.sectionId ?? null)
}
