import { NotOperator, OperatorLimited } from "../../schema/errors"
import { Failure } from "../failure"
import type { Queryable } from "../storage/db"
import { countOperatorFailure, operatorFailuresOf, type OperatorFailures } from "../storage/operator-failures-repo"

/** Wrong operator keys a network may send in one window; beyond them its wrong keys answer 429. */
export const OPERATOR_FAILURES_PER_WINDOW = 10
export const OPERATOR_FAILURE_WINDOW_MS = 10 * 60_000

/**
 * Guessing the operator key, counted per network (an IPv4 address, an IPv6 /64) in the
 * database, so every instance agrees. Each wrong key counts at once, in one atomic statement;
 * a network's wrong keys beyond OPERATOR_FAILURES_PER_WINDOW answer 429 with Retry-After
 * instead of 401, so a client that reads its answers stops.
 *
 * The right key is always admitted and never counted: the venue's network is shared by diners
 * and staff, and a burst of wrong keys from a diner's phone must not lock the staff out. That
 * makes every answer a verdict on its key, so what makes guessing hopeless is the key itself:
 * at least 32 characters (server/operator-key.ts), beyond any number of tries.
 *
 * Resolves to the headers that name the allowance (see allowanceHeaders); a wrong key is
 * refused with them.
 */
export const guardOperatorKey = async (
  db: Queryable,
  network: string,
  keyIsRight: boolean,
  now: number,
): Promise<Readonly<Record<string, string>>> => {
  const since = now - OPERATOR_FAILURE_WINDOW_MS
  if (keyIsRight) return allowanceHeaders(await operatorFailuresOf(db, network, since), now)
  const counted = await countOperatorFailure(db, network, now, since)
  const headers = allowanceHeaders(counted, now)
  if (counted.failures > OPERATOR_FAILURES_PER_WINDOW) {
    const seconds = secondsLeft(counted, now)
    throw new Failure(
      {
        _tag: OperatorLimited.tag,
        message: `Too many wrong operator keys from this network: wrong keys are refused for ${minutes(seconds)}. The right key is still taken.`,
        field: "x-operator-key",
      },
      { ...headers, "retry-after": String(seconds) },
    )
  }
  throw new Failure({ _tag: NotOperator.tag, message: "Operator calls need the venue's operator key.", field: "x-operator-key" }, headers)
}

/**
 * The allowance of wrong keys as the IETF draft "RateLimit header fields for HTTP" names it
 * (draft-ietf-httpapi-ratelimit-headers-06): the allowance, what is left of it, the seconds
 * until it is whole again (0: it is whole) and the policy (`10;w=600`: 10 per 600 seconds).
 */
const allowanceHeaders = (current: OperatorFailures | null, now: number): Readonly<Record<string, string>> => {
  const failures = current?.failures ?? 0
  return {
    "ratelimit-limit": String(OPERATOR_FAILURES_PER_WINDOW),
    "ratelimit-remaining": String(Math.max(0, OPERATOR_FAILURES_PER_WINDOW - failures)),
    "ratelimit-reset": String(current === null ? 0 : secondsLeft(current, now)),
    "ratelimit-policy": `${OPERATOR_FAILURES_PER_WINDOW};w=${OPERATOR_FAILURE_WINDOW_MS / 1000}`,
  }
}

/** Seconds until the window of these failures ends, at least 1. */
const secondsLeft = (current: OperatorFailures, now: number): number =>
  Math.max(1, Math.ceil((current.windowStart + OPERATOR_FAILURE_WINDOW_MS - now) / 1000))

const minutes = (seconds: number): string => {
  const count = Math.ceil(seconds / 60)
  return `${count} minute${count === 1 ? "" : "s"}`
}
