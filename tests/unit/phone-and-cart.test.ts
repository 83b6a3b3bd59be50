import { describe, expect, it } from "vitest"
import type { Cart } from "../../schema/cart"
import { cartButton, cartButtonPrice, cartItemCount } from "../../src/domain/cart"
import { formatPhone, isOtpSubmittable, isPhoneSubmittable, otpInput, phoneDigits } from "../../src/domain/phone"

describe("phone number", () => {
  it("keeps digits only, at most 10, grouped 4-3-3", () => {
    expect(phoneDigits("077-123 45678")).toBe("0771234567")
    expect(formatPhone("0771234567")).toBe("0771 234 567")
    expect(formatPhone("07712")).toBe("0771 2")
    expect(formatPhone("")).toBe("")
  })

  it("may be sent only as exactly 10 digits starting with 0", () => {
    expect(isPhoneSubmittable("0771234567")).toBe(true)
    expect(isPhoneSubmittable("7712345678")).toBe(false)
    expect(isPhoneSubmittable("077123456")).toBe(false)
  })
})

describe("verification code", () => {
  it("keeps at most 6 characters and must not be blank", () => {
    expect(otpInput("1234567")).toBe("123456")
    expect(isOtpSubmittable("123456")).toBe(true)
    expect(isOtpSubmittable("   ")).toBe(false)
    expect(isOtpSubmittable("")).toBe(false)
  })
})

describe("View Cart button", () => {
  const line = {
    id: "l",
    itemId: "i",
    variantId: "v",
    name: "n",
    variantName: "Standard",
    selectedChoices: {},
    choiceSummary: [],
    unitPrice: 100,
    price: 100,
    available: true,
  }
  const cart: Cart = {
    id: "c",
    items: [
      { ...line, quantity: 2 },
      { ...line, id: "l2", quantity: 3 },
    ],
    price: 500,
    summery: { subtotal: 500, serviceCharge: 50, finalPrice: 550 },
  }

  it("shows the summary's final price, else the cart price", () => {
    expect(cartButtonPrice(cart)).toBe(550)
    expect(cartButtonPrice({ ...cart, summery: null })).toBe(500)
    expect(cartButtonPrice(null)).toBeNull()
  })

  it("counts quantities for the badge", () => {
    expect(cartItemCount(cart)).toBe(5)
    expect(cartItemCount(null)).toBe(0)
  })

  it("says whether its total holds the service charge: the server's summary does; a cart's price alone, or with adds waiting, does not", () => {
    const waitingAdd = {
      _tag: "cartAdd",
      intentId: "add-1",
      payload: { id: "i", selectedChoices: {}, quantity: 1 },
      text: { id: "cart.pendingQuantity", values: { quantity: 1, dish: "n", dishId: "i" } },
    } as const
    const button = (own: Cart, pendingCart: ReadonlyArray<typeof waitingAdd>) =>
      cartButton({ cart: own, pendingCart, tableCart: null, tableCartPending: [], menu: null })
    expect(button(cart, [])).toEqual({ count: 5, price: 550, serviceChargeIncluded: true })
    expect(button({ ...cart, summery: null }, [])).toEqual({ count: 5, price: 500, serviceChargeIncluded: false })
    expect(button(cart, [waitingAdd]).serviceChargeIncluded).toBe(false)
  })
})
