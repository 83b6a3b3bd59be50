import { describe, expect, it } from "vitest"
import { formatMoney } from "../../src/domain/money"

describe("formatMoney", () => {
  it("shows the label, a no-break space and two decimals", () => {
    expect(formatMoney(125050, "Rs.")).toBe("Rs.\u00a01250.50")
    expect(formatMoney(5, "Rs.")).toBe("Rs.\u00a00.05")
    expect(formatMoney(0, "LKR")).toBe("LKR\u00a00.00")
  })

  it("falls back to 'Rs.' when the tenant has no currency label", () => {
    expect(formatMoney(1000, null)).toBe("Rs.\u00a010.00")
    expect(formatMoney(1000, "  ")).toBe("Rs.\u00a010.00")
    expect(formatMoney(1000)).toBe("Rs.\u00a010.00")
  })

  it("shows '-' for a missing amount", () => {
    expect(formatMoney(null)).toBe("-")
    expect(formatMoney(undefined)).toBe("-")
    expect(formatMoney(Number.NaN)).toBe("-")
  })
})
