import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { LineAdder } from "../../schema/cart"
import { Order } from "../../schema/order"
import { splitBill, tableBill } from "../../src/domain/split-bill"
import { adderOf, startingByDishes } from "../../src/domain/table-cart"
import { arbitraryOf } from "../support/arbitrary"

/**
 * Where the "by dishes" split starts for orders sent together: for any bill whose lines say who
 * added them, one person per adder, each given exactly the lines they added, and the shares
 * add up to the bill's total exactly.
 */
const attributed = fc
  .array(fc.tuple(arbitraryOf(Order, { maxArray: 4 }), arbitraryOf(LineAdder), fc.array(arbitraryOf(LineAdder), { maxLength: 3 })), {
    minLength: 1,
    maxLength: 4,
  })
  .map((orders) =>
    orders.map(([order, first, rest]) => ({
      ...order,
      items: order.items.map((line, index) => ({ ...line, addedBy: [first, ...rest][index % (rest.length + 1)] ?? first })),
    })),
  )
  .map(tableBill)
  .filter((bill) => bill.lines.length > 0)

const sameAdder = (a: ReturnType<typeof adderOf>, b: ReturnType<typeof adderOf>) => JSON.stringify(a) === JSON.stringify(b)

describe("the by-dishes split of an order sent together", () => {
  it("starts with one person per adder holding exactly their lines, and the shares sum to the total", () => {
    fc.assert(
      fc.property(attributed, (bill) => {
        const start = startingByDishes(bill.lines)
        if (start === null) throw new Error("attributed lines gave no starting split")
        const result = splitBill(bill, { _tag: "ByDishes", people: start.people, claims: start.claims })
        if (result._tag === "Refused") throw new Error(`refused: ${JSON.stringify(result.reason)}`)
        expect(result.shares.reduce((sum, share) => sum + share.total, 0)).toBe(bill.total)
        start.adders.forEach((adder, person) => {
          const theirs = bill.lines.filter((line) => sameAdder(adderOf(line.line.addedBy), adder))
          expect(theirs.map((line) => start.claims[line.key])).toEqual(theirs.map(() => [person]))
          expect(result.shares[person]?.subtotal).toBe(theirs.reduce((sum, line) => sum + line.amount, 0))
        })
        expect(new Set(start.adders.map((adder) => JSON.stringify(adder))).size).toBe(start.people)
        expect(Object.keys(start.claims).sort()).toEqual(bill.lines.map((line) => line.key).sort())
      }),
    )
  })

  it("leaves a bill with no attributed line to start empty", () => {
    fc.assert(
      fc.property(fc.array(arbitraryOf(Order, { maxArray: 4 }), { maxLength: 4 }), (orders) => {
        const bill = tableBill(orders.map((order) => ({ ...order, items: order.items.map(({ addedBy: _dropped, ...line }) => line) })))
        expect(startingByDishes(bill.lines)).toBeNull()
      }),
    )
  })
})
