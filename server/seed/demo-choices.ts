import { ITEM_BASE_SELECTION } from "../../schema/constants"
import type { NameTranslations, VariantChoice } from "../../schema/menu"

/**
 * The demo's choices. Together they exercise every rule of the spec: single choices (max 1)
 * that replace, multi choices that toggle, min and max selections, a required choice, a
 * choice with minSelection but no required flag, and the item-base-selection attribute.
 * Prices are minor units (Rs. 150.00 = 15000).
 */

/** A name in Sinhala and Tamil. */
export const inSinhalaAndTamil = (si: string, ta: string): NameTranslations => ({ si: { name: si }, ta: { name: ta } })

/** An option: its id, English name, price, and its name in Sinhala and Tamil. */
const option = (id: string, name: string, price: number, si: string, ta: string) => ({
  id,
  name,
  price,
  translations: inSinhalaAndTamil(si, ta),
})

interface ChoiceShape {
  readonly id: string
  readonly name: string
  readonly required: boolean
  readonly min: number
  readonly max: number | null
  readonly baseSelection?: boolean
  readonly translations: NameTranslations
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
    translations: shape.translations,
  },
  choiceOptions: shape.options,
})

/** Portion size sets the base price: Regular keeps it, Large and Family raise it. */
export const portion = (large: number, family: number): VariantChoice =>
  choice({
    id: `portion-${large}-${family}`,
    name: "Portion",
    translations: inSinhalaAndTamil("ප්‍රමාණය", "அளவு"),
    required: true,
    min: 1,
    max: 1,
    baseSelection: true,
    options: [
      option("portion-regular", "Regular", 0, "සාමාන්‍ය", "சாதாரண"),
      option(`portion-large-${large}`, "Large", large, "විශාල", "பெரியது"),
      option(`portion-family-${family}`, "Family", family, "පවුලේ", "குடும்ப அளவு"),
    ],
  })

export const spiceLevel: VariantChoice = choice({
  id: "spice",
  name: "Spice level",
  translations: inSinhalaAndTamil("සැර මට්ටම", "காரத்தின் அளவு"),
  required: true,
  min: 1,
  max: 1,
  options: [
    option("spice-mild", "Mild", 0, "අඩු සැර", "குறைந்த காரம்"),
    option("spice-medium", "Medium", 0, "මධ්‍යම", "நடுத்தரம்"),
    option("spice-hot", "Sri Lankan hot", 0, "ලාංකීය සැර", "இலங்கை காரம்"),
  ],
})

/** The curry plates' extras, up to 3; a plant-made plate's offer no egg and no meat (a vegan dish offers no animal product). */
const extras = (id: string, options: ChoiceShape["options"]): VariantChoice =>
  choice({
    id,
    name: "Extras (up to 3)",
    translations: inSinhalaAndTamil("අමතර (3ක් දක්වා)", "கூடுதல் (3 வரை)"),
    required: false,
    min: 0,
    max: 3,
    options,
  })
const plantExtras = [
  option("extra-papadam", "Papadam", 8000, "පපඩම්", "அப்பளம்"),
  option("extra-sambol", "Pol sambol", 10000, "පොල් සම්බෝල", "தேங்காய் சம்பல்"),
  option("extra-mallung", "Gotukola mallung", 12000, "ගොටුකොළ මැල්ලුම", "வல்லாரை மல்லுங்"),
]
export const curryExtras = extras("curry-extras", [
  option("extra-egg", "Boiled egg", 15000, "තැම්බූ බිත්තරය", "அவித்த முட்டை"),
  ...plantExtras,
  option("extra-chicken", "Extra chicken", 45000, "අමතර කුකුළු මස්", "கூடுதல் கோழி"),
])
export const plantCurryExtras = extras("curry-extras-plant", plantExtras)

