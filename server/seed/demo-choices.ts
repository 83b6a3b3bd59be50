import { ITEM_BASE_SELECTION, type VariantChoice } from "../../schema/menu"

/**
 * The demo's choices. Together they exercise every rule of the spec: single choices (max 1)
 * that replace, multi choices that toggle, min and max selections, a required choice, a
 * choice with minSelection but no required flag, and the item-base-selection attribute.
 * Prices are minor units (Rs. 150.00 = 15000).
 */

const option = (id: string, name: string, price = 0) => ({ id, name, price })

interface ChoiceShape {
  readonly id: string
  readonly name: string
  readonly required: boolean
  readonly min: number
  readonly max: number | null
  readonly baseSelection?: boolean
  readonly options: ReadonlyArray<ReturnType<typeof option>>
}

const choice = (shape: ChoiceShape): VariantChoice => ({
  id: `vc-${shape.id}`,
  required: shape.required,
  choice: {
    id: shape.id,
    name: shape.name,
    minSelection: shape.min,
    maxSelection: shape.max,
    attributes: shape.baseSelection === true ? [{ value: ITEM_BASE_SELECTION }] : [],
  },
  choiceOptions: shape.options,
})

/** Portion size sets the base price: Regular keeps it, Large and Family raise it. */
export const portion = (large: number, family: number): VariantChoice =>
  choice({
    id: `portion-${large}-${family}`,
    name: "Portion",
    required: true,
    min: 1,
    max: 1,
    baseSelection: true,
    options: [option("portion-regular", "Regular"), option(`portion-large-${large}`, "Large", large), option(`portion-family-${family}`, "Family", family)],
  })

export const spiceLevel: VariantChoice = choice({
  id: "spice",
  name: "Spice level",
  required: true,
  min: 1,
  max: 1,
  options: [option("spice-mild", "Mild"), option("spice-medium", "Medium"), option("spice-hot", "Sri Lankan hot")],
})

export const curryExtras: VariantChoice = choice({
  id: "curry-extras",
  name: "Extras (up to 3)",
  required: false,
  min: 0,
  max: 3,
  options: [
    option("extra-egg", "Boiled egg", 15000),
    option("extra-papadam", "Papadam", 8000),
    option("extra-sambol", "Pol sambol", 10000),
    option("extra-mallung", "Gotukola mallung", 12000),
    option("extra-chicken", "Extra chicken", 45000),
  ],
})

/** No required flag, but minSelection 1: the rule treats it as needing a pick all the same. */
export const kottuProtein: VariantChoice = choice({
  id: "kottu-protein",
  name: "Protein",
  required: false,
  min: 1,
  max: 1,
  options: [option("protein-veg", "Vegetable"), option("protein-egg", "Egg", 10000), option("protein-chicken", "Chicken", 30000), option("protein-beef", "Beef", 40000)],
})

export const kottuToppings: VariantChoice = choice({
  id: "kottu-toppings",
  name: "Toppings (any)",
  required: false,
  min: 0,
  max: null,
  options: [option("top-cheese", "Cheese", 25000), option("top-fried-egg", "Fried egg", 12000), option("top-gravy", "Extra curry gravy", 8000)],
})

export const hopperSides: VariantChoice = choice({
  id: "hopper-sides",
  name: "Sides (pick 1 to 2)",
  required: true,
  min: 1,
  max: 2,
  options: [option("side-lunu-miris", "Lunu miris"), option("side-seeni", "Seeni sambol", 5000), option("side-dhal", "Dhal curry", 9000), option("side-chicken", "Chicken curry", 25000)],
})

export const sugarLevel: VariantChoice = choice({
  id: "sugar",
  name: "Sugar",
  required: false,
  min: 0,
  max: 1,
  options: [option("sugar-none", "No sugar"), option("sugar-less", "Less sugar"), option("sugar-normal", "Normal")],
})

export const drinkSize: VariantChoice = choice({
  id: "drink-size",
  name: "Size",
  required: true,
  min: 1,
  max: 1,
  baseSelection: true,
  options: [option("size-glass", "Glass"), option("size-jug", "Jug (1 l)", 120000)],
})

export const dessertAddOns: VariantChoice = choice({
  id: "dessert-add-ons",
  name: "Add-ons (up to 2)",
  required: false,
  min: 0,
  max: 2,
  options: [option("add-kithul", "Kithul treacle", 6000), option("add-cashew", "Roasted cashew", 9000), option("add-ice-cream", "Vanilla scoop", 15000)],
})
