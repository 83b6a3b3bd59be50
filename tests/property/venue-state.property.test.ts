import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Cart } from "../../schema/cart"
import { DomainEvent, PendingChange } from "../../schema/events"
import { cartItemCount } from "../../src/domain/cart"
import { fold } from "../../src/domain/app-state"
import { arbitraryOf } from "../support/arbitrary"

// Logs drawn from the event catalogue itself: every kind of event, in any order.
const logs = fc.array(arbitraryOf(DomainEvent, { maxArray: 3, maxString: 6 }), { maxLength: 40 })
const carts = fc.option(arbitraryOf(Cart, { maxArray: 3, maxString: 6 }), { nil: null })

// Logs of changes of both carts queued and settled at two tables, the settled ids mostly ones queued before.
const intentIds = fc.constantFrom("key-0000000001", "key-0000000002", "key-0000000003", "key-0000000004")
const queued = fc
  .tuple(arbitraryOf(PendingChange, { maxArray: 2, maxString: 4 }), intentIds)
  .map(([change, intentId]): DomainEvent => ({ _tag: "v2.CartChangeQueued", change: { ...change, intentId } }))
const cartLogs = fc.array(
  fc.oneof(
    { weight: 4, arbitrary: queued },
    {
      weight: 3,
      arbitrary: fc
        .tuple(intentIds, fc.constantFrom("sent" as const, "refused" as const))
        .map(([intentId, outcome]): DomainEvent => ({ _tag: "v1.CartChangeSettled", intentId, outcome })),
    },
    { weight: 1, arbitrary: fc.constantFrom("table-1", "table-2").map((qrCode): DomainEvent => ({ _tag: "v1.VenueLoadStarted", qrCode })) },
    { weight: 1, arbitrary: carts.map((cart): DomainEvent => ({ _tag: "v1.CartReplaced", cart })) },
  ),
  { maxLength: 30 },
)

describe("the venue state fold (property)", () => {
  it("shows exactly the server's cart after a CartReplaced, whatever came before, and counts its lines' quantities", () => {
    fc.assert(
      fc.property(logs, carts, (log, cart) => {
        const state = fold([...log, { _tag: "v1.CartReplaced", cart }])
        expect(state.cart).toEqual(cart)
        expect(cartItemCount(state.cart)).toBe((cart?.items ?? []).reduce((count, line) => count + line.quantity, 0))
      }),
      { numRuns: 100 },
    )
  })

  it("keeps as pending exactly the queued cart changes not yet settled, in the order they were queued, each in its cart's queue", () => {
    fc.assert(
      fc.property(cartLogs, (log) => {
        // The model: a list of the queued changes, each leaving it once settled; a new table starts it empty.
        let table: string | null = null
        let pending: PendingChange[] = []
        for (const event of log) {
          if (event._tag === "v1.VenueLoadStarted" && event.qrCode !== table) pending = []
          if (event._tag === "v1.VenueLoadStarted") table = event.qrCode
          if (event._tag === "v2.CartChangeQueued") pending = [...pending, event.change]
          if (event._tag === "v1.CartChangeSettled") pending = pending.filter((change) => change.intentId !== event.intentId)
        }
        const own = (change: PendingChange) => change._tag === "cartAdd" || change._tag === "cartUpdate"
        expect(fold(log).pendingCart).toEqual(pending.filter(own))
        expect(fold(log).tableCartPending).toEqual(pending.filter((change) => !own(change)))
      }),
      { numRuns: 200 },
    )
  })

  it("folds a log whose waiting changes an older version wrote (v1, a shape per cart) to the state of the same log written today", () => {
    fc.assert(
      fc.property(cartLogs, (log) => {
        const older = log.map((event): DomainEvent => {
          if (event._tag !== "v2.CartChangeQueued") return event
          const { _tag, intentId, payload, text } = event.change
          const add = _tag === "cartAdd" || _tag === "tableCartAdd"
          if (_tag === "cartAdd" || _tag === "cartUpdate")
            return add
              ? { _tag: "v1.CartChangeQueued", change: { _tag: "add", payload: { ...event.change.payload, intentId }, text } }
              : { _tag: "v1.CartChangeQueued", change: { _tag: "update", payload: { ...payload, intentId }, text } }
          return add
            ? { _tag: "v1.TableCartChangeQueued", change: { _tag: "add", payload: event.change.payload, intentId, text } }
            : { _tag: "v1.TableCartChangeQueued", change: { _tag: "update", payload, intentId, text } }
        })
        // The table cart's settles as v1 wrote them, beside the own cart's.
        const settledTwice = older.flatMap((event): DomainEvent[] =>
          event._tag === "v1.CartChangeSettled" ? [event, { ...event, _tag: "v1.TableCartChangeSettled" }] : [event],
        )
        const { pendingCart, tableCartPending } = fold(log)
        expect(fold(settledTwice)).toMatchObject({ pendingCart, tableCartPending })
      }),
      { numRuns: 200 },
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
