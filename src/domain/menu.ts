import type { MenuFilters, MenuItem, Section } from "../../schema/menu"
import { filterItems } from "./menu-filters"

/** An item is on the menu only while at least one of its variants is enabled. */
export const isVisible = (item: MenuItem): boolean => item.variants.some((variant) => variant.enabled)

/**
 * Items a diner sees for a search text: visible ones whose name contains the trimmed text,
 * ignoring case. An empty (or blank) search shows every visible item. Order is kept.
 */
export const searchItems = (items: ReadonlyArray<MenuItem>, searchText: string): ReadonlyArray<MenuItem> => {
  const needle = searchText.trim().toLowerCase()
  return items.filter((item) => isVisible(item) && (needle === "" || item.name.toLowerCase().includes(needle)))
}

export interface MenuSection {
  readonly section: Section
  readonly sectionIndex: number
  readonly items: ReadonlyArray<MenuItem>
}

/**
 * Groups items into sections, each once (by section id), ordered by the lowest sectionIndex
 * among its items; ties keep the order of first appearance. Items keep their order.
 * Pass already-visible items: a section with no visible item does not appear.
 */
export const groupBySection = (items: ReadonlyArray<MenuItem>): ReadonlyArray<MenuSection> => {
  const groups = new Map<string, { section: Section; sectionIndex: number; items: MenuItem[] }>()
  for (const item of items) {
    const group = groups.get(item.section.id)
    if (group === undefined) {
      groups.set(item.section.id, { section: item.section, sectionIndex: item.sectionIndex, items: [item] })
    } else {
      group.items.push(item)
      group.sectionIndex = Math.min(group.sectionIndex, item.sectionIndex)
    }
  }
  // Array.prototype.sort is stable, so equal indexes keep their first-appearance order.
  return [...groups.values()].sort((a, b) => a.sectionIndex - b.sectionIndex)
}

/**
 * What the menu screen lists: the visible dishes that match the search and pass the diner's
 * dietary and allergen filters, by section (a section none of whose dishes pass is left out).
 */
export const menuSections = (items: ReadonlyArray<MenuItem>, searchText: string, filters: MenuFilters): ReadonlyArray<MenuSection> =>
  groupBySection(filterItems(searchItems(items, searchText), filters))
