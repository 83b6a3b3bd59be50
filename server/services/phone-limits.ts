import { createHash } from "node:crypto"
import { SendLimited } from "../../schema/errors"
import { fail } from "../failure"
import type { Queryable } from "../storage/db"

/**
 * How many codes may be sent, so that the SMS budget cannot be drained nor a phone flooded:
 * one per phone per 30 s; 10 per network (an IPv4 address, an IPv6 /64) per 10 minutes; and
 * 5 per user per hour. The user's budget is below the network's, so one guest on a venue's
 * Wi-Fi cannot use up the codes of everyone else there, and a user rotating addresses gains
 * nothing.
 */
export const SEND_LIMITS = {
  resendAfterSeconds: 30,
  sendsPerNetwork: 10,
  networkWindowSeconds: 10 * 60,
  sendsPerUser: 5,
  userWindowSeconds: 60 * 60,
} as const

export interface SendRequest {
  readonly uid: string
  readonly phoneNumber: string
  /** From networkOf(the client's address). */
  readonly network: string
  readonly now: number
}

/**
 * Checks the limits and records the send, inside the send's transaction, or refuses (429).
 * Exact under concurrency: the phone, the network and the user are each locked (a transaction
 * advisory lock) before they are counted, so a racing send of the same phone, network or
 * user waits until this one commits and then counts it. The locks are taken in one global
 * order, so two sends never wait on each other.
 */
export const claimSend = async (tx: Queryable, request: SendRequest): Promise<void> => {
  for (const key of lockKeys([`phone:${request.phoneNumber}`, `network:${request.network}`, `user:${request.uid}`])) {
    await tx.query("select pg_advisory_xact_lock($1::bigint)", [key])
  }
  const { now } = request
  const [lastForPhone] = await tx.query<{ sent_at: Date | string }>("select sent_at from phone_sends where phone_number = $1 order by sent_at desc limit 1", [request.phoneNumber])
  const waited = lastForPhone === undefined ? Infinity : (now - new Date(lastForPhone.sent_at).getTime()) / 1000
  if (waited < SEND_LIMITS.resendAfterSeconds) {
    throw fail(SendLimited, `Please wait ${Math.ceil(SEND_LIMITS.resendAfterSeconds - waited)} seconds before asking for another code.`)
  }
  const byUser = await sendsSince(tx, "uid", request.uid, now - SEND_LIMITS.userWindowSeconds * 1000)
  if (byUser.count >= SEND_LIMITS.sendsPerUser) {
    const minutes = Math.max(1, Math.ceil((byUser.oldest + SEND_LIMITS.userWindowSeconds * 1000 - now) / 60_000))
    throw fail(SendLimited, `You have asked for too many codes. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`)
  }
  const byNetwork = await sendsSince(tx, "network", request.network, now - SEND_LIMITS.networkWindowSeconds * 1000)
  if (byNetwork.count >= SEND_LIMITS.sendsPerNetwork) {
    throw fail(SendLimited, "Too many codes were asked for from this network. Please try again in a few minutes.")
  }
  await tx.query("insert into phone_sends (phone_number, network, uid, sent_at) values ($1, $2, $3, $4)", [request.phoneNumber, request.network, request.uid, new Date(now)])
}

const sendsSince = async (tx: Queryable, column: "uid" | "network", value: string, since: number): Promise<{ count: number; oldest: number }> => {
  const [row] = await tx.query<{ count: string | number; oldest: Date | string | null }>(`select count(*) as count, min(sent_at) as oldest from phone_sends where ${column} = $1 and sent_at > $2`, [value, new Date(since)])
  return { count: Number(row?.count ?? 0), oldest: row?.oldest === null || row?.oldest === undefined ? since : new Date(row.oldest).getTime() }
}

/** Each key as a 64-bit advisory-lock id (the first 8 bytes of its SHA-256), in ascending order. */
const lockKeys = (keys: ReadonlyArray<string>): ReadonlyArray<string> =>
  [...new Set(keys.map((key) => createHash("sha256").update(key).digest().readBigInt64BE(0)))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String)
