import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Money } from "../../schema/money"
import { Order } from "../../schema/order"
import { SplitChoice, SplitPeople } from "../../schema/split"
import {
  allocate,
  lineParts,
  MAX_PEOPLE,
  splitBill,
  tableBill,
  type Share,
  type SplitResult,
  type TableBill,
} from "../../src/domain/split-bill"
import { arbitraryOf } from "../support/arbitrary"

/**
 * The split of a table's bill, for bills made of orders drawn from the wire schema and splits
 * drawn from the split schema: exact sums, each line once, no negative share, deterministic
 * remainders, a proportional service charge, and refusals with a reason.
 */
const bills = fc.array(arbitraryOf(Order, { maxArray: 4 }), { maxLength: 4 }).map(tableBill)
const people = arbitraryOf(SplitPeople).filter((count) => count >= 1)

/** A by-dishes choice where every line of the bill is claimed by 1..people people. */
const claimedBy = (bill: TableBill, count: number) =>
  fc
    .tuple(...bill.lines.map(() => fc.uniqueArray(fc.integer({ min: 0, max: count - 1 }), { minLength: 1, maxLength: count })))
    .map((claims) => ({
      _tag: "ByDishes" as const,
      people: count,
      claims: Object.fromEntries(bill.lines.map((line, index) => [line.key, claims[index] ?? []])),
    }))

const validSplits = bills.chain((bill) =>
  fc.tuple(
    fc.constant(bill),
    people.chain((count) =>
      fc.oneof(
        fc.constant<SplitChoice>({ _tag: "Equal", people: count }),
        bill.lines.length === 0 ? fc.constant<SplitChoice>({ _tag: "Equal", people: count }) : claimedBy(bill, count),
        fc
          .integer({ min: 0, max: bill.total })
          .map((amount): SplitChoice => ({ _tag: "CustomAmount", people: Math.max(2, count), amount })),
      ),
    ),
  ),
)

const sharesOf = (result: SplitResult): ReadonlyArray<Share> => {
  if (result._tag === "Refused") throw new Error(`refused: ${JSON.stringify(result.reason)}`)
  return result.shares
}
const sum = (values: ReadonlyArray<number>) => values.reduce((total, value) => total + value, 0)

