import type { Queryable } from "./db"

/**
 * Whose a key is: one user at one table (service area) of one tenant. The same key from the
 * same user at another table or tenant is another key, a new request there.
 */
export interface KeyScope {
  readonly uid: string
  readonly tenantId: string
  readonly serviceAreaId: string
}

/** A key already used: what it was used for, and what it was answered. */
export interface UsedKey {
  readonly call: string
  /** "" for keys kept from before bodies were recorded (cart intents, older submits). */
  readonly bodyHash: string
  /** The answer as encoded on the wire; null for keys kept from before answers were stored. */
  readonly answer: unknown
  /** The order an older submit made (its answer was not stored then). */
  readonly orderId: string | null
}

/**
 * Keeps (user, tenant, table, key) for this call and body with its answer, inside the transaction of the
 * change it answers, in one statement; false: the key is already used, and this transaction's
 * change must be undone. On PostgreSQL a twin request holding the same key waits here until
 * the first one commits (then finds it used) or rolls back (then keeps its own).
 */
export const keepAnswer = async (
  tx: Queryable,
  scope: KeyScope,
  key: string,
  call: string,
  bodyHash: string,
  answer: unknown,
): Promise<boolean> => {
  const kept = await tx.query(
    "insert into idempotency_keys (uid, tenant_id, service_area_id, key, call, body_hash, status, answer) values ($1, $2, $3, $4, $5, $6, 200, $7::jsonb) on conflict do nothing returning key",
    [scope.uid, scope.tenantId, scope.serviceAreaId, key, call, bodyHash, JSON.stringify(answer)],
  )
  return kept.length > 0
}

/** What (user, tenant, table, key) was used for; null: it is unused there. */
export const findUsedKey = async (db: Queryable, scope: KeyScope, key: string): Promise<UsedKey | null> => {
  const [row] = await db.query<{ call: string; body_hash: string; answer: unknown; order_id: string | null }>(
    "select call, body_hash, answer, order_id from idempotency_keys where uid = $1 and tenant_id = $2 and service_area_id = $3 and key = $4",
    [scope.uid, scope.tenantId, scope.serviceAreaId, key],
  )
  return row === undefined ? null : { call: row.call, bodyHash: row.body_hash, answer: row.answer, orderId: row.order_id }
}

/** Forgets keys older than this: a request repeated after that is a new one. */
export const pruneKeys = async (db: Queryable, before: Date): Promise<void> => {
  await db.query("delete from idempotency_keys where created_at < $1", [before])
}
