import type { DomainEvent } from "../../../schema/events"
import type { Toast, ToastsSlice } from "../state-schema"

export type { Toast, ToastsSlice }

/** How long a toast shows, and how many show at once (spec sections 8 and 9). */
export const TOAST_MS = 4000
export const TOASTS_SHOWN = 3

export const initialToastsSlice: ToastsSlice = { toasts: [], toastCount: 0 }

export const reduceToasts = (state: ToastsSlice, event: DomainEvent): Partial<ToastsSlice> | undefined => {
  if (event._tag !== "v2.ToastShown" && event._tag !== "v1.ToastShown") return undefined
  // An older log's toast: its catalogue text when it had one, else the English it kept.
  const text = event._tag === "v2.ToastShown" ? event.text : (event.text ?? event.message)
  const toast: Toast = { number: state.toastCount, kind: event.kind, text, shownAt: event.shownAt }
  return { toasts: [...state.toasts, toast].slice(-TOASTS_SHOWN), toastCount: state.toastCount + 1 }
}

/**
 * The toasts on screen at `now` (epoch ms): each for 4000 ms from when it was shown. One shown
 * after `now` (a clock read a moment before it came) is on screen.
 */
export const toastsShownAt = (toasts: ReadonlyArray<Toast>, now: number): ReadonlyArray<Toast> =>
  toasts.filter((toast) => now < toast.shownAt + TOAST_MS)

/** When the toasts on screen change next by time alone (one leaves), or null if none will. */
export const nextToastChange = (toasts: ReadonlyArray<Toast>, now: number): number | null => {
  const ends = toasts.map((toast) => toast.shownAt + TOAST_MS).filter((end) => end > now)
  return ends.length === 0 ? null : Math.min(...ends)
}
