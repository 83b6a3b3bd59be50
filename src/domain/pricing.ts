import type { CartLine, CartSummary, SelectedChoices } from "../../schema/cart"
import { ITEM_BASE_SELECTION } from "../../schema/constants"
import type { ChoiceOption, Variant, VariantChoice } from "../../schema/menu"
import type { Money } from "../../schema/money"

/**
 * The price rule of spec section 5, in minor units (no float drift):
 *   unit = base + Σ prices of the picked options
 * where a choice carrying the ITEM_BASE_SELECTION attribute (a portion size) replaces the base
 * with the larger of the variant price and its most expensive picked option; any further
 * options picked in that choice add as usual. With several such choices, the base is the
 * largest of all their top options and the variant price. Picks of unknown options are
 * ignored here (validation refuses them). Order of picking never matters.
 *   line = unit × quantity, quantity at least 1.
 */
export const unitPrice = (variant: Variant, selected: SelectedChoices): Money => {
  let base = variant.price
  let extras = 0
  for (const variantChoice of variant.choices) {
    const picked = pickedOptions(variantChoice, selected)
    if (isBaseSelection(variantChoice)) {
      const [top, ...rest] = [...picked].sort((a, b) => b.price - a.price)
      if (top !== undefined) base = Math.max(base, top.price)
      extras += sum(rest)
    } else {
      extras += sum(picked)
    }
  }
  return base + extras
}

export const linePrice = (variant: Variant, selected: SelectedChoices, quantity: number): Money =>
  unitPrice(variant, selected) * clampQuantity(quantity)

/**
 * What an option's price means beside its name in the drawer, by the same rule as unitPrice:
 * an option of a base-selection choice (a portion) sets the dish's price, to the larger of the
 * variant's price and its own, so it shows that price and no "+"; any other option adds its own.
 */
export type OptionPrice = { readonly kind: "sets"; readonly price: Money } | { readonly kind: "adds"; readonly price: Money }

export const optionPrice = (variant: Variant, variantChoice: VariantChoice, option: ChoiceOption): OptionPrice =>
  isBaseSelection(variantChoice) ? { kind: "sets", price: Math.max(variant.price, option.price) } : { kind: "adds", price: option.price }

/** Quantity is a whole number, at least 1. */
export const clampQuantity = (quantity: number): number => (Number.isFinite(quantity) ? Math.max(1, Math.floor(quantity)) : 1)

export const isBaseSelection = (variantChoice: VariantChoice): boolean =>
  variantChoice.choice.attributes.some((attribute) => attribute.value === ITEM_BASE_SELECTION)

/** The options of a choice that are picked, each once, in menu order. */
export const pickedOptions = (variantChoice: VariantChoice, selected: SelectedChoices): ReadonlyArray<ChoiceOption> => {
  const ids = new Set(selected[variantChoice.choice.id] ?? [])
  return variantChoice.choiceOptions.filter((option) => ids.has(option.id))
}

/**
 * What priced lines come to, the one rule of every cart and order (the diner's own cart, the
 * table's cart, an order made of either): the available lines' prices summed, the venue's
 * service charge on that subtotal rounded to a minor unit, and the two together.
 */
export const summaryOf = (lines: ReadonlyArray<Pick<CartLine, "price" | "available">>, serviceChargePercent: number): CartSummary => {
  const subtotal = lines.reduce((total, line) => total + (line.available ? line.price : 0), 0)
  const serviceCharge = Math.round((subtotal * serviceChargePercent) / 100)
  return { subtotal, serviceCharge, finalPrice: subtotal + serviceCharge }
}

const sum = (options: ReadonlyArray<ChoiceOption>): number => options.reduce((total, option) => total + option.price, 0)
