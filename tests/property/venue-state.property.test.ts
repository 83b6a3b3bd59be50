import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { DomainEvent } from "../../schema/events"
import { fold } from "../../src/domain/app-state"
import { arbitraryOf } from "../support/arbitrary"

// Logs drawn from the event catalogue itself: every kind of event, in any order.
const logs = fc.array(arbitraryOf(DomainEvent, { maxArray: 3, maxString: 6 }), { maxLength: 40 })

describe("the venue state fold (property)", () => {
  it("gives the same state when the same log is folded twice", () => {
    fc.assert(
      fc.property(logs, (log) => {
        expect(fold(log)).toEqual(fold(log))
      }),
      { numRuns: 100 },
    )
  })

  it("gives the same state from a snapshot plus the rest as from the whole log", () => {
    fc.assert(
      fc.property(logs, fc.nat(), (log, cut) => {
        const at = cut % (log.length + 1)
        const snapshot = structuredClone(fold(log.slice(0, at)))
        expect(fold(log.slice(at), snapshot)).toEqual(fold(log))
      }),
      { numRuns: 100 },
    )
  })

  it("never lets the drawer quantity fall below 1, nor the scroll request go down", () => {
    fc.assert(
      fc.property(logs, (log) => {
        let previous = fold([])
        for (let i = 1; i <= log.length; i++) {
          const state = fold(log.slice(0, i))
          expect(state.drawer.quantity).toBeGreaterThanOrEqual(1)
          expect(state.scrollRequestId).toBeGreaterThanOrEqual(previous.scrollRequestId)
          previous = state
        }
      }),
      { numRuns: 50 },
    )
  })
})
