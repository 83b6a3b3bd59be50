import type { MenuItem, Section, Variant } from "../../schema/menu"
import { pickedOptions } from "./pricing"

/**
 * The menu in the diner's language. Each text (a dish's name and description, a section's,
 * variant's, choice's or option's name) is its translation for that language when the venue
 * gave one, else the venue's own, field by field. The ids, prices and rules are untouched, so
 * every other rule reads a translated menu exactly as the original. What staff see (order
 * lines, the CLI) never goes through here: it stays in the venue's language.
 */
export const localizeItems = (items: ReadonlyArray<MenuItem>, language: string): ReadonlyArray<MenuItem> => {
  // Sections are shared by their dishes: each is translated once, so they stay one object.
  const sections = new Map<string, Section>()
  const sectionOf = (section: Section) =>
    sections.get(section.id) ?? sections.set(section.id, named(section, language)).get(section.id) ?? section
  return items.map((item) => {
    const texts = translationIn(item.translations, language)
    return {
      ...item,
      name: texts?.name ?? item.name,
      description: texts?.description ?? item.description,
      section: sectionOf(item.section),
      variants: item.variants.map((variant) => localizeVariant(variant, language)),
    }
  })
}

/** A language's translation: the exact code ("pt-BR"), else its base language ("pt"). */
export const translationIn = <T>(translations: Readonly<Record<string, T>> | undefined, language: string): T | undefined =>
  translations === undefined ? undefined : (translations[language] ?? translations[language.split("-")[0] ?? language])

const named = <T extends { readonly name: string; readonly translations?: Readonly<Record<string, { readonly name?: string }>> }>(
  thing: T,
  language: string,
): T => {
  const name = translationIn(thing.translations, language)?.name
  return name === undefined ? thing : { ...thing, name }
}

const localizeVariant = (variant: Variant, language: string): Variant => ({
  ...named(variant, language),
  choices: variant.choices.map((variantChoice) => ({
    ...variantChoice,
    choice: named(variantChoice.choice, language),
    choiceOptions: variantChoice.choiceOptions.map((option) => named(option, language)),
  })),
})

/**
 * A cart or order line's texts in the diner's language, from the (translated) menu: the dish,
 * its variant and its picked options in menu order. The server keeps the line in the venue's
 * language for the kitchen; a dish no longer on the menu keeps the line's own texts.
 */
export const lineTexts = (
  line: {
    readonly itemId: string
    readonly variantId: string
    readonly name: string
    readonly variantName: string
    readonly selectedChoices: Readonly<Record<string, ReadonlyArray<string>>>
    readonly choiceSummary: ReadonlyArray<string>
  },
  items: ReadonlyArray<MenuItem>,
): { readonly name: string; readonly variantName: string; readonly choiceSummary: ReadonlyArray<string> } => {
  const item = items.find((candidate) => candidate.id === line.itemId)
  const variant = item?.variants.find((candidate) => candidate.id === line.variantId)
  if (item === undefined || variant === undefined) return line
  const summary = variant.choices.flatMap((variantChoice) =>
    pickedOptions(variantChoice, line.selectedChoices).map((option) => option.name),
  )
  return {
    name: item.name,
    variantName: variant.name,
    choiceSummary: summary.length === line.choiceSummary.length ? summary : line.choiceSummary,
  }
}

/**
 * A receipt line's texts in the reader's language (lineTexts): a line kept before receipts
 * carried the dish and variant has only its own name and summary.
 */
export const receiptLineTexts = (
  line: {
    readonly name: string
    readonly itemId?: string
    readonly variantId?: string
    readonly variantName?: string
    readonly selectedChoices?: Readonly<Record<string, ReadonlyArray<string>>>
    readonly choiceSummary?: ReadonlyArray<string>
  },
  items: ReadonlyArray<MenuItem>,
): { readonly name: string; readonly choiceSummary: ReadonlyArray<string> } =>
  line.itemId === undefined || line.variantId === undefined
    ? { name: line.name, choiceSummary: line.choiceSummary ?? [] }
    : lineTexts(
        {
          itemId: line.itemId,
          variantId: line.variantId,
          name: line.name,
          variantName: line.variantName ?? "",
          selectedChoices: line.selectedChoices ?? {},
          choiceSummary: line.choiceSummary ?? [],
        },
        items,
      )
