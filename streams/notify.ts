/**
 * A toast: its English text, and the message it is in the app's catalogues (src/ui/i18n), so
 * the screens can say it in the diner's language. A dish is named by its id (`dishId`), so its
 * name can be said in that language too.
 */
export type Notify = (kind: "success" | "info" | "warning" | "error", message: string, text?: NoticeText) => void

export interface NoticeText {
  readonly id: "toast.added" | "toast.saved" | "toast.offline" | "toast.waiting" | "toast.orderSent" | "toast.unavailable" | "toast.rollback"
  readonly values?: Readonly<Record<string, string | number>>
}
