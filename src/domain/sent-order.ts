/**
 * The order a send just made, carried to the bill in the history entry's state (wouter's
 * `navigate(to, { state })`), so the bill shows it in view: the cart's "Place order" and the
 * table cart's send both land there.
 */
export const sentOrderState = (orderId: string): { readonly sentOrder: string } => ({ sentOrder: orderId })

/** The order id a history entry's state carries, if any. */
export const sentOrderOf = (state: unknown): string | null =>
  typeof state === "object" && state !== null && "sentOrder" in state && typeof state.sentOrder === "string" ? state.sentOrder : null
