import { describe, expect, it } from "vitest"
import { cartLine, currencyOf, dishVariant, drawerDish, tableScope, variantChoice } from "../../src/domain/queries"
import { cart, cartLine as line, menuOf, venueAnswer } from "../support/fixtures"
import { menuItem, variant, variantChoice as choiceOf } from "../support/menu-fixtures"

/** The named derived reads (src/domain/queries.ts) that screens and commands share. */
describe("the queries", () => {
  const sized = menuItem("Kottu", "Mains", 0, {
    variants: [variant(), variant({ id: "v2", choices: [choiceOf("size", { options: [["small", 0]] })] })],
  })
  const items = [...menuOf("Tea").items, sized]

  it("find the dish and variant open in the drawer, and nothing once it is closed or gone from the menu", () => {
    const drawer = { isOpen: true, itemId: "item-Kottu", variantId: "v2" }
    expect(drawerDish(items, drawer)?.variant.id).toBe("v2")
    expect(drawerDish(items, drawer)?.item.name).toBe("Kottu")
    expect(drawerDish(items, { ...drawer, isOpen: false })).toBeNull()
    expect(drawerDish(items, { ...drawer, variantId: "v9" })).toBeNull()
    expect(drawerDish(menuOf("Tea").items, drawer)).toBeNull()
    expect(dishVariant(items, "item-Tea", "v1")?.item.name).toBe("Tea")
  })

  it("find a variant's choice, a cart line, the currency and the live feeds' scope", () => {
    expect(variantChoice(sized.variants[1]?.choices ?? [], "size")?.id).toBe("vc-size")
    expect(variantChoice(sized.variants[1]?.choices ?? [], "colour")).toBeUndefined()
    expect(cartLine({ cart: cart({ items: [line("l1", "Tea", 100)] }) }, "l1")?.name).toBe("Tea")
    expect(cartLine({ cart: null }, "l1")).toBeUndefined()
    const answer = venueAnswer()
    expect(currencyOf({ tenant: answer.tenant })).toBe("Rs.")
    expect(currencyOf({ tenant: null })).toBeNull()
    expect(tableScope({ ...answer, visit: null })).toEqual({
      tenantId: "tenant-t",
      venueId: "venue-lotus",
      serviceAreaId: "area-1",
      visitId: null,
    })
    expect(tableScope({ ...answer, visit: { id: "visit-2", ended: false } })).toMatchObject({ visitId: "visit-2" })
    expect(tableScope({ venue: answer.venue, selectedServiceArea: null, visit: null })).toBeNull()
  })
})
