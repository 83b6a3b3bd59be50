import { Schema } from "effect"
import { Id, Image } from "./ids"
import { Money } from "./money"

const Count = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))

/**
 * Claims a dish makes about itself. Absent from a dish that makes none; a diet a dish does not
 * claim is never assumed (a dish without "vegan" is not shown to a diner asking for vegan).
 */
export const DietaryTag = Schema.Literals(["vegetarian", "vegan", "halal", "containsAlcohol"])
export type DietaryTag = typeof DietaryTag.Type

/** The 14 allergens EU rules (Regulation 1169/2011, Annex II) require a menu to declare. */
export const Allergen = Schema.Literals([
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "peanuts",
  "soybeans",
  "milk",
  "nuts",
  "celery",
  "mustard",
  "sesame",
  "sulphites",
  "lupin",
  "molluscs",
])
export type Allergen = typeof Allergen.Type

/** How hot a dish is as served: 0 not spicy, 3 very hot. */
export const SpiceLevel = Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 3 }))

/** A language code as browsers name them (BCP 47: "en", "si", "ta", "pt-BR"). */
export const LanguageCode = Schema.String.check(Schema.isPattern(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/u))

/**
 * A text of the menu in other languages than the venue's, per field: a field a language lacks
 * falls back to the venue's own (src/domain/menu-language.ts).
 */
export const translationsOf = <Fields extends Schema.Struct.Fields>(fields: Fields) => Schema.Record(LanguageCode, Schema.Struct(fields))
/** Names in other languages, by language code (a section's, variant's, choice's, option's). */
export const NameTranslations = translationsOf({ name: Schema.optionalKey(Schema.String) })
export type NameTranslations = typeof NameTranslations.Type

export const ChoiceOption = Schema.Struct({
  id: Id,
  name: Schema.String,
  price: Money,
  translations: Schema.optionalKey(NameTranslations),
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
  translations: Schema.optionalKey(NameTranslations),
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
  translations: Schema.optionalKey(NameTranslations),
})
export type Variant = typeof Variant.Type

export const Section = Schema.Struct({
  id: Id,
  name: Schema.String,
  images: Schema.Array(Image),
  translations: Schema.optionalKey(NameTranslations),
})
export type Section = typeof Section.Type

/** A dish's optional facts and texts in other languages; a platform without them still decodes. */
const detailFields = {
  /** Diets the dish meets, and whether it holds alcohol; absent: the venue says nothing. */
  dietary: Schema.optionalKey(Schema.Array(DietaryTag)),
  spiceLevel: Schema.optionalKey(SpiceLevel),
  /**
   * Every allergen the dish contains; an empty list means none. Absent means the venue has not
   * listed them: such a dish is never shown as free of any (src/domain/menu-filters.ts).
   */
  allergens: Schema.optionalKey(Schema.Array(Allergen)),
  translations: Schema.optionalKey(
    translationsOf({ name: Schema.optionalKey(Schema.String), description: Schema.optionalKey(Schema.String) }),
  ),
}

export const MenuItem = Schema.Struct({
  id: Id,
  name: Schema.String,
  description: Schema.String,
  images: Schema.Array(Image),
  variants: Schema.Array(Variant),
  section: Section,
  /** Position of the item's section on the menu; lower comes first. */
  sectionIndex: Schema.Number.check(Schema.isInt()),
  ...detailFields,
})
export type MenuItem = typeof MenuItem.Type

/** What a dish tells beyond its name and price: kept together by the server (items.details). */
export const ItemDetails = Schema.Struct(detailFields)
export type ItemDetails = typeof ItemDetails.Type

/** What `GET /api/menu/pick/{qrCode}` answers inside `body`. */
export const Menu = Schema.Struct({ items: Schema.Array(MenuItem) })
export type Menu = typeof Menu.Type

/** Diets a diner can ask the menu for. */
export const Diet = Schema.Literals(["vegetarian", "vegan", "halal"])
export type Diet = typeof Diet.Type

/** What a diner asked the menu to show: dishes meeting every diet and free of every allergen listed. */
export const MenuFilters = Schema.Struct({ diets: Schema.Array(Diet), withoutAllergens: Schema.Array(Allergen) })
export type MenuFilters = typeof MenuFilters.Type
