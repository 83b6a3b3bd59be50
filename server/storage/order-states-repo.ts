import type { OrderState, OrderTransition } from "../../schema/order"
import type { Queryable } from "./db"

/** A tenant's order states and the moves configured between them. */

export const listOrderStates = async (db: Queryable, tenantId: string): Promise<ReadonlyArray<OrderState>> =>
  (
    await db.query<{ id: string; name: string; color: string; is_end: boolean; position: number }>(
      "select id, name, color, is_end, position from order_states where tenant_id = $1 order by position",
      [tenantId],
    )
  ).map((row) => ({ id: row.id, name: row.name, color: row.color, isEnd: row.is_end, position: row.position }))

export const listOrderTransitions = async (db: Queryable, tenantId: string): Promise<ReadonlyArray<OrderTransition>> =>
  (
    await db.query<{ id: string; name: string; from_state_id: string; to_state_id: string }>(
      "select id, name, from_state_id, to_state_id from order_transitions where tenant_id = $1 order by id",
      [tenantId],
    )
  ).map((row) => ({ id: row.id, name: row.name, fromStateId: row.from_state_id, toStateId: row.to_state_id }))

/** The state a new order starts in: the tenant's first; null: none configured. */
export const findFirstOrderStateId = async (db: Queryable, tenantId: string): Promise<string | null> => {
  const [first] = await db.query<{ id: string }>("select id from order_states where tenant_id = $1 order by position limit 1", [tenantId])
  return first?.id ?? null
}

export interface Move {
  readonly toStateId: string
  /** The target state's position and name. */
  readonly position: number
  readonly name: string
}

/** The moves configured out of a state, by the target's position. */
export const listMovesFrom = async (db: Queryable, fromStateId: string): Promise<ReadonlyArray<Move>> =>
  (
    await db.query<{ to_state_id: string; position: number; name: string }>(
      "select t.to_state_id, s.position, s.name from order_transitions t join order_states s on s.id = t.to_state_id where t.from_state_id = $1 order by s.position",
      [fromStateId],
    )
  ).map((row) => ({ toStateId: row.to_state_id, position: row.position, name: row.name }))
