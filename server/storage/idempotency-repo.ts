import type { Queryable } from "./db"

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
 * Claims (user, key) for this call and body inside the caller's transaction: null when it is
 * new. On PostgreSQL a twin request holding the same key waits here until the first one
 * commits (then reads it) or rolls back (then claims it itself).
 */
export const claimKey = async (tx: Queryable, uid: string, key: string, call: string, bodyHash: string): Promise<UsedKey | null> => {
  const claimed = await tx.query("insert into idempotency_keys (uid, key, call, body_hash) values ($1, $2, $3, $4) on conflict do nothing returning key", [uid, key, call, bodyHash])
  if (claimed.length > 0) return null
  const [row] = await tx.query<{ call: string; body_hash: string; answer: unknown; order_id: string | null }>(
    "select call, body_hash, answer, order_id from idempotency_keys where uid = $1 and key = $2",
    [uid, key],
  )
  if (row === undefined) throw new Error("an idempotency key vanished between its claim and its read")
  return { call: row.call, bodyHash: row.body_hash, answer: row.answer, orderId: row.order_id }
}

/** Keeps the answer of a claimed key, in the same transaction as the change it answers. */
export const storeAnswer = async (tx: Queryable, uid: string, key: string, answer: unknown): Promise<void> => {
  await tx.query("update idempotency_keys set status = 200, answer = $3::jsonb where uid = $1 and key = $2", [uid, key, JSON.stringify(answer)])
}

/** Forgets keys older than this: a request repeated after that is a new one. */
export const pruneKeys = async (db: Queryable, before: Date): Promise<void> => {
  await db.query("delete from idempotency_keys where created_at < $1", [before])
}
