import type { Variant } from "../../schema/menu"
import { demoOrderStates, demoOrderTransitions, type DemoItem, type DemoSection } from "./demo-venue"
import { drinkSize, portion, spiceLevel } from "./demo-choices"
import type { VenueSeed } from "./seed"

/**
 * A benchmark venue with a very large menu: 2,000 dishes in 40 sections, on table code
 * `big-menu-1`. Seeded only when SEED_BIG_MENU=1 (the benchmarks set it); the same names and
 * prices every time, so runs compare.
 */
export const BIG_MENU_SECTIONS = 40
export const BIG_MENU_ITEMS_PER_SECTION = 50
export const BIG_MENU_TABLE = "big-menu-1"

const KINDS = [
  "Curries",
  "Hoppers",
  "Kottu",
  "Rice",
  "Seafood",
  "Grills",
  "Soups",
  "Salads",
  "Breads",
  "Noodles",
  "Short Eats",
  "Desserts",
  "Juices",
  "Teas",
  "Coffees",
  "Mocktails",
]
const STYLES = ["Jaffna", "Colombo", "Galle", "Kandy", "Negombo", "Trinco", "Matara", "Ella", "Batticaloa", "Mannar"]
const DISHES = [
  "crab",
  "prawn",
  "cuttlefish",
  "chicken",
  "mutton",
  "jackfruit",
  "dhal",
  "cashew",
  "beetroot",
  "okra",
  "egg",
  "paneer",
  "mango",
  "pineapple",
  "lime",
  "coconut",
]
const WAYS = ["curry", "devilled", "tempered", "roast", "stew", "fry", "bake", "salad", "soup", "sambol", "kottu", "rice"]
const TAILS = [
  "",
  "Slow-cooked with roasted curry powder.",
  "With pol sambol, papadam and a wedge of lime, served the way the south coast likes it on a Sunday.",
  "Mild, creamy and fragrant; ask for it hotter.",
  "A house favourite for twenty years, cooked in a clay pot over wood fire and finished with fresh curry leaves and a little coconut milk.",
]

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

const bigMenuItem = (section: number, position: number): DemoItem => {
  const n = section * BIG_MENU_ITEMS_PER_SECTION + position
  const name = `${STYLES[n % STYLES.length]} ${DISHES[(n * 7) % DISHES.length]} ${WAYS[(n * 5) % WAYS.length]} ${n + 1}`
  const price = 30000 + ((n * 7919) % 300) * 1000
  const choices = [spiceLevel, portion(20000, 50000), drinkSize].filter((_, index) => (n + index) % 3 === 0)
  const variants: Variant[] = [{ id: `var-big-${n}`, name: "Standard", price, enabled: true, choices: [...choices] }]
  if (n % 4 === 0) variants.push({ id: `var-big-${n}-large`, name: "Large", price: price + 25000, enabled: true, choices: [...choices] })
  return {
    id: `item-big-${n}`,
    name,
    description: `${name.replace(/ \d+$/, "")}. ${TAILS[n % TAILS.length]}`.trim(),
    // One dish in five has no picture: the app draws its placeholder.
    imageUrl: n % 5 === 4 ? null : `items/${slug(name)}.svg`,
    variants,
  }
}

const bigMenuSections: ReadonlyArray<DemoSection> = Array.from({ length: BIG_MENU_SECTIONS }, (_, section) => {
  const name = `${KINDS[section % KINDS.length]} ${Math.floor(section / KINDS.length) + 1}`
  return {
    id: `section-big-${section}`,
    name,
    imageUrl: `sections/${slug(name)}.svg`,
    items: Array.from({ length: BIG_MENU_ITEMS_PER_SECTION }, (_, position) => bigMenuItem(section, position)),
  }
})

const tenant = { id: "tenant-bench", name: "Benchmark Kitchens", currency: "Rs." }

export const bigMenuSeed: VenueSeed = {
  tenant,
  venue: { id: "venue-big-menu", tenantId: tenant.id, name: "Big Menu Test Kitchen", logoUrl: null },
  serviceAreas: [{ id: "area-big-menu-1", name: "Table 1", authType: "PLAIN", qrCode: BIG_MENU_TABLE }],
  sections: bigMenuSections,
  serviceChargePercent: 0,
  orderStates: demoOrderStates.map((state) => ({ ...state, id: `bench-${state.id}` })),
  orderTransitions: demoOrderTransitions.map((move) => ({
    ...move,
    id: `bench-${move.id}`,
    from: `bench-${move.from}`,
    to: `bench-${move.to}`,
  })),
}
