import type { CurrentEvent, NoticeText, PendingChange, ToastKind } from "../schema/events"

/**
 * What a change of a cart that must wait makes: it waits in the log (shown pending, kept across a
 * reload, sent in order by the cart's lane: streams/sources/cart-lane.ts), and an add closes the
 * dish's drawer. The page's store (src/app/log-store.ts) makes the same for a change asked before
 * the lane is there. Without Effect's code: the page's first taps need none.
 */
export const waitingChangeEvents = (change: PendingChange): ReadonlyArray<CurrentEvent> => [
  { _tag: "v2.CartChangeQueued", change },
  ...(change._tag === "cartAdd" ? [{ _tag: "v1.DrawerClosed" } as const] : []),
]

/**
 * What an add of the own cart that went out, or waits, tells the diner: added, unless it waits
 * for the connection to come back (saved on the phone until then). One waiting only for the
 * sign-in, or for the app's code, is on its way.
 */
export const addToast = (
  { text }: PendingChange,
  outcome: "sent" | "queued",
  offline: boolean,
): { readonly kind: ToastKind; readonly text: NoticeText } =>
  outcome === "queued" && offline
    ? { kind: "info", text: { id: "toast.saved", values: text.values } }
    : { kind: "success", text: { id: "toast.added", values: text.values } }
