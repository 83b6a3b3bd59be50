import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Cart, CartLine } from "../../schema/cart"
import type { DomainEvent } from "../../schema/events"
import { LineKept, TableCart, TableCartLine } from "../../schema/table-cart"
import { fold } from "../../src/domain/app-state"
import { cartButton, cartTotals, shownCart } from "../../src/domain/cart"
import { summaryOf } from "../../src/domain/pricing"
import { arbitraryOf } from "../support/arbitrary"

/**
 * The table's cart's totals ("Order together"): priced by the one rule of every cart
 * (src/domain/pricing.ts `summaryOf`, which the server prices the table's cart, the own cart and
 * an order by), whatever its lines, whoever added them and whatever moved in at a join; and, on
 * the client, the fold of any log of the carts' events shows a member one cart, the table's,
 * with its subtotal, service charge and total, and the own cart's lines that did not move beside it.
 */

const percents = fc.integer({ min: 0, max: 30 })
const tableLines = fc.array(arbitraryOf(TableCartLine, { maxArray: 2, maxString: 6 }), { maxLength: 8 })
const ownLines = fc.array(arbitraryOf(CartLine, { maxArray: 2, maxString: 6 }), { maxLength: 8 })

/** A table's cart as the server answers it: its summary by the rule, from its lines and the venue's percent. */
const pricedTableCarts = fc
  .tuple(arbitraryOf(TableCart, { maxArray: 3, maxString: 6 }), percents, fc.integer({ min: 0, max: 6 }))
  .map(([cart, percent, version]): TableCart => ({ ...cart, version, summery: summaryOf(cart.items, percent) }))
const ownCarts = fc.option(
  fc.tuple(arbitraryOf(Cart, { maxArray: 3, maxString: 6 }), percents).map(([cart, percent]): Cart => {
    const summery = summaryOf(cart.items, percent)
    return { ...cart, price: summery.subtotal, summery }
  }),
  { nil: null },
)

// Logs of both carts' events at two tables: joins (what moved, what stayed), reads, sends, the own cart replaced.
const cartEvents = fc.oneof(
  { weight: 3, arbitrary: pricedTableCarts.map((cart): DomainEvent => ({ _tag: "v1.TableCartReplaced", cart })) },
  {
    weight: 3,
    arbitrary: fc
      .record({
        cart: pricedTableCarts,
        moved: fc.array(fc.constantFrom("line-1", "line-2", "line-3"), { maxLength: 3 }),
        kept: fc.array(arbitraryOf(LineKept, { maxString: 6 }), { maxLength: 2 }),
        ownCart: ownCarts,
      })
      .map((joined): DomainEvent => ({ _tag: "v1.TableCartJoined", joined })),
  },
  { weight: 2, arbitrary: ownCarts.map((cart): DomainEvent => ({ _tag: "v1.CartReplaced", cart })) },
  { weight: 1, arbitrary: fc.constantFrom("table-1", "table-2").map((qrCode): DomainEvent => ({ _tag: "v1.VenueLoadStarted", qrCode })) },
)
const logs = fc.array(cartEvents, { maxLength: 25 })

describe("the table cart's totals (property)", () => {
  it("are the subtotal of its available lines, the service charge on it, and the two together, whoever added each line", () => {
    fc.assert(
      fc.property(tableLines, percents, (lines, percent) => {
        const summary = summaryOf(lines, percent)
        const subtotal = lines.reduce((sum, line) => sum + (line.available ? line.price : 0), 0)
        expect(summary).toEqual({
          subtotal,
          serviceCharge: Math.round((subtotal * percent) / 100),
          finalPrice: subtotal + Math.round((subtotal * percent) / 100),
        })
        // Who added a line changes no price: the same lines in the diner's own cart come to the same.
        expect(
          summaryOf(
            lines.map(({ addedBy: _adder, ...line }) => line),
            percent,
          ),
        ).toEqual(summary)
      }),
    )
  })

  it("after a join, add the moved lines' subtotal to the table's, in any order, the service charge off by at most a rounding", () => {
    fc.assert(
      fc.property(tableLines, ownLines, percents, fc.boolean(), (table, moved, percent, reverse) => {
        const joined = [...table, ...moved.map((line) => ({ ...line, addedBy: { yours: true, name: null } }))]
        const after = summaryOf(reverse ? [...joined].reverse() : joined, percent)
        const before = summaryOf(table, percent)
        const own = summaryOf(moved, percent)
        expect(after.subtotal).toBe(before.subtotal + own.subtotal)
        expect(after.finalPrice).toBe(after.subtotal + after.serviceCharge)
        expect(Math.abs(after.serviceCharge - (before.serviceCharge + own.serviceCharge))).toBeLessThanOrEqual(1)
      }),
    )
  })

  it("shows a member one cart, the table's newest, with its totals, and the own cart's lines that stayed beside it; the View Cart button its count and total", () => {
    fc.assert(
      fc.property(logs, (log) => {
        // The model: the newest table's cart seen at this table (versions only go up), and the own cart last answered.
        let qrCode: string | null = null
        let table: TableCart | null = null
        let own: Cart | null = null
        for (const event of log) {
          if (event._tag === "v1.VenueLoadStarted" && event.qrCode !== qrCode) [table, own, qrCode] = [null, null, event.qrCode]
          const cart = event._tag === "v1.TableCartReplaced" ? event.cart : event._tag === "v1.TableCartJoined" ? event.joined.cart : null
          if (cart !== null && (table === null || cart.version >= table.version)) table = cart
          if (event._tag === "v1.CartReplaced") own = event.cart
          if (event._tag === "v1.TableCartJoined") own = event.joined.ownCart
        }
        const state = fold(log)
        const shown = shownCart(state)
        if (table === null) {
          expect(shown).toEqual({ kind: "own", cart: own, totals: own === null ? null : cartTotals(own) })
          return
        }
        expect(shown.kind).toBe("table")
        if (shown.kind !== "table") return
        expect(shown.cart).toEqual(table)
        expect(shown.totals).toEqual({
          subtotal: table.summery.subtotal,
          serviceCharge: table.summery.serviceCharge,
          total: table.summery.finalPrice,
        })
        expect(shown.totals.total).toBe(shown.totals.subtotal + shown.totals.serviceCharge)
        expect(shown.notMoved).toEqual(own?.items ?? [])
        expect(cartButton(state)).toEqual({
          count: table.items.reduce((sum, line) => sum + line.quantity, 0),
          price: table.summery.finalPrice,
          serviceChargeIncluded: true,
        })
      }),
    )
  })
})
