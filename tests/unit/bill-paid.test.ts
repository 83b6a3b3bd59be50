import { describe, expect, it } from "vitest"
import type { PaymentSeen } from "../../schema/payment"
import { billPaid, countsAgainstBill, paidLineKeys } from "../../src/domain/bill-paid"

const seen = (status: PaymentSeen["status"], lineKeys: ReadonlyArray<string>): PaymentSeen => ({
  id: `pay-${status}`,
  payer: { name: "Ana" },
  status,
  share: 100,
  tip: 10,
  lineKeys,
  at: 0,
})

describe("the bill as paid so far", () => {
  it("adds up to the eye: total = paid + left, the tips apart (issue 48's bill: Rs. 3938.00, a tip of Rs. 300.30, Rs. 935.00 left)", () => {
    expect(billPaid({ billTotal: 393800, left: 93500, tips: 30030 })).toEqual({ total: 393800, paid: 300300, left: 93500, tips: 30030 })
  })

  it("never shows more left than the bill, nor a negative paid", () => {
    expect(billPaid({ billTotal: 1000, left: 1200, tips: 0 })).toEqual({ total: 1000, paid: 0, left: 1000, tips: 0 })
  })

  it("marks the lines of dishes payments that count: paid or held, not refunded or failed", () => {
    const keys = paidLineKeys([
      seen("Succeeded", ["o1/a"]),
      seen("NeedsConfirmation", ["o1/b"]),
      seen("Pending", ["o2/c"]),
      seen("Refunded", ["o2/d"]),
      seen("Failed", ["o2/e"]),
    ])
    expect([...keys].sort()).toEqual(["o1/a", "o1/b", "o2/c"])
  })

  it("lists every payment that counts against the bill, held ones too, so the payments add up to Paid", () => {
    const statuses = (["Succeeded", "NeedsConfirmation", "Pending", "Refunded", "Failed"] as const).filter((status) =>
      countsAgainstBill(seen(status, [])),
    )
    expect(statuses).toEqual(["Succeeded", "NeedsConfirmation", "Pending"])
  })
})
