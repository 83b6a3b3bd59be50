import { Schema } from "effect"
import { cartOfChange, PendingChange, type DomainEvent } from "../../../schema/events"
import { LineKept, TableCart } from "../../../schema/table-cart"
import { ShownText } from "./shown-text"
import { startsNewTable } from "./venue"

/**
 * What the diner's last join did with the lines of their own cart: how many moved into the
 * table's cart, and those that stayed in the own cart, with why (null: nothing to say: no join
 * yet, the own cart was empty, or the table's cart was sent since).
 */
export const TableCartMove = Schema.Struct({
  moved: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)),
  kept: Schema.Array(LineKept),
})
export type TableCartMove = typeof TableCartMove.Type

/**
 * The table-cart slice ("Order together"): the table's shared cart as the server last answered
 * it to this diner (null: not joined), the diner's own changes waiting for a connection, the
 * join or send on its way (its button says so), why the last join, change or send was refused,
 * and what the join did with the own cart's lines. An answer older than the cart on screen (a
 * slower read that crossed a live change) never replaces it: versions only go up.
 */
export const TableCartSlice = Schema.Struct({
  tableCart: Schema.NullOr(TableCart),
  /** The diner's own table-cart changes waiting for a connection, oldest first. */
  tableCartPending: Schema.Array(PendingChange),
  tableCartNotice: Schema.NullOr(ShownText),
  /** A join or send on its way, until its answer. */
  tableCartBusy: Schema.NullOr(Schema.Literals(["join", "send"])),
  tableCartMove: Schema.NullOr(TableCartMove),
})
export type TableCartSlice = typeof TableCartSlice.Type

export const initialTableCartSlice: TableCartSlice = {
  tableCart: null,
  tableCartPending: [],
  tableCartNotice: null,
  tableCartBusy: null,
  tableCartMove: null,
}

export const reduceTableCart = (
  state: TableCartSlice & { readonly qrCode: string | null },
  event: DomainEvent,
): Partial<TableCartSlice> | undefined => {
  switch (event._tag) {
    case "v1.VenueLoadStarted":
      return startsNewTable(state, event) ? initialTableCartSlice : undefined
    case "v1.VenueCleared":
      return initialTableCartSlice
    case "v1.TableCartReplaced":
      return newer(state.tableCart, event.cart)
        ? { tableCart: event.cart, tableCartNotice: null, tableCartBusy: null }
        : { tableCartBusy: null }
    case "v1.TableCartJoined": {
      const { cart, moved, kept } = event.joined
      const move = moved.length === 0 && kept.length === 0 ? null : { moved: moved.length, kept }
      return newer(state.tableCart, cart)
        ? { tableCart: cart, tableCartNotice: null, tableCartBusy: null, tableCartMove: move }
        : { tableCartBusy: null, tableCartMove: move }
    }
    case "v1.TableCartSent":
      return newer(state.tableCart, event.sent.cart)
        ? { tableCart: event.sent.cart, tableCartNotice: null, tableCartBusy: null, tableCartMove: null }
        : { tableCartBusy: null, tableCartMove: null }
    case "v1.TableCartRequestStarted":
      return { tableCartBusy: event.request }
    case "v2.CartChangeQueued":
      return cartOfChange(event.change) === "table" ? { tableCartPending: [...state.tableCartPending, event.change] } : undefined
    case "v1.TableCartChangeQueued": {
      // An older log's change, in the one shape: named as the call that sends it.
      const { change } = event
      const named: PendingChange = change._tag === "add" ? { ...change, _tag: "tableCartAdd" } : { ...change, _tag: "tableCartUpdate" }
      return { tableCartPending: [...state.tableCartPending, named] }
    }
    case "v1.CartChangeSettled":
    case "v1.TableCartChangeSettled":
      return { tableCartPending: state.tableCartPending.filter((change) => change.intentId !== event.intentId) }
    case "v2.TableCartRefused":
      return { tableCartNotice: event.text, tableCartBusy: null }
    case "v1.TableCartRefused":
      return { tableCartNotice: event.reason, tableCartBusy: null }
    default:
      return undefined
  }
}

const newer = (current: TableCart | null, next: TableCart): boolean => current === null || next.version >= current.version
