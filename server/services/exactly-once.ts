import { createHash } from "node:crypto"
import { Schema } from "effect"
import { IdempotencyKeyReused } from "../../schema/errors"
import { fail } from "../failure"
import type { Queryable, Transactional } from "../storage/db"
import { claimKey, storeAnswer, type UsedKey } from "../storage/idempotency-repo"

/**
 * The one exactly-once rule of cart add, cart update and submit: each carries an
 * `Idempotency-Key`; the change and its answer are stored in one transaction with the key, so
 * the same key answers the same answer and never makes a second change, however often it is
 * repeated or raced. The same key with another call or another body is refused
 * (IdempotencyKeyReused). A refused request stores nothing: sent again, it is tried again. Keys
 * are forgotten after KEY_LIFETIME_MS.
 */

export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000

export interface Keyed {
  readonly uid: string
  /** Undefined for a caller inside the server (a benchmark): the change runs once, unkeyed. */
  readonly key: string | undefined
  /** The call's name in schema/api.ts. */
  readonly call: string
  /** The decoded body (null for none). */
  readonly body: unknown
}

export const exactlyOnce = async <A>(
  db: Transactional,
  keyed: Keyed,
  answer: Schema.Codec<A, unknown>,
  work: (tx: Queryable) => Promise<A>,
  /** The answer for a key kept from before answers were stored. */
  older: (used: UsedKey) => Promise<A>,
): Promise<A> => {
  const { key } = keyed
  if (key === undefined) return db.transaction(work)
  const bodyHash = createHash("sha256").update(`${keyed.call} ${JSON.stringify(keyed.body)}`).digest("base64url")
  const outcome = await db.transaction(async (tx): Promise<{ readonly fresh: A } | { readonly used: UsedKey }> => {
    const used = await claimKey(tx, keyed.uid, key, keyed.call, bodyHash)
    if (used !== null) return { used }
    const fresh = await work(tx)
    await storeAnswer(tx, keyed.uid, key, Schema.encodeSync(answer)(fresh))
    return { fresh }
  })
  if ("fresh" in outcome) return outcome.fresh
  const { used } = outcome
  // Kept from before bodies were recorded: `older` knows what such a key may be repeated for.
  if (used.bodyHash === "") return older(used)
  if (used.bodyHash !== bodyHash) throw keyReused()
  return Schema.decodeUnknownSync(answer)(used.answer)
}

export const keyReused = () => fail(IdempotencyKeyReused, "This Idempotency-Key was already used for a different request. Send a new change with a new key.", "Idempotency-Key")
