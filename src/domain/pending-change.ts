import type { PendingChange } from "../../schema/events"

/** The cart whose queue a waiting change is in, by its name: the diner's own, or the table's. */
export const cartOfChange = (change: PendingChange): "own" | "table" =>
  change._tag === "cartAdd" || change._tag === "cartUpdate" ? "own" : "table"
