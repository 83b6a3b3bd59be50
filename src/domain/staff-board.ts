import type { OrderWithArea } from "../../schema/operator-api"
import type { StaffMove, StaffOrderState } from "../../schema/staff"

/**
 * The kitchen's board, as rules: which columns it has, how long an order has waited, when it is
 * late, and which move a tap makes. Pure: the clock is an argument.
 */

/** The board's columns: the venue's open states (placed, accepted, preparing, ready, served), in their order. */
export const boardColumns = (states: ReadonlyArray<StaffOrderState>): ReadonlyArray<StaffOrderState> =>
  states.filter((state) => !state.isEnd).toSorted((a, b) => a.position - b.position)

/**
 * The move one tap makes: the first of the state's moves into an open state (Accept, Start
 * preparing, Mark ready, Serve), else its first move (Pay from Served); null when it has none.
 * The others (Cancel) are offered beside it, never on the main tap.
 */
export const mainMove = (state: StaffOrderState, states: ReadonlyArray<StaffOrderState>): StaffMove | null => {
  const open = new Set(states.filter((candidate) => !candidate.isEnd).map((candidate) => candidate.id))
  return state.moves.find((move) => open.has(move.toStateId)) ?? state.moves[0] ?? null
}

/** Whole minutes since `since`, never below 0 (a tablet's clock may run behind the server's). */
export const minutesSince = (since: number, now: number): number => Math.max(0, Math.floor((now - since) / 60_000))

/** How long an order or a request has waited, in whole minutes, as staff read it: "just now", "4 min", "1 h 5 min". */
export const waitedText = (minutes: number): string => {
  if (minutes < 1) return "just now"
  if (minutes < 60) return `${minutes} min`
  const rest = minutes % 60
  return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`
}

/**
 * An order is late once it has waited the venue's late-after minutes, until it is served (the
 * board's last open column): what has reached the table no longer waits for the kitchen.
 */
export const isLate = (waitedMinutes: number, lateAfterMinutes: number, served: boolean): boolean =>
  !served && waitedMinutes >= lateAfterMinutes

/** The open orders of each column, oldest first (the kitchen works in the order they came). */
export const ordersByColumn = (
  orders: Iterable<OrderWithArea>,
  columns: ReadonlyArray<StaffOrderState>,
): ReadonlyMap<string, ReadonlyArray<OrderWithArea>> => {
  const byState = new Map<string, OrderWithArea[]>(columns.map((column) => [column.id, []]))
  for (const order of orders) byState.get(order.order.orderState.id)?.push(order)
  for (const list of byState.values()) list.sort((a, b) => a.order.createdAt - b.order.createdAt)
  return byState
}
