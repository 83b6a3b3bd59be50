import type { Diet } from "../../schema/menu"
import { ALLERGEN_GROUPS, DIETS, type AllergenGroup } from "./menu-filters"

/**
 * What a diner meant by a tap on the server's page before the app's script ran: each control
 * of the first screen names it in its `data-intent` attribute (`intentAttribute`), the page's
 * inline script keeps the names tapped, in order (server/http/early-tap.ts), and the app turns
 * each into its command once it has taken the page over (src/app/early-intents.ts). Nothing is
 * found again on the page: a tap is what it meant, whatever React has drawn since.
 */
export type EarlyIntent =
  | { readonly _tag: "OpenDish"; readonly itemId: string }
  | { readonly _tag: "ToggleDiet"; readonly diet: Diet }
  | { readonly _tag: "ToggleWithout"; readonly group: AllergenGroup }
  | { readonly _tag: "ClearFilters" }
  | { readonly _tag: "ShowSection"; readonly sectionId: string }
  | { readonly _tag: "OpenSearch" }

/** The `data-intent` of a control: its kind, and what it acts on after a colon. */
export const intentAttribute = (intent: EarlyIntent): string => {
  switch (intent._tag) {
    case "OpenDish":
      return `dish:${intent.itemId}`
    case "ToggleDiet":
      return `diet:${intent.diet}`
    case "ToggleWithout":
      return `without:${intent.group}`
    case "ClearFilters":
      return "clear-filters"
    case "ShowSection":
      return `section:${intent.sectionId}`
    case "OpenSearch":
      return "search"
  }
}

/** The intent a `data-intent` names; null for anything else (a page of another build, a hand-made attribute). */
export const readIntent = (attribute: string): EarlyIntent | null => {
  const colon = attribute.indexOf(":")
  const kind = colon === -1 ? attribute : attribute.slice(0, colon)
  const target = colon === -1 ? "" : attribute.slice(colon + 1)
  switch (kind) {
    case "dish":
      return target === "" ? null : { _tag: "OpenDish", itemId: target }
    case "diet":
      return isDiet(target) ? { _tag: "ToggleDiet", diet: target } : null
    case "without":
      return isGroup(target) ? { _tag: "ToggleWithout", group: target } : null
    case "clear-filters":
      return { _tag: "ClearFilters" }
    case "section":
      return target === "" ? null : { _tag: "ShowSection", sectionId: target }
    case "search":
      return { _tag: "OpenSearch" }
    default:
      return null
  }
}

const isDiet = (text: string): text is Diet => (DIETS as ReadonlyArray<string>).includes(text)
const isGroup = (text: string): text is AllergenGroup => Object.hasOwn(ALLERGEN_GROUPS, text)

/**
 * A tap on a dish before the app has taken the page over opens the dish's drawer from the page
 * itself: the page's first script fills the drawer the server drew empty in this `<template>`
 * (src/features/menu/drawer-preview.tsx) from the tapped row's parts, and the app's own drawer
 * takes its place once it opens (src/features/menu/item-drawer.tsx).
 */
export const DISH_PREVIEW = {
  templateId: "tableside-dish-preview",
  /** On the opened preview's outermost element. */
  openAttribute: "data-dish-preview",
  /** A row's parts (`data-part`) and the drawer's places for them (`data-slot`); the picture is the row's one image. */
  parts: { name: "name", description: "description", facts: "facts", picture: "picture" },
  /** How a dish's `data-intent` begins (intentAttribute's own). */
  intentPrefix: intentAttribute({ _tag: "OpenDish", itemId: "" }),
} as const
