import type { Cart, CartLine } from "../../schema/cart"
import type { Menu, MenuItem, Variant, VariantChoice } from "../../schema/menu"
import type { Order } from "../../schema/order"
import type { TableCart } from "../../schema/table-cart"
import type { ServiceArea, Tenant, Venue } from "../../schema/venue"
import type { Visit } from "../../schema/visit"
import { tableBill } from "./split-bill"

/**
 * Derived reads of the state, each written once and named, so a screen and a command that need
 * the same lookup (the dish open in the drawer, a line's name, the table's currency) read it
 * the same way. Pure functions of the state (or of a list the screen already localized).
 */

/** A dish and one of its variants. */
export interface DishVariant {
  readonly item: MenuItem
  readonly variant: Variant
}

/** The dish `itemId`, if the menu has it. */
export const dishById = (items: ReadonlyArray<MenuItem>, itemId: string | null): MenuItem | undefined =>
  items.find((candidate) => candidate.id === itemId)

/** The dish `itemId` in its variant `variantId`, or null when the menu lacks either. */
export const dishVariant = (items: ReadonlyArray<MenuItem>, itemId: string | null, variantId: string | null): DishVariant | null => {
  const item = dishById(items, itemId)
  const variant = item?.variants.find((candidate) => candidate.id === variantId)
  return item === undefined || variant === undefined ? null : { item, variant }
}

/**
 * The dish and variant open in the drawer, found in `items` (the menu's, or the same list in
 * the diner's language), or null when the drawer is closed or the menu no longer has them.
 */
export const drawerDish = (
  items: ReadonlyArray<MenuItem>,
  drawer: { readonly isOpen: boolean; readonly itemId: string | null; readonly variantId: string | null },
): DishVariant | null => (drawer.isOpen ? dishVariant(items, drawer.itemId, drawer.variantId) : null)

/** The menu's dishes, none before the menu is in. */
/** The table's menu is in the state, or its loading failed: a served page's store has caught up with what the page shows. */
export const holdsTable = (state: { readonly menu: Menu | null; readonly status: string }): boolean =>
  state.menu !== null || state.status === "error"

export const menuItems = (state: { readonly menu: Menu | null }): ReadonlyArray<MenuItem> => state.menu?.items ?? []

/** One of a variant's choices, by the choice's id. */
export const variantChoice = (choices: ReadonlyArray<VariantChoice>, choiceId: string | null): VariantChoice | undefined =>
  choices.find((candidate) => candidate.choice.id === choiceId)

/** A line of the server's cart, by its id. */
export const cartLine = (state: { readonly cart: Cart | null }, lineId: string): CartLine | undefined =>
  state.cart?.items.find((line) => line.id === lineId)

/** The currency the table's prices are in, null before the venue is in. */
export const currencyOf = (state: { readonly tenant: Tenant | null }): string | null => state.tenant?.currency ?? null

/**
 * The venue and service area the live feeds listen to, null until both are known, and the
 * diner's visit there once read or joined (a table's live documents are of one visit).
 */
export const tableScope = (state: {
  readonly venue: Venue | null
  readonly selectedServiceArea: ServiceArea | null
  readonly visit: Visit | null
}): { readonly tenantId: string; readonly venueId: string; readonly serviceAreaId: string; readonly visitId: string | null } | null =>
  state.venue === null || state.selectedServiceArea === null
    ? null
    : {
        tenantId: state.venue.tenant.id,
        venueId: state.venue.id,
        serviceAreaId: state.selectedServiceArea.id,
        visitId: state.visit?.id ?? null,
      }

/** The table's open orders (not in an end state of the tenant's flow): its bill, as the server reckons it. */
export const openOrders = (state: {
  readonly orders: ReadonlyArray<Order>
  readonly orderConfig: { readonly states: ReadonlyArray<{ readonly id: string; readonly isEnd: boolean }> } | null
}): ReadonlyArray<Order> => {
  const ended = new Set((state.orderConfig?.states ?? []).filter((candidate) => candidate.isEnd).map((candidate) => candidate.id))
  return state.orders.filter((order) => !ended.has(order.orderState.id))
}

/**
 * The first name the diner ordered together by, if they gave one: the table reads "Paid by
 * <name>" on their payments. From the bill's lines they added, else the table cart's.
 */
export const payerNameOf = (state: Parameters<typeof openOrders>[0] & { readonly tableCart: TableCart | null }): string | null =>
  [
    ...tableBill(openOrders(state)).lines.map((line) => line.line.addedBy),
    ...(state.tableCart?.items ?? []).map((line) => line.addedBy),
  ].find((adder) => adder?.yours === true)?.name ?? null
