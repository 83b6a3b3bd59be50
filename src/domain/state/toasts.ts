import { Schema } from "effect"
import { ToastKind, type DomainEvent } from "../../../schema/events"
import { ShownText } from "./shown-text"

/** How long a toast shows, and how many show at once (spec sections 8 and 9). */
export const TOAST_MS = 4000
export const TOASTS_SHOWN = 3

/** A toast as the screens show it: numbered in the order shown, so each is shown once. */
export const Toast = Schema.Struct({ number: Schema.Number, kind: ToastKind, text: ShownText, shownAt: Schema.Number })
export type Toast = typeof Toast.Type

/**
 * The toasts slice: the latest toasts (at most the 3 that can show at once) and how many were
 * shown in all. Which of them show is a matter of time (`toastsShownAt`), so a replayed step
 * shows the toasts of its moment. Kept across tables: a toast outlives a move to another one.
 */
export const ToastsSlice = Schema.Struct({ toasts: Schema.Array(Toast), toastCount: Schema.Number })
export type ToastsSlice = typeof ToastsSlice.Type

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
