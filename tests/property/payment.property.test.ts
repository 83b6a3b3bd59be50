import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Order } from "../../schema/order"
import type { PaySplit, TipChoice } from "../../schema/payment"
import { paymentAmounts, standingOf, type Counted } from "../../src/domain/payment"
import { tableBill, type TableBill } from "../../src/domain/split-bill"
import { arbitraryOf } from "../support/arbitrary"

/**
 * The amounts of payments at the table (src/domain/payment.ts), for bills made of orders drawn
 * from the wire schema and any sequence of payments a table's diners may try: paid plus left is
 * always the bill plus the tips, left never below zero nor above the bill, a share never more
 * than was left, a dish paid once; and racing payments of one share, in any order, make one.
 */

const TIP_PERCENTS = [0, 5, 10]
const bills = fc
  .array(arbitraryOf(Order, { maxArray: 4 }), { minLength: 1, maxLength: 4 })
  .map(tableBill)
  .filter((bill) => bill.total > 0)

const tips: fc.Arbitrary<TipChoice> = fc.oneof(
  fc.constantFrom(...TIP_PERCENTS, 7, 15).map((percent): TipChoice => ({ _tag: "Percent", percent })),
  fc.integer({ min: 0, max: 1_000_000 }).map((amount): TipChoice => ({ _tag: "Amount", amount })),
)

const splitsOf = (bill: TableBill): fc.Arbitrary<PaySplit> =>
  fc.oneof(
    fc.constant<PaySplit>({ _tag: "WholeBill" }),
    fc.integer({ min: 2, max: 50 }).map((people): PaySplit => ({ _tag: "EqualShare", people })),
    fc.integer({ min: 1, max: bill.total + 10 }).map((amount): PaySplit => ({ _tag: "Amount", amount })),
    bill.lines.length === 0
      ? fc.constant<PaySplit>({ _tag: "WholeBill" })
      : fc
          .uniqueArray(fc.constantFrom(...bill.lines.map((line) => line.key)), { minLength: 1, maxLength: bill.lines.length })
          .map((lineKeys): PaySplit => ({ _tag: "Dishes", lineKeys })),
  )

const attempts = bills.chain((bill) =>
  fc.tuple(fc.constant(bill), fc.array(fc.tuple(splitsOf(bill), tips), { minLength: 1, maxLength: 12 })),
)

