import { createHash } from "node:crypto"
import { SendLimited } from "../../schema/errors"
import { fail } from "../failure"
import type { Queryable } from "../storage/db"
import { lastSendToPhone, lockForTransaction, recordSend, sendsSince } from "../storage/phone-sends-repo"

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
    await lockForTransaction(tx, key)
  }
  const { now } = request
  const lastForPhone = await lastSendToPhone(tx, request.phoneNumber)
  const waited = lastForPhone === null ? Infinity : (now - lastForPhone) / 1000
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
  await recordSend(tx, request.phoneNumber, request.network, request.uid, now)
}

/** Each key as a 64-bit advisory-lock id (the first 8 bytes of its SHA-256), in ascending order. */
const lockKeys = (keys: ReadonlyArray<string>): ReadonlyArray<string> =>
  [...new Set(keys.map((key) => createHash("sha256").update(key).digest().readBigInt64BE(0)))]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map(String)
