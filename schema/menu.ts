import { Schema } from "effect"
import { Id, Image } from "./ids"
import { Money } from "./money"

/**
 * The attribute value that marks a choice whose option sets the item's base price
 * (e.g. a size): the price becomes the larger of the variant price and that option's price.
 */
export const ITEM_BASE_SELECTION = "ITEM_BASE_SELECTION"

const Count = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))

export const ChoiceOption = Schema.Struct({
  id: Id,
  name: Schema.String,
  price: Money,
})
export type ChoiceOption = typeof ChoiceOption.Type

export const ChoiceAttribute = Schema.Struct({ value: Schema.String })

export const Choice = Schema.Struct({
  id: Id,
  name: Schema.String,
  minSelection: Count,
  /** null: no upper bound. */
  maxSelection: Schema.NullOr(Count),
  attributes: Schema.Array(ChoiceAttribute),
})
export type Choice = typeof Choice.Type

/** A choice as attached to one variant of an item, with the options offered there. */
export const VariantChoice = Schema.Struct({
  id: Id,
  required: Schema.Boolean,
  choice: Choice,
  choiceOptions: Schema.Array(ChoiceOption),
})
export type VariantChoice = typeof VariantChoice.Type

export const Variant = Schema.Struct({
  id: Id,
  name: Schema.String,
  price: Money,
  enabled: Schema.Boolean,
  choices: Schema.Array(VariantChoice),
})
export type Variant = typeof Variant.Type

export const Section = Schema.Struct({
  id: Id,
  name: Schema.String,
  images: Schema.Array(Image),
})
export type Section = typeof Section.Type

export const MenuItem = Schema.Struct({
  id: Id,
  name: Schema.String,
  description: Schema.String,
  images: Schema.Array(Image),
  variants: Schema.Array(Variant),
  section: Section,
  /** Position of the item's section on the menu; lower comes first. */
  sectionIndex: Schema.Number.check(Schema.isInt()),
})
export type MenuItem = typeof MenuItem.Type

/** What `GET /api/menu/pick/{qrCode}` answers inside `body`. */
export const Menu = Schema.Struct({ items: Schema.Array(MenuItem) })
export type Menu = typeof Menu.Type
