import type { Cart, CartLine } from "../../schema/cart"
import type { Menu } from "../../schema/menu"
import type { Order, OrderState, OrderStatus } from "../../schema/order"
import type { AuthType, VenueAnswer } from "../../schema/venue"
import { menuItem } from "./menu-fixtures"

/**
 * Shared, valid example data for unit and property tests: a venue answer, a menu, a cart and
 * an order. Each takes overrides, so a test states only what it is about.
 */

export const venueAnswer = (shape: { qrCode?: string; authType?: AuthType; currency?: string | null } = {}): VenueAnswer => ({
  venue: { id: "venue-lotus", name: "Lotus", logo: null, tenant: { id: "tenant-t" } },
  selectedServiceArea: {
    id: "area-1",
    name: "Table 1",
    authType: shape.authType ?? "PLAIN",
    qrCode: { code: shape.qrCode ?? "demo-table-1" },
  },
  tenant: { id: "tenant-t", name: "Lotus Group", currency: shape.currency === undefined ? "Rs." : shape.currency },
})

/** A menu of the named dishes, all in one section. */
export const menuOf = (...names: ReadonlyArray<string>): Menu => ({ items: names.map((name) => menuItem(name, "Menu", 0)) })

export const cartLine = (id: string, name: string, price: number, overrides: Partial<CartLine> = {}): CartLine => ({
  id,
  itemId: `item-${name}`,
  variantId: "v1",
  name,
  variantName: "Standard",
  selectedChoices: {},
  choiceSummary: [],
  quantity: 1,
  unitPrice: price,
  price,
  available: true,
  ...overrides,
})

export const cart = (overrides: Partial<Cart> = {}): Cart => ({ id: "cart-1", items: [], price: 0, summery: null, ...overrides })

export const placed: OrderStatus = { id: "state-placed", stateName: "Placed", color: "#5b5648" }

/** An order of the given lines; with a service charge, its summary adds up. */
export const order = (overrides: Partial<Order> & { serviceCharge?: number } = {}): Order => {
  const { serviceCharge, ...rest } = overrides
  const items = rest.items ?? []
  const subtotal = items.reduce((sum, line) => sum + line.price, 0)
  return {
    id: "order-1",
    orderNumber: "#001",
    serviceAreaId: "area-1",
    orderState: placed,
    items,
    price: subtotal,
    summery: serviceCharge === undefined ? null : { subtotal, serviceCharge, finalPrice: subtotal + serviceCharge },
    createdAt: 0,
    ...rest,
  }
}

export const orderState = (id: string, name: string, position: number, isEnd = false): OrderState => ({
  id,
  name,
  color: "#000000",
  isEnd,
  position,
})
