import { Result } from "effect"
import { describe, expect, it } from "vitest"
import type { DomainEvent } from "../../schema/events"
import { nextToastChange, TOAST_MS, toastsShownAt } from "../../src/domain/state/toasts"
import { fold } from "../../src/domain/app-state"
import { decodeStoredState } from "../../src/domain/state-schema"

const toastAt = (shownAt: number): DomainEvent => ({
  _tag: "v2.ToastShown",
  kind: "info",
  text: { id: "toast.orderSent", values: { number: shownAt } },
  shownAt,
})

/** The toasts and the screen are in the fold, so a replayed step shows the ones of its moment. */
describe("toasts and the screen, from the log", () => {
  it("keeps the 3 latest toasts, numbered in the order shown", () => {
    const state = fold([1000, 2000, 3000, 4000].map((at) => toastAt(at)))
    expect(state.toasts.map((toast) => [toast.number, toast.shownAt])).toEqual([
      [1, 2000],
      [2, 3000],
      [3, 4000],
    ])
    expect(state.toastCount).toBe(4)
  })

  it("shows a toast for 4000 ms from when it was shown, and says when the next one leaves", () => {
    const { toasts } = fold([toastAt(1000), toastAt(3000)])
    expect(toastsShownAt(toasts, 1000).map((toast) => toast.shownAt)).toEqual([1000, 3000])
    expect(toastsShownAt(toasts, 1000 + TOAST_MS).map((toast) => toast.shownAt)).toEqual([3000])
    expect(toastsShownAt(toasts, 3000 + TOAST_MS)).toEqual([])
    expect(nextToastChange(toasts, 1500)).toBe(1000 + TOAST_MS)
    expect(nextToastChange(toasts, 1000 + TOAST_MS)).toBe(3000 + TOAST_MS)
    expect(nextToastChange(toasts, 3000 + TOAST_MS)).toBeNull()
  })

  it("keeps the screen last shown, and a snapshot with toasts and a screen decodes", () => {
    const added: DomainEvent = {
      _tag: "v2.ToastShown",
      kind: "success",
      text: { id: "toast.added", values: { quantity: 2, dishId: "item-tea" } },
      shownAt: 5,
    }
    const state = fold([{ _tag: "v1.ScreenShown", path: "/venue/cart" }, added])
    expect(state.screen).toBe("/venue/cart")
    const decoded = decodeStoredState(JSON.stringify(state))
    expect(Result.isSuccess(decoded) ? decoded.success : decoded.failure).toEqual(state)
  })

  it("shows an older log's toasts: its catalogue text when it kept one, else the English sentence it kept", () => {
    const older: DomainEvent[] = [
      {
        _tag: "v1.ToastShown",
        kind: "success",
        message: "2 × Tea added to your cart.",
        text: { id: "toast.added", values: { quantity: 2, dish: "Tea", dishId: "item-tea" } },
        shownAt: 5,
      },
      { _tag: "v1.ToastShown", kind: "error", message: "Soup is not available right now.", shownAt: 6 },
    ]
    expect(fold(older).toasts.map((toast) => toast.text)).toEqual([
      { id: "toast.added", values: { quantity: 2, dish: "Tea", dishId: "item-tea" } },
      "Soup is not available right now.",
    ])
  })
})