describe("the amounts of payments at the table", () => {
  it("keep paid + left = bill + tips after any sequence of payments, never below zero and never over", () => {
    fc.assert(
      fc.property(attempts, ([bill, tries]) => {
        const counted: Counted[] = []
        for (const [split, tip] of tries) {
          const before = standingOf(bill, counted).left
          const amounts = paymentAmounts(bill, counted, split, tip, TIP_PERCENTS)
          if (amounts._tag === "Amounts") {
            expect(amounts.share.total).toBeGreaterThanOrEqual(1)
            expect(amounts.share.total).toBeLessThanOrEqual(before)
            expect(amounts.share.subtotal + amounts.share.serviceCharge).toBe(amounts.share.total)
            expect(amounts.total).toBe(amounts.share.total + amounts.tip)
            expect(amounts.tip).toBeLessThanOrEqual(amounts.share.total)
            expect(amounts.leftAfter).toBe(before - amounts.share.total)
            const paidLines = new Set(counted.flatMap((payment) => payment.lineKeys))
            for (const line of amounts.lines) expect(paidLines.has(line.key)).toBe(false)
            counted.push({ share: amounts.share.total, tip: amounts.tip, lineKeys: amounts.lines.map((line) => line.key) })
          } else if (amounts.reason._tag === "NothingLeft") {
            expect(before === 0 || split._tag === "Dishes" || split._tag === "EqualShare").toBe(true)
          }
          const standing = standingOf(bill, counted)
          expect(standing.paid + standing.left).toBe(bill.total + standing.tips)
          expect(standing.left).toBeGreaterThanOrEqual(0)
          expect(standing.left).toBeLessThanOrEqual(bill.total)
        }
      }),
    )
  })

  it("charges the whole bill exactly once it is all paid, whatever the parts", () => {
    fc.assert(
      fc.property(attempts, ([bill, tries]) => {
        const counted: Counted[] = []
        for (const [split, tip] of [...tries, [{ _tag: "WholeBill" }, { _tag: "Amount", amount: 0 }] as const]) {
          const amounts = paymentAmounts(bill, counted, split, tip, TIP_PERCENTS)
          if (amounts._tag === "Amounts")
            counted.push({ share: amounts.share.total, tip: amounts.tip, lineKeys: amounts.lines.map((line) => line.key) })
        }
        expect(counted.reduce((sum, payment) => sum + payment.share, 0)).toBe(bill.total)
        expect(standingOf(bill, counted).left).toBe(0)
      }),
    )
  })

  it("makes one payment of one share for any interleaving of racing payments, keyed or not", async () => {
    // Racers pay the same share (the same dishes, or the whole bill when those dishes are all of
    // it), some repeating another's Idempotency-Key. As on the server, each takes the table's
    // lock, reads what is paid, computes by the rule and commits; a key already used answers its
    // payment. The scheduler draws the order in which they reach the lock.
    const racers = fc.array(fc.tuple(fc.constantFrom("dishes", "whole"), fc.option(fc.constantFrom("k1", "k2", "k3"))), {
      minLength: 2,
      maxLength: 8,
    })
    await fc.assert(
      // A bill whose dishes cost something (its service charge is a part of them).
      fc.asyncProperty(
        bills.filter((bill) => bill.subtotal > 0),
        racers,
        fc.scheduler(),
        async (bill, racing, s) => {
          const keys = bill.lines.map((line) => line.key)
          const counted: Counted[] = []
          const byKey = new Map<string, number>()
          let lock: Promise<void> = Promise.resolve()
          const race = async ([kind, key]: readonly [string, string | null]) => {
            const split: PaySplit = kind === "dishes" ? { _tag: "Dishes", lineKeys: keys } : { _tag: "WholeBill" }
            await s.schedule(Promise.resolve(), `${kind} ${key ?? "unkeyed"}`)
            const turn = lock
            let release: () => void = () => undefined
            lock = new Promise<void>((resolve) => {
              release = resolve
            })
            await turn
            try {
              const known = key === null ? undefined : byKey.get(key)
              if (known !== undefined) return known
              const amounts = paymentAmounts(bill, counted, split, { _tag: "Percent", percent: 10 }, TIP_PERCENTS)
              if (amounts._tag === "Refused") return amounts.reason._tag
              counted.push({ share: amounts.share.total, tip: amounts.tip, lineKeys: amounts.lines.map((line) => line.key) })
              if (key !== null) byKey.set(key, counted.length - 1)
              return counted.length - 1
            } finally {
              release()
            }
          }
          const answers = Promise.all(racing.map(race))
          await s.waitAll()
          const outcomes = await answers
          expect(counted).toHaveLength(1)
          expect(counted[0]?.share).toBe(bill.total)
          for (const outcome of outcomes) expect([0, "LinePaid", "NothingLeft"]).toContain(outcome)
        },
      ),
    )
  })

  it("list on the receipt the dishes paid: a whole bill's every dish no one paid by dish before, a share's or an amount's none", () => {
    fc.assert(
      fc.property(attempts, ([bill, tries]) => {
        const counted: Counted[] = []
        for (const [split, tip] of tries) {
          const paidLines = new Set(counted.flatMap((payment) => payment.lineKeys))
          const amounts = paymentAmounts(bill, counted, split, tip, TIP_PERCENTS)
          if (amounts._tag !== "Amounts") continue
          const listed = amounts.dishes.map((line) => line.key)
          if (split._tag === "WholeBill")
            expect(listed).toEqual(bill.lines.filter((line) => !paidLines.has(line.key)).map((line) => line.key))
          else expect(listed).toEqual(amounts.lines.map((line) => line.key))
          // Only a "Dishes" payment claims its lines: a whole bill's listed dishes stay unclaimed.
          if (split._tag !== "Dishes") expect(amounts.lines).toEqual([])
          counted.push({ share: amounts.share.total, tip: amounts.tip, lineKeys: amounts.lines.map((line) => line.key) })
        }
      }),
    )
  })
})
