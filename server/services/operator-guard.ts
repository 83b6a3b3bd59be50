import { OperatorLimited } from "../../schema/errors"
import { Failure } from "../failure"
import type { Queryable } from "../storage/db"
import { countOperatorFailure, operatorFailuresOf } from "../storage/operator-failures-repo"

/** Wrong operator keys a network may send in one window; the next call of any kind is refused (429). */
export const OPERATOR_FAILURES_PER_WINDOW = 10
export const OPERATOR_FAILURE_WINDOW_MS = 10 * 60_000

/**
 * Guessing the operator key, counted per network (an IPv4 address, an IPv6 /64) in the
 * database, so every instance refuses the same guesser. Each wrong key counts at once, in one
 * atomic statement; once a network has sent OPERATOR_FAILURES_PER_WINDOW of them, every
 * operator call from it is refused until the window ends, the right key too, or a guess could
 * still tell the right key by its answer. The right key below the limit costs one read.
 */
export const guardOperatorKey = async (db: Queryable, network: string, keyIsRight: boolean, now: number): Promise<"admitted" | "wrong"> => {
  const since = now - OPERATOR_FAILURE_WINDOW_MS
  if (keyIsRight) {
    const current = await operatorFailuresOf(db, network, since)
    if (current !== null && current.failures >= OPERATOR_FAILURES_PER_WINDOW) throw limited(current.windowStart, now)
    return "admitted"
  }
  const counted = await countOperatorFailure(db, network, now, since)
  if (counted.failures > OPERATOR_FAILURES_PER_WINDOW) throw limited(counted.windowStart, now)
  return "wrong"
}

const limited = (windowStart: number, now: number): Failure => {
  const seconds = Math.max(1, Math.ceil((windowStart + OPERATOR_FAILURE_WINDOW_MS - now) / 1000))
  return new Failure(
    {
      _tag: OperatorLimited.tag,
      message: `Too many wrong operator keys from this network. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""}.`,
      field: "x-operator-key",
    },
    { "retry-after": String(seconds) },
  )
}
