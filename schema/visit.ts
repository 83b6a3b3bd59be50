import { Schema } from "effect"
import { Id } from "./ids"

/**
 * A table's visit: it begins with the table's first diner and ends when the table is settled.
 * A diner belongs to the visit they joined and reads its bill, table cart, payments and live
 * feed only; once it has ended, "start a new order" (or a new scan) joins the table's current one.
 */
export const Visit = Schema.Struct({
  id: Id,
  /** Settled: its bill is paid or closed, and the diner's next order starts a new visit. */
  ended: Schema.Boolean,
})
export type Visit = typeof Visit.Type
