import type { NoticeText, ToastKind } from "../schema/events"

/**
 * A toast: its kind and its message in the app's catalogues (src/ui/i18n), so the screens say it
 * in the diner's language (a dish named by its id, `dishId`, so its name can be said in that
 * language too). The composition root logs it as a `v2.ToastShown`, and the screens show it
 * from the state.
 */
export type Notify = (kind: ToastKind, text: NoticeText) => void
