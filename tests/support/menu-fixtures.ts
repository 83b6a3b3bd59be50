import { ITEM_BASE_SELECTION } from "../../schema/constants"
import type { MenuItem, Variant, VariantChoice } from "../../schema/menu"

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

/** A choice as the drawer sees it; options priced in minor units. */
export const variantChoice = (
  id: string,
  shape: {
    required?: boolean
    min?: number
    max?: number | null
    baseSelection?: boolean
    options: ReadonlyArray<readonly [string, number]>
  },
): VariantChoice => ({
  id: `vc-${id}`,
  required: shape.required ?? false,
  choice: {
    id,
    name: id,
    minSelection: shape.min ?? 0,
    maxSelection: shape.max === undefined ? null : shape.max,
    attributes: shape.baseSelection === true ? [{ value: ITEM_BASE_SELECTION }] : [],
  },
  choiceOptions: shape.options.map(([optionId, price]) => ({ id: optionId, name: optionId, price })),
})
