import type { MenuItem, Variant } from "../../schema/menu"

/** Small hand-made menu pieces for example tests; property tests generate their own. */
export const variant = (overrides: Partial<Variant> = {}): Variant => ({
  id: "v1",
  name: "Standard",
  price: 1000,
  enabled: true,
  choices: [],
  ...overrides,
})

export const menuItem = (name: string, sectionName: string, sectionIndex: number, overrides: Partial<MenuItem> = {}): MenuItem => ({
  id: `item-${name}`,
  name,
  description: "",
  images: [],
  variants: [variant()],
  section: { id: `section-${sectionName}`, name: sectionName, images: [] },
  sectionIndex,
  ...overrides,
})
