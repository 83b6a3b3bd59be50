import type { MenuFilters, MenuItem, Section } from "../../schema/menu"
import { filterItems } from "./menu-filters"

/** An item is on the menu only while at least one of its variants is enabled. */
export const isVisible = (item: MenuItem): boolean => item.variants.some((variant) => variant.enabled)

/** The shortest text given typo tolerance: shorter ones ("tea", "egg") would find too much. */
export const TYPO_TOLERANT_FROM = 4

/**
 * Items a diner sees for a search text: visible ones whose name contains the trimmed text,
 * ignoring case (the spec's rule), or, for a text of 4 characters or more, whose name has a
 * word that begins with the text give or take one typo (two from 8 characters): "kotu" finds
 * Cheese Kottu. An empty (or blank) search shows every visible item. Order is kept.
 */
export const searchItems = (items: ReadonlyArray<MenuItem>, searchText: string): ReadonlyArray<MenuItem> => {
  const needle = searchText.trim().toLowerCase()
  return items.filter((item) => isVisible(item) && (needle === "" || nameMatches(item.name.toLowerCase(), needle)))
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

const nameMatches = (name: string, needle: string): boolean => name.includes(needle) || nearWordStart(name, needle)

/**
 * Whether a word of `name` begins with `needle` within the typos allowed for its length: the
 * start of each word, as long as the needle give or take that many characters, is compared by
 * edit distance (Levenshtein: a letter left out, added, or changed counts one).
 */
const nearWordStart = (name: string, needle: string): boolean => {
  if (needle.length < TYPO_TOLERANT_FROM) return false
  const typos = needle.length >= 8 ? 2 : 1
  for (const word of name.matchAll(/[^\s]+/g)) {
    const rest = name.slice(word.index)
    for (let length = needle.length - typos; length <= needle.length + typos; length++) {
      if (length <= rest.length && editDistance(rest.slice(0, length), needle) <= typos) return true
    }
  }
  return false
}

/** Levenshtein's edit distance, one row at a time (names and searches are a few words long). */
const editDistance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution))
    }
    previous = current
  }
  return previous[b.length] ?? 0
}