/** No required flag, but minSelection 1: the rule treats it as needing a pick all the same. */
export const kottuProtein: VariantChoice = choice({
  id: "kottu-protein",
  name: "Protein",
  translations: inSinhalaAndTamil("ප්‍රෝටීන්", "புரதம்"),
  required: false,
  min: 1,
  max: 1,
  options: [
    option("protein-veg", "Vegetable", 0, "එළවළු", "காய்கறி"),
    option("protein-egg", "Egg", 10000, "බිත්තර", "முட்டை"),
    option("protein-chicken", "Chicken", 30000, "කුකුළු මස්", "கோழி"),
    option("protein-beef", "Beef", 40000, "හරක් මස්", "மாட்டிறைச்சி"),
  ],
})

export const kottuToppings: VariantChoice = choice({
  id: "kottu-toppings",
  name: "Toppings (any)",
  translations: inSinhalaAndTamil("උඩින් දමන දෑ (ඕනෑම)", "மேல்சேர்ப்புகள் (எதுவும்)"),
  required: false,
  min: 0,
  max: null,
  options: [
    option("top-cheese", "Cheese", 25000, "චීස්", "சீஸ்"),
    option("top-fried-egg", "Fried egg", 12000, "බැදපු බිත්තරය", "பொரித்த முட்டை"),
    option("top-gravy", "Extra curry gravy", 8000, "අමතර හොදි", "கூடுதல் குழம்பு"),
  ],
})

/** Hoppers' sides: every one plant-made, as the hoppers are (a vegan dish offers no meat choice). */
export const hopperSides: VariantChoice = choice({
  id: "hopper-sides",
  name: "Sides (pick 1 to 2)",
  translations: inSinhalaAndTamil("අතුරු කෑම (1 සිට 2 දක්වා)", "பக்க உணவுகள் (1 முதல் 2)"),
  required: true,
  min: 1,
  max: 2,
  options: [
    option("side-lunu-miris", "Lunu miris", 0, "ලුණු මිරිස්", "லுனு மிரிஸ்"),
    option("side-seeni", "Seeni sambol", 5000, "සීනි සම්බෝල", "சீனி சம்பல்"),
    option("side-dhal", "Dhal curry", 9000, "පරිප්පු කරිය", "பருப்புக் கறி"),
    option("side-kiri-hodi", "Kiri hodi", 6000, "කිරි හොදි", "சொதி"),
  ],
})

export const sugarLevel: VariantChoice = choice({
  id: "sugar",
  name: "Sugar",
  translations: inSinhalaAndTamil("සීනි", "சீனி"),
  required: false,
  min: 0,
  max: 1,
  options: [
    option("sugar-none", "No sugar", 0, "සීනි නැතිව", "சீனி இல்லாமல்"),
    option("sugar-less", "Less sugar", 0, "සීනි අඩුවෙන්", "குறைந்த சீனி"),
    option("sugar-normal", "Normal", 0, "සාමාන්‍ය", "சாதாரண"),
  ],
})

export const drinkSize: VariantChoice = choice({
  id: "drink-size",
  name: "Size",
  translations: inSinhalaAndTamil("ප්‍රමාණය", "அளவு"),
  required: true,
  min: 1,
  max: 1,
  baseSelection: true,
  options: [option("size-glass", "Glass", 0, "වීදුරුවක්", "கிளாஸ்"), option("size-jug", "Jug (1 l)", 120000, "ජෝගුවක් (ලීටර් 1)", "ஜக் (1 லி)")],
})

export const dessertAddOns: VariantChoice = choice({
  id: "dessert-add-ons",
  name: "Add-ons (up to 2)",
  translations: inSinhalaAndTamil("එකතු කිරීම් (2ක් දක්වා)", "சேர்ப்புகள் (2 வரை)"),
  required: false,
  min: 0,
  max: 2,
  options: [
    option("add-kithul", "Kithul treacle", 6000, "කිතුල් පැණි", "கித்துள் பாணி"),
    option("add-cashew", "Roasted cashew", 9000, "බැදපු කජු", "வறுத்த முந்திரி"),
    option("add-ice-cream", "Vanilla scoop", 15000, "වැනිලා අයිස්ක්‍රීම් හැන්දක්", "வெனிலா ஐஸ்கிரீம் ஒரு கரண்டி"),
  ],
})
