import type { Allergen, Diet, MenuFilters, MenuItem } from "../../schema/menu"

/**
 * The dietary and allergen filters. A dish is shown when it claims every diet asked for (a
 * vegan dish is vegetarian too) and its allergens are listed without any of those excluded. A
 * dish whose allergens are not listed is never taken for free of them: any "No ..." filter
 * hides it. With no filter, every dish passes.
 */
export const passesFilters = (item: MenuItem, filters: MenuFilters): boolean =>
  filters.diets.every((diet) => meetsDiet(item, diet)) &&
  (filters.withoutAllergens.length === 0 ||
    (item.allergens !== undefined && !item.allergens.some((allergen) => filters.withoutAllergens.includes(allergen))))

export const filterItems = (items: ReadonlyArray<MenuItem>, filters: MenuFilters): ReadonlyArray<MenuItem> =>
  isUnfiltered(filters) ? items : items.filter((item) => passesFilters(item, filters))

export const noFilters: MenuFilters = { diets: [], withoutAllergens: [] }

export const isUnfiltered = (filters: MenuFilters): boolean => filters.diets.length === 0 && filters.withoutAllergens.length === 0

export const meetsDiet = (item: MenuItem, diet: Diet): boolean => {
  const tags = item.dietary ?? []
  return tags.includes(diet) || (diet === "vegetarian" && tags.includes("vegan"))
}

/**
 * The "No ..." chips a diner picks from, each excluding a group of allergens: "No nuts" covers
 * tree nuts and peanuts, "No shellfish" crustaceans and molluscs.
 */
export const ALLERGEN_GROUPS = {
  nuts: ["nuts", "peanuts"],
  gluten: ["gluten"],
  milk: ["milk"],
  eggs: ["eggs"],
  fish: ["fish"],
  shellfish: ["crustaceans", "molluscs"],
  sesame: ["sesame"],
  soy: ["soybeans"],
} as const satisfies Record<string, ReadonlyArray<Allergen>>
export type AllergenGroup = keyof typeof ALLERGEN_GROUPS

export const DIETS: ReadonlyArray<Diet> = ["vegetarian", "vegan", "halal"]

export const isDietOn = (filters: MenuFilters, diet: Diet): boolean => filters.diets.includes(diet)

export const isGroupOn = (filters: MenuFilters, group: AllergenGroup): boolean =>
  ALLERGEN_GROUPS[group].every((allergen) => filters.withoutAllergens.includes(allergen))

export const toggleDiet = (filters: MenuFilters, diet: Diet): MenuFilters => ({
  ...filters,
  diets: isDietOn(filters, diet) ? filters.diets.filter((kept) => kept !== diet) : [...filters.diets, diet],
})

export const toggleGroup = (filters: MenuFilters, group: AllergenGroup): MenuFilters => {
  const allergens: ReadonlyArray<Allergen> = ALLERGEN_GROUPS[group]
  const rest = filters.withoutAllergens.filter((allergen) => !allergens.includes(allergen))
  return { ...filters, withoutAllergens: isGroupOn(filters, group) ? rest : [...rest, ...allergens] }
}
