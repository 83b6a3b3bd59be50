import type { ToastKind, ToastText } from "../schema/events"

/**
 * A toast: its kind, its English text, and the message it is in the app's catalogues
 * (src/ui/i18n), so the screens can say it in the diner's language (a dish named by its id,
 * `dishId`, so its name can be said in that language too). The composition root logs it as a
 * `v1.ToastShown`, and the screens show it from the state.
 */
export type Notify = (kind: ToastKind, message: string, text?: NoticeText) => void

export type NoticeText = ToastText
