import { describe, expect, it } from "vitest"
import type { DomainEvent } from "../../schema/events"
import type { Order } from "../../schema/order"
import { Result } from "effect"
import { fold, initialAppState, reduce } from "../../src/domain/app-state"
import { decodeStoredState } from "../../src/domain/state-schema"
import { menuItem } from "../support/menu-fixtures"
import { venueAnswer } from "../support/fixtures"

// The venue answer every unit test shares (tests/support/fixtures.ts).
const answer = venueAnswer()
const cart = { id: "c", items: [], price: 0, summery: null }
const order = (id: string, stateName: string): Order => ({
  id,
  orderNumber: `#${id}`,
  serviceAreaId: "area-1",
  orderState: { id: stateName, stateName, color: "#000000" },
  items: [],
  price: 0,
  summery: null,
  createdAt: 0,
})

/** A table opened, its menu shown, a dish in the cart. */
const tableWithCart: DomainEvent[] = [
  { _tag: "v1.VenueLoadStarted", qrCode: "q" },
  { _tag: "v1.VenueLoaded", answer },
  { _tag: "v1.MenuReplaced", menu: { items: [menuItem("Tea", "Drinks", 0)] } },
  { _tag: "v1.CartReplaced", cart },
]

describe("the venue state fold", () => {
  it("loads a venue: idle, loading, then success", () => {
    const loading = reduce(initialAppState, { _tag: "v1.VenueLoadStarted", qrCode: "q" })
    expect(loading).toMatchObject({ status: "loading", qrCode: "q" })
    expect(reduce(loading, { _tag: "v1.VenueLoaded", answer })).toMatchObject({
      status: "success",
      venue: answer.venue,
      tenant: answer.tenant,
    })
    expect(reduce(loading, { _tag: "v1.VenueLoadFailed", reason: "x" })).toMatchObject({ status: "error", error: "x" })
  })

  it("clears venue, menu, cart, search text and selected section, and nothing else", () => {
    const full = fold([
      ...tableWithCart,
      { _tag: "v1.SearchToggled", open: true },
      { _tag: "v1.SearchTextChanged", text: "te" },
      { _tag: "v1.SectionSelected", sectionId: "section-Drinks", forced: true },
      { _tag: "v1.ConnectionChanged", state: "Online" },
    ])
    const cleared = reduce(full, { _tag: "v1.VenueCleared" })
    expect(cleared).toMatchObject({
      venue: null,
      menu: null,
      cart: null,
      searchText: "",
      selectedSection: null,
      connection: "Online",
      qrCode: "q",
    })
  })

  it("raises the scroll request only for a forced section selection", () => {
    const forced = reduce(initialAppState, { _tag: "v1.SectionSelected", sectionId: "s", forced: true })
    const scrolled = reduce(forced, { _tag: "v1.SectionSelected", sectionId: "t", forced: false })
    expect([forced.scrollRequestId, scrolled.scrollRequestId, scrolled.selectedSection]).toEqual([1, 1, "t"])
  })

  it("sets a null cart, and clears it", () => {
    const withCart = reduce(initialAppState, { _tag: "v1.CartReplaced", cart })
    expect(reduce(withCart, { _tag: "v1.CartReplaced", cart: null }).cart).toBeNull()
    expect(reduce(withCart, { _tag: "v1.CartCleared", reason: "submitted" }).cart).toBeNull()
  })

  it("opens the drawer on the first enabled variant with quantity 1, and keeps quantity at least 1", () => {
    const tea = menuItem("Tea", "Drinks", 0, {
      variants: [
        { id: "off", name: "Off", price: 1, enabled: false, choices: [] },
        { id: "on", name: "On", price: 2, enabled: true, choices: [] },
      ],
    })
    const events: DomainEvent[] = [
      { _tag: "v1.MenuReplaced", menu: { items: [tea] } },
      { _tag: "v1.DrawerOpened", itemId: tea.id },
      { _tag: "v1.DrawerQuantityChanged", quantity: 0 },
    ]
    expect(fold(events).drawer).toEqual({ isOpen: true, itemId: tea.id, variantId: "on", selectedChoices: {}, quantity: 1, notice: null })
  })

  it("sets an order's new status live, and adds a new order of the table first", () => {
    const listed = reduce(initialAppState, { _tag: "v1.OrdersFetched", orders: [order("1", "Placed"), order("2", "Placed")] })
    const moved = reduce(listed, { _tag: "v1.OrderChanged", order: order("2", "Ready") })
    expect(moved.orders.map((o) => [o.id, o.orderState.stateName])).toEqual([
      ["1", "Placed"],
      ["2", "Ready"],
    ])
    expect(reduce(moved, { _tag: "v1.OrderChanged", order: order("3", "Placed") }).orders[0]?.id).toBe("3")
  })

  it("keeps the newest availability time seen per venue", () => {
    const seen = fold([
      { _tag: "v1.AvailabilitySyncSeen", key: "t/v", updatedAt: 20, type: "unavailable", acted: true },
      { _tag: "v1.AvailabilitySyncSeen", key: "t/v", updatedAt: 10, type: "rollback", acted: false },
    ])
    expect(seen.availabilitySeen).toEqual({ "t/v": 20 })
  })

  it("starts every slice of a table afresh on another table, keeping the diner's filters, the connection and what was seen, and naming the table to go back to", () => {
    const filters = { diets: ["vegan" as const], withoutAllergens: [] }
    const full = fold([
      { _tag: "v1.VenueLoadStarted", qrCode: "q" },
      { _tag: "v1.VenueLoaded", answer },
      { _tag: "v1.CartReplaced", cart },
      { _tag: "v1.MenuFiltersChanged", filters },
      { _tag: "v1.ConnectionChanged", state: "Online" },
      { _tag: "v1.SectionSelected", sectionId: "section-Drinks", forced: true },
      { _tag: "v1.SplitChosen", split: { _tag: "Equal", people: 2 } },
      { _tag: "v1.AvailabilitySyncSeen", key: "t/v", updatedAt: 20, type: "unavailable", acted: true },
    ])
    expect(reduce(full, { _tag: "v1.VenueLoadStarted", qrCode: "other" })).toEqual({
      ...initialAppState,
      status: "loading",
      qrCode: "other",
      menuFilters: filters,
      connection: "Online",
      scrollRequestId: 1,
      availabilitySeen: { "t/v": 20 },
      lastTable: "other",
    })
  })
})

describe("a stored state read back", () => {
  const state = fold([...tableWithCart, { _tag: "v1.OrdersFetched", orders: [order("1", "Placed")] }])

  it("decodes to the state that was stored", () => {
    expect(decodeStoredState(JSON.stringify(state))).toEqual(Result.succeed(state))
  })

  it("is refused, with the reason, when it is not JSON or not a state of this version", () => {
    const notJson = decodeStoredState("{")
    expect(Result.isFailure(notJson) && notJson.failure).toMatch(/^not JSON/)
    // An older version's state, before the table-service slice: no `staff`.
    const olderShape = decodeStoredState(JSON.stringify(state, (key, value: unknown) => (key === "staff" ? undefined : value)))
    expect(Result.isFailure(olderShape) && olderShape.failure).toMatch(/staff/)
    const wrongType = decodeStoredState(JSON.stringify({ ...state, cart: "a cart" }))
    expect(Result.isFailure(wrongType) && wrongType.failure).toMatch(/cart/)
  })
})
