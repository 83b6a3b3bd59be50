import { createHash } from "node:crypto"
import { Schema } from "effect"
import { IdempotencyKeyReused } from "../../schema/errors"
import { fail, Failure } from "../failure"
import type { LiveBus, LiveEvent } from "../live/live-bus"
import type { Announced } from "./announced"
import type { Queryable, Transactional } from "../storage/db"
import { findUsedKey, keepAnswer, type KeyScope, type UsedKey } from "../storage/idempotency-repo"
import type { Diner } from "./diner"

/**
 * The one exactly-once rule of cart add, cart update and submit: each carries an
 * `Idempotency-Key`; the change and its answer are stored in one transaction with the key, so
 * the same key answers the same answer and never makes a second change, however often it is
 * repeated or raced. The same key with another call or another body is refused
 * (IdempotencyKeyReused). A key is the user's at one table of one tenant: the same key at
 * another table or tenant is a new request there, never answered about the first. A refused request stores nothing: sent again, it is tried again. Keys
 * are forgotten after KEY_LIFETIME_MS.
 *
 * The key is kept with the answer, after the change, in one statement (not claimed before it
 * and answered after it, two): a new key, nearly every request, costs one round trip. A key
 * found used then undoes the change (the transaction rolls back) and answers what the key
 * answered; so does a change that fails when its key was used before, since the first answer
 * stands whatever the cart has become since.
 *
 * A cart add keeps the same rule inside its one statement (cart-add.ts, the `cart_add`
 * function of migration 14), sharing the digest and the used key's answer from here.
 */

export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000

export interface Keyed {
  /** The diner's user, tenant and table (keyedCall). */
  readonly scope: KeyScope
  /** Undefined for a caller inside the server (a benchmark): the change runs once, unkeyed. */
  readonly key: string | undefined
  /** The call's name in schema/api.ts. */
  readonly call: string
  /** The decoded body (null for none). */
  readonly body: unknown
}

export interface Outcome<A> {
  readonly answer: A
  /** Whether this request's own change was committed (false: the answer is an earlier one's). */
  readonly fresh: boolean
}

export const exactlyOnce = async <A>(
  db: Transactional,
  keyed: Keyed,
  answer: Schema.Codec<A, unknown>,
  work: (tx: Queryable) => Promise<A>,
  /** The answer for a key kept from before answers were stored; by default such a key is refused. */
  older: (used: UsedKey) => Promise<A> = refuseOlder,
): Promise<Outcome<A>> => {
  const { key, scope } = keyed
  if (key === undefined) return { answer: await db.transaction(work), fresh: true }
  const bodyHash = bodyHashOf(keyed)
  const answerOf = (used: UsedKey): Promise<A> => usedKeyAnswer(used, bodyHash, Schema.decodeUnknownSync(answer), older)
  try {
    return await db.transaction(async (tx) => {
      const fresh = await work(tx)
      if (!(await keepAnswer(tx, scope, key, keyed.call, bodyHash, Schema.encodeSync(answer)(fresh)))) throw new KeyUsed()
      return { answer: fresh, fresh: true }
    })
  } catch (error) {
    // The key was used (or, for a refusal, a first try of this repeated request succeeded):
    // the first answer stands. The key is read once.
    if (!(error instanceof KeyUsed || error instanceof Failure)) throw error
    const used = await findUsedKey(db, scope, key)
    if (used !== null) return { answer: await answerOf(used), fresh: false }
    if (error instanceof KeyUsed) throw new Error("an idempotency key was found used, then not found", { cause: error })
    throw error
  }
}

/** What a key's request is recognised by when it is repeated: its call and its body, digested. */
export const bodyHashOf = (keyed: Keyed): string =>
  createHash("sha256")
    .update(`${keyed.call} ${JSON.stringify(keyed.body)}`)
    .digest("base64url")

/**
 * What a used key answers a request with this body digest: the answer it kept (`decode`d), or
 * IdempotencyKeyReused for another call or body; `older` answers a key kept from before bodies
 * were recorded, knowing what such a key may be repeated for.
 */
export const usedKeyAnswer = async <A>(
  used: UsedKey,
  bodyHash: string,
  decode: (answer: unknown) => A | Promise<A>,
  older: (used: UsedKey) => Promise<A> = refuseOlder,
): Promise<A> => {
  if (used.bodyHash === "") return older(used)
  if (used.bodyHash !== bodyHash) throw keyReused()
  return decode(used.answer)
}

/**
 * exactlyOnce for a change pushed live: the events `work` records are announced after the
 * commit, and only when this request's change is the one committed, never for a repeated key
 * (its answer is an earlier request's, announced then) nor for a change undone because its key
 * was found used.
 */
export const exactlyOnceAnnounced = async <A>(
  db: Transactional,
  live: LiveBus,
  keyed: Keyed,
  answer: Schema.Codec<A, unknown>,
  work: (tx: Queryable) => Promise<Announced<A>>,
  older?: (used: UsedKey) => Promise<A>,
): Promise<A> => {
  let events: ReadonlyArray<LiveEvent> = []
  const outcome = await exactlyOnce(
    db,
    keyed,
    answer,
    async (tx) => {
      const done = await work(tx)
      events = done.events
      return done.answer
    },
    older,
  )
  if (outcome.fresh) for (const event of events) live.announce(event)
  return outcome.answer
}

/** A diner's call with its key, scoped to their user at their table of their tenant. */
export const keyedCall = (diner: Diner, call: string, body: unknown, key: string | undefined): Keyed => ({
  scope: { uid: diner.identity.uid, tenantId: diner.serviceArea.tenantId, serviceAreaId: diner.serviceArea.id },
  key,
  call,
  body,
})

export const keyReused = () =>
  fail(
    IdempotencyKeyReused,
    "This Idempotency-Key was already used for a different request. Send a new change with a new key.",
    "Idempotency-Key",
  )

const refuseOlder = (): Promise<never> => Promise.reject(keyReused())

/** Thrown inside the transaction to undo a change whose key turned out to be used already. */
class KeyUsed extends Error {}
