import type { AuthType } from "../../schema/venue"
import type { ItemDetails, NameTranslations, Variant, VariantChoice } from "../../schema/menu"
import { dishDetails, SECTION_NAMES } from "./demo-dish-facts"
import {
  curryExtras,
  dessertAddOns,
  inSinhalaAndTamil,
  drinkSize,
  hopperSides,
  kottuProtein,
  kottuToppings,
  plantCurryExtras,
  portion,
  spiceLevel,
  sugarLevel,
} from "./demo-choices"

/**
 * The demo venue: a Sri Lankan restaurant in Colombo, priced in rupees (minor units:
 * Rs. 1,250.00 = 125000). Images are drawn by server/images from their file names.
 */

export const demoTenant = { id: "tenant-lotus", name: "Lotus & Lime Hospitality", currency: "Rs." }

export const demoVenue = {
  id: "venue-lotus-colombo",
  tenantId: demoTenant.id,
  name: "Lotus & Lime Colombo",
  logoUrl: "venue/lotus-and-lime.svg",
}

export const demoServiceAreas: ReadonlyArray<{ id: string; name: string; authType: AuthType; qrCode: string }> = [
  { id: "area-table-1", name: "Table 1", authType: "PLAIN", qrCode: "demo-table-1" },
  { id: "area-table-2", name: "Table 2", authType: "PLAIN", qrCode: "demo-table-2" },
  { id: "area-verandah", name: "Verandah 4", authType: "AUTHENTICATE", qrCode: "demo-table-google" },
  { id: "area-private", name: "Private Room", authType: "AUTHENTICATE_WITH_PHONE_VERIFY", qrCode: "demo-table-phone" },
]

export interface DemoSection {
  readonly id: string
  readonly name: string
  readonly imageUrl: string
  readonly items: ReadonlyArray<DemoItem>
  readonly translations?: NameTranslations
}