describe("split the bill (property)", () => {
  it("adds up to the bill exactly, with no negative or fractional share, one share per person", () => {
    fc.assert(
      fc.property(validSplits, ([bill, choice]) => {
        const shares = sharesOf(splitBill(bill, choice))
        expect(shares).toHaveLength(choice.people)
        expect(sum(shares.map((share) => share.total))).toBe(bill.total)
        expect(sum(shares.map((share) => share.subtotal))).toBe(bill.subtotal)
        expect(sum(shares.map((share) => share.serviceCharge))).toBe(bill.serviceCharge)
        for (const share of shares) {
          for (const amount of [share.subtotal, share.serviceCharge, share.total]) {
            expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true)
          }
          expect(share.total).toBe(share.subtotal + share.serviceCharge)
        }
      }),
    )
  })

  it("gives the same shares for the same bill and choice, whatever order the claims were made in", () => {
    fc.assert(
      fc.property(validSplits, ([bill, choice]) => {
        const shuffled: SplitChoice =
          choice._tag === "ByDishes"
            ? {
                ...choice,
                claims: Object.fromEntries(
                  Object.entries(choice.claims)
                    .reverse()
                    .map(([key, who]) => [key, [...who].reverse()]),
                ),
              }
            : choice
        expect(splitBill(bill, shuffled)).toEqual(splitBill(bill, choice))
      }),
    )
  })

  it("lets the service charge follow each share in proportion (within one minor unit)", () => {
    fc.assert(
      fc.property(validSplits, ([bill, choice]) => {
        const shares = sharesOf(splitBill(bill, choice))
        // The weights are the subtotals, or the totals when one person pays an amount.
        const weights = shares.map((share) => (choice._tag === "CustomAmount" ? share.total : share.subtotal))
        const weightSum = sum(weights)
        if (weightSum === 0) return
        shares.forEach((share, index) =>
          expect(Math.abs(share.serviceCharge - (bill.serviceCharge * (weights[index] ?? 0)) / weightSum)).toBeLessThan(1),
        )
      }),
    )
  })

  it("splits equally: shares differ by at most one minor unit, the earlier people taking the remainder", () => {
    fc.assert(
      fc.property(bills, people, (bill, count) => {
        const subtotals = sharesOf(splitBill(bill, { _tag: "Equal", people: count })).map((share) => share.subtotal)
        expect(Math.max(...subtotals) - Math.min(...subtotals)).toBeLessThanOrEqual(1)
        expect([...subtotals].sort((a, b) => b - a)).toEqual(subtotals)
      }),
    )
  })

  it("by dishes: counts every line once, only to its claimers, each claimer's part within a unit of the others", () => {
    fc.assert(
      fc.property(
        bills.filter((bill) => bill.lines.length > 0),
        people,
        (bill, count) =>
          fc.assert(
            fc.property(claimedBy(bill, count), (choice) => {
              const shares = sharesOf(splitBill(bill, choice))
              const fromLines = new Array<number>(count).fill(0)
              for (const line of bill.lines) {
                const parts = lineParts(line, choice.claims[line.key] ?? [])
                expect(sum(parts.map((part) => part.amount))).toBe(line.amount)
                expect(parts.map((part) => part.person).sort()).toEqual([...new Set(choice.claims[line.key])].sort())
                const amounts = parts.map((part) => part.amount)
                expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1)
                for (const part of parts) fromLines[part.person] = (fromLines[part.person] ?? 0) + part.amount
              }
              expect(shares.map((share) => share.subtotal)).toEqual(fromLines)
            }),
            { numRuns: 5 },
          ),
      ),
      { numRuns: 40 },
    )
  })

  it("one pays an amount: that person's total is the amount, the others divide the rest", () => {
    fc.assert(
      fc.property(bills, people, fc.nat(), (bill, count, pick) => {
        const amount = bill.total === 0 ? 0 : pick % (bill.total + 1)
        const shares = sharesOf(splitBill(bill, { _tag: "CustomAmount", people: Math.max(2, count), amount }))
        expect(shares[0]?.total).toBe(amount)
        const others = shares.slice(1).map((share) => share.total)
        expect(Math.max(...others) - Math.min(...others)).toBeLessThanOrEqual(1)
      }),
    )
  })

  it("refuses bad input with a typed reason and its numbers: fewer than 1 person, an amount above the bill, an unclaimed line", () => {
    fc.assert(
      fc.property(bills, arbitraryOf(SplitChoice), fc.integer({ min: -1000, max: 0 }), (bill, choice, none) => {
        const result = splitBill(bill, { ...choice, people: none })
        expect(result).toEqual({ _tag: "Refused", reason: { _tag: "TooFewPeople", least: 1 } })
      }),
    )
    fc.assert(
      fc.property(bills, arbitraryOf(SplitChoice), fc.integer({ min: MAX_PEOPLE + 1, max: 100_000 }), (bill, choice, many) => {
        expect(splitBill(bill, { ...choice, people: many })).toEqual({
          _tag: "Refused",
          reason: { _tag: "TooManyPeople", most: MAX_PEOPLE },
        })
      }),
    )
    fc.assert(
      fc.property(bills, arbitraryOf(Money), (bill, amount) => {
        expect(splitBill(bill, { _tag: "CustomAmount", people: 1, amount })).toEqual({
          _tag: "Refused",
          reason: { _tag: "PayerNeedsOthers", least: 2 },
        })
      }),
    )
    fc.assert(
      fc.property(
        bills,
        people,
        arbitraryOf(Money).filter((extra) => extra > 0),
        (bill, count, extra) => {
          expect(splitBill(bill, { _tag: "CustomAmount", people: Math.max(2, count), amount: bill.total + extra })).toEqual({
            _tag: "Refused",
            reason: { _tag: "AmountAboveBill", amount: bill.total + extra, total: bill.total },
          })
        },
      ),
    )
    fc.assert(
      fc.property(
        bills.filter((bill) => bill.lines.length > 0),
        people,
        (bill, count) => {
          const [first] = bill.lines
          const claims = Object.fromEntries(bill.lines.slice(1).map((line) => [line.key, [0]]))
          expect(splitBill(bill, { _tag: "ByDishes", people: count, claims })).toEqual({
            _tag: "Refused",
            reason: { _tag: "LineUnclaimed", line: first },
          })
        },
      ),
    )
  })

  it("allocates any amount exactly, in proportion, ties to the earlier weight", () => {
    fc.assert(
      fc.property(arbitraryOf(Money), fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 20 }), (amount, weights) => {
        const parts = allocate(amount, weights)
        expect(sum(parts)).toBe(amount)
        const weightSum = sum(weights)
        parts.forEach((part, index) =>
          expect(
            Math.abs(part - (amount * (weightSum === 0 ? 1 : (weights[index] ?? 0))) / (weightSum === 0 ? weights.length : weightSum)),
          ).toBeLessThan(1),
        )
      }),
    )
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33])
  })
})