export interface DemoItem {
  readonly id: string
  readonly name: string
  readonly description: string
  /** null: no picture, the app shows its placeholder. */
  readonly imageUrl: string | null
  readonly variants: ReadonlyArray<Variant>
  /** Diets, heat, allergens and translations; a venue that gives none leaves them out. */
  readonly details?: ItemDetails
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

const variant = (
  id: string,
  name: string,
  price: number,
  choices: ReadonlyArray<VariantChoice> = [],
  enabled = true,
  translations?: NameTranslations,
): Variant => ({
  id,
  name,
  price,
  enabled,
  choices: [...choices],
  ...(translations === undefined ? {} : { translations }),
})

/** An item with one variant named "Standard"; `picture: false` leaves it without an image. */
const item = (name: string, description: string, price: number, choices: ReadonlyArray<VariantChoice> = [], picture = true): DemoItem => ({
  id: `item-${slug(name)}`,
  name,
  description,
  imageUrl: picture ? `items/${slug(name)}.svg` : null,
  variants: [variant(`var-${slug(name)}`, "Standard", price, choices)],
})

const withVariants = (name: string, description: string, variants: ReadonlyArray<Variant>): DemoItem => ({
  id: `item-${slug(name)}`,
  name,
  description,
  imageUrl: `items/${slug(name)}.svg`,
  variants,
})

const section = (name: string, items: ReadonlyArray<DemoItem>): DemoSection => ({
  id: `section-${slug(name)}`,
  name,
  imageUrl: `sections/${slug(name)}.svg`,
  items,
})

/** The demo's dishes with their facts and translations (server/seed/demo-dish-facts.ts). */
const described = (sections: ReadonlyArray<DemoSection>): ReadonlyArray<DemoSection> =>
  sections.map((entry) => {
    const names = SECTION_NAMES[entry.name]
    return {
      ...entry,
      ...(names === undefined ? {} : { translations: inSinhalaAndTamil(names.si, names.ta) }),
      items: entry.items.map((dish) => ({ ...dish, details: dishDetails(dish.name) })),
    }
  })

export const demoSections: ReadonlyArray<DemoSection> = described([
  section("Short Eats", [
    item("Fish Cutlets", "Crumbed mackerel and potato croquettes, four pieces.", 65000),
    item("Vegetable Roti", "Triangular roti filled with spiced potato and leek.", 45000),
    item("Chicken Patties", "Half-moon pastries with creamy chicken filling.", 55000, [spiceLevel]),
    item("Egg Rolls", "Pancake rolls with curried egg, crumbed and fried.", 60000),
    item("Isso Wade", "Lentil fritters topped with whole prawns.", 85000, [], false),
  ]),
  section("Hoppers", [
    item("Plain Hopper", "Bowl-shaped rice flour pancake, crisp edges.", 25000, [hopperSides]),
    item("Egg Hopper", "Hopper with an egg cooked in its centre.", 40000, [hopperSides]),
    item("String Hoppers", "Ten steamed rice noodle nests.", 50000, [hopperSides]),
    item("Milk Hopper", "Sweet hopper with a coconut milk centre.", 35000),
    item("Honey Hopper", "Hopper with kithul treacle.", 38000, [], false),
  ]),
  section("Rice & Curry", [
    item("Chicken Rice & Curry", "Red rice, chicken curry, dhal, two vegetables.", 145000, [
      portion(185000, 420000),
      spiceLevel,
      curryExtras,
    ]),
    item("Fish Ambul Thiyal", "Sour black fish curry with red rice.", 165000, [portion(205000, 460000), spiceLevel, curryExtras]),
    item("Vegetable Rice & Curry", "Five seasonal vegetable curries with red rice.", 115000, [
      portion(140000, 320000),
      spiceLevel,
      plantCurryExtras,
    ]),
    item("Lamprais", "Dutch burgher rice parcel baked in banana leaf.", 195000, [spiceLevel]),
    item("Jackfruit Curry Plate", "Young jackfruit curry with coconut rice.", 125000, [spiceLevel, plantCurryExtras]),
  ]),
  section("Kottu", [
    withVariants("Classic Kottu", "Chopped godamba roti on the griddle with vegetables.", [
      variant(
        "var-kottu-godamba",
        "Godamba roti",
        120000,
        [kottuProtein, spiceLevel, kottuToppings],
        true,
        inSinhalaAndTamil("ගෝදඹ රොටී", "கோதம்ப ரொட்டி"),
      ),
      variant(
        "var-kottu-string",
        "String hopper",
        130000,
        [kottuProtein, spiceLevel, kottuToppings],
        true,
        inSinhalaAndTamil("ඉඳි ආප්ප", "இடியப்பம்"),
      ),
      // The kitchen is out of dolphin kottu today: a disabled variant the diner never sees.
      variant(
        "var-kottu-dolphin",
        "Dolphin (paratha)",
        140000,
        [kottuProtein, spiceLevel],
        false,
        inSinhalaAndTamil("ඩොල්ෆින් (පරාටා)", "டால்பின் (பரோட்டா)"),
      ),
    ]),
    item("Cheese Kottu", "Creamy cheese kottu with chicken.", 175000, [spiceLevel, kottuToppings]),
    item("Seafood Kottu", "Prawns and cuttlefish, devilled sauce.", 210000, [spiceLevel]),
    withVariants("Dolphin Kottu", "Paratha kottu in spicy gravy.", [
      // Every variant disabled: the item is sold out and hidden from the menu.
      variant("var-dolphin-chicken", "Chicken", 165000, [spiceLevel], false, inSinhalaAndTamil("කුකුළු මස්", "கோழி")),
    ]),
    item("Egg Kottu", "Godamba roti, eggs, leeks and carrot.", 110000, [spiceLevel]),
  ]),
  section("Seafood", [
    item("Devilled Prawns", "Tiger prawns with peppers and onions.", 245000, [spiceLevel]),
    item("Crab Curry", "Jaffna-style crab curry, whole mud crab.", 480000, [portion(620000, 950000), spiceLevel]),
    item("Hot Butter Cuttlefish", "Crispy cuttlefish tossed in butter and chillies.", 215000),
    item("Grilled Seer Fish", "Seer fish steak with lime and garlic.", 235000, [], false),
    item("Prawn Curry", "Prawns in coconut milk gravy.", 225000, [spiceLevel, curryExtras]),
  ]),
  section("Desserts", [
    item("Watalappan", "Kithul jaggery and coconut custard with cashews.", 60000, [dessertAddOns]),
    item("Curd & Treacle", "Buffalo curd with kithul treacle.", 70000, [dessertAddOns]),
    item("Love Cake", "Semolina and cashew cake, rose water and a dash of brandy.", 55000),
    item("Fruit Salad", "Mango, papaya and pineapple.", 50000, [dessertAddOns]),
    item("Kavum", "Oil cakes, three pieces.", 40000, [], false),
  ]),
  section("Drinks", [
    item("Ceylon Tea", "Pot of Nuwara Eliya black tea.", 35000, [sugarLevel]),
    item("King Coconut", "Fresh thambili, served in the nut.", 40000),
    item("Lime Juice", "Freshly squeezed with mint.", 45000, [drinkSize, sugarLevel]),
    item("Faluda", "Rose syrup, milk, jelly and basil seeds.", 65000),
    item("Iced Coffee", "Ceylon coffee, milk and ice.", 55000, [drinkSize, sugarLevel]),
    item("Ginger Beer", "House-brewed, alcohol-free, not too sweet.", 38000, [drinkSize]),
  ]),
])

/** Service charge the demo venue adds to every bill, as Sri Lankan restaurants do. */
export const demoServiceChargePercent = 10

/** The demo venue's public review page, offered with every receipt (schema/venue.ts ReviewUrl): its search on Google Maps, where its listing takes reviews. */
export const demoReviewUrl = "https://www.google.com/maps/search/?api=1&query=Lotus+%26+Lime+Colombo"

/**
 * The demo's order flow: placed → accepted → preparing → ready → served → paid, or cancelled.
 * A served dish stays on the bill: only paid (the table settled) and cancelled end an order.
 * Diners read each state's name in Sinhala or Tamil; staff read the English one.
 */
export const demoOrderStates = [
  {
    id: "state-placed",
    name: "Placed",
    color: "#5b5648",
    isEnd: false,
    translations: { si: { stateName: "ඇණවුම් කළා" }, ta: { stateName: "ஆர்டர் செய்யப்பட்டது" } },
  },
  {
    id: "state-accepted",
    name: "Accepted",
    color: "#1a5fb4",
    isEnd: false,
    translations: { si: { stateName: "පිළිගත්තා" }, ta: { stateName: "ஏற்கப்பட்டது" } },
  },
  {
    id: "state-preparing",
    name: "Preparing",
    color: "#9a4f00",
    isEnd: false,
    translations: { si: { stateName: "සූදානම් කරමින්" }, ta: { stateName: "தயாராகிறது" } },
  },
  {
    id: "state-ready",
    name: "Ready",
    color: "#1f6f3f",
    isEnd: false,
    translations: { si: { stateName: "සූදානම්" }, ta: { stateName: "தயார்" } },
  },
  {
    id: "state-served",
    name: "Served",
    color: "#3d3d3d",
    isEnd: false,
    translations: { si: { stateName: "පිළිගැන්වූවා" }, ta: { stateName: "பரிமாறப்பட்டது" } },
  },
  {
    id: "state-paid",
    name: "Paid",
    color: "#613583",
    isEnd: true,
    translations: { si: { stateName: "ගෙවා ඇත" }, ta: { stateName: "செலுத்தப்பட்டது" } },
  },
  {
    id: "state-cancelled",
    name: "Cancelled",
    color: "#a51d2d",
    isEnd: true,
    translations: { si: { stateName: "අවලංගු කළා" }, ta: { stateName: "ரத்து செய்யப்பட்டது" } },
  },
] as const

/** Where `npm run venue -- settle <table>` moves a table's open orders. */
export const demoSettledStateId = "state-paid"

/**
 * The demo venue's staff member: the staff screen (`/staff`) signs in as it through the Auth
 * emulator's account chooser, as the README's demo and the browser tests do.
 */
export const demoStaffEmail = "staff@tableside.test"

/** What the demo's diners can ask the staff for, from the menu, cart and bill (staff read the English label). */
export const demoStaffRequestKinds = [
  { id: "waiter", label: "Waiter", translations: { si: { label: "වේටර්" }, ta: { label: "பணியாளர்" } } },
  { id: "bill", label: "Bill", translations: { si: { label: "බිල්පත" }, ta: { label: "பில்" } } },
  { id: "water", label: "Water", translations: { si: { label: "වතුර" }, ta: { label: "தண்ணீர்" } } },
] as const

export const demoOrderTransitions = [
  { id: "move-accept", name: "Accept", from: "state-placed", to: "state-accepted" },
  { id: "move-prepare", name: "Start preparing", from: "state-accepted", to: "state-preparing" },
  { id: "move-ready", name: "Mark ready", from: "state-preparing", to: "state-ready" },
  { id: "move-serve", name: "Serve", from: "state-ready", to: "state-served" },
  { id: "move-pay", name: "Pay", from: "state-served", to: "state-paid" },
  { id: "move-cancel-placed", name: "Cancel", from: "state-placed", to: "state-cancelled" },
  { id: "move-cancel-accepted", name: "Cancel", from: "state-accepted", to: "state-cancelled" },
] as const

/**
 * A second, smaller venue of another tenant: it proves that one venue's diners cannot reach
 * another's carts, orders or menu (the authorization tests use it), and that the server
 * serves more than one venue.
 */
export const otherTenant = { id: "tenant-harbour", name: "Harbour Dining Group", currency: "LKR" }
export const otherVenue = { id: "venue-harbour-galle", tenantId: otherTenant.id, name: "Harbour Grill Galle", logoUrl: null }
/** The second tenant's venue's staff member (the tests' "another tenant's staff"). */
export const otherStaffEmail = "staff@harbour.test"
export const otherServiceAreas: ReadonlyArray<{ id: string; name: string; authType: AuthType; qrCode: string }> = [
  { id: "area-harbour-deck", name: "Deck 2", authType: "PLAIN", qrCode: "harbour-deck-2" },
]
export const otherSections: ReadonlyArray<DemoSection> = [
  section("Grill", [
    item("Grilled Prawns", "Jumbo prawns, garlic butter.", 320000, [spiceLevel]),
    item("Seer Fish Steak", "With lime and sea salt.", 280000),
  ]),
  section("Sundowners", [item("Passion Fruit Cooler", "Fresh passion fruit and soda.", 52000, [drinkSize])]),
]
// The other venue gives its states no translations: its diners read its own names, as the answer decodes without them.
export const otherOrderStates = demoOrderStates.map(({ translations: _none, ...state }) => ({ ...state, id: `harbour-${state.id}` }))
export const otherOrderTransitions = demoOrderTransitions.map((move) => ({
  ...move,
  id: `harbour-${move.id}`,
  from: `harbour-${move.from}`,
  to: `harbour-${move.to}`,
}))
