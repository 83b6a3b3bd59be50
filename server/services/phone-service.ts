import { createHash, randomInt, timingSafeEqual } from "node:crypto"
import { CodeExpired, CodeNotSent, CodeWrong, TooManyTries } from "../../schema/errors"
import { fail } from "../failure"
import type { PhoneSendAnswer, PhoneVerifyAnswer } from "../../schema/phone"
import { PHONE_VERIFIED_CLAIM, type IdentityProvider } from "../auth/identity"
import type { Queryable, Transactional } from "../storage/db"
import { networkOf } from "./client-network"
import type { Diner } from "./diner"
import { claimSend, SEND_LIMITS } from "./phone-limits"

/**
 * Phone verification by SMS code. A code is 6 digits, kept only as a hash, valid 5 minutes,
 * with at most 5 wrong tries. How many codes may be sent (per phone, per network, per user) is
 * phone-limits.ts. Codes and numbers never reach the log; the SMS itself goes to the outbox
 * (local) or a provider (production).
 */
export const PHONE_LIMITS = {
  codeTtlSeconds: 5 * 60,
  maxWrongTries: 5,
  ...SEND_LIMITS,
} as const

/** Where SMS go: the local outbox, or a provider in production. Runs inside the send's transaction. */
export interface SmsSender {
  send(tx: Queryable, phoneNumber: string, body: string): Promise<void>
}

export interface PhoneDeps {
  readonly db: Transactional
  readonly identity: IdentityProvider
  readonly sms: SmsSender
  readonly now: () => number
}

export const sendCode = async (deps: PhoneDeps, diner: Diner, phoneNumber: string, clientAddress: string): Promise<PhoneSendAnswer> => {
  const now = deps.now()
  await deps.db.transaction(async (tx) => {
    await claimSend(tx, { uid: diner.identity.uid, phoneNumber, network: networkOf(clientAddress), now })
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0")
    await tx.query(
      `insert into phone_codes (uid, phone_number, code_hash, expires_at, wrong_tries) values ($1, $2, $3, $4, 0)
       on conflict (uid) do update set phone_number = excluded.phone_number, code_hash = excluded.code_hash, expires_at = excluded.expires_at, wrong_tries = 0`,
      [diner.identity.uid, phoneNumber, hashCode(diner.identity.uid, phoneNumber, code), new Date(now + PHONE_LIMITS.codeTtlSeconds * 1000)],
    )
    await deps.sms.send(tx, phoneNumber, `${code} is your ${diner.serviceArea.venueName} verification code. It expires in 5 minutes.`)
  })
  return { success: true, resendAfterSeconds: PHONE_LIMITS.resendAfterSeconds, expiresInSeconds: PHONE_LIMITS.codeTtlSeconds }
}

export const verifyCode = async (deps: PhoneDeps, diner: Diner, code: string): Promise<PhoneVerifyAnswer> => {
  const now = deps.now()
  const phoneNumber = await deps.db.transaction(async (tx) => {
    const [pending] = await tx.query<{ phone_number: string; code_hash: string; expires_at: Date | string; wrong_tries: number }>(
      "select phone_number, code_hash, expires_at, wrong_tries from phone_codes where uid = $1 for update",
      [diner.identity.uid],
    )
    if (pending === undefined) throw fail(CodeNotSent, "No code was sent to you. Ask for a code first.")
    if (new Date(pending.expires_at).getTime() <= now) throw fail(CodeExpired, "This code has expired. Ask for a new one.")
    if (pending.wrong_tries >= PHONE_LIMITS.maxWrongTries) throw fail(TooManyTries, "Too many wrong codes. Ask for a new one.")
    if (!sameHash(pending.code_hash, hashCode(diner.identity.uid, pending.phone_number, code.trim()))) {
      await tx.query("update phone_codes set wrong_tries = wrong_tries + 1 where uid = $1", [diner.identity.uid])
      const left = PHONE_LIMITS.maxWrongTries - pending.wrong_tries - 1
      return { wrong: left }
    }
    await tx.query("delete from phone_codes where uid = $1", [diner.identity.uid])
    await tx.query(
      `insert into users (uid, phone_number, phone_verified) values ($1, $2, true)
       on conflict (uid) do update set phone_number = excluded.phone_number, phone_verified = true`,
      [diner.identity.uid, pending.phone_number],
    )
    return { verified: pending.phone_number }
  })
  // A wrong try must be counted, so it commits before the refusal is thrown.
  if ("wrong" in phoneNumber) {
    throw fail(CodeWrong, phoneNumber.wrong > 0 ? `That code is not right. ${phoneNumber.wrong} ${phoneNumber.wrong === 1 ? "try" : "tries"} left.` : "That code is not right. Ask for a new one.", "code")
  }
  await deps.identity.mergeClaims(diner.identity.uid, { [PHONE_VERIFIED_CLAIM]: true })
  return { success: true, phoneNumber: phoneNumber.verified }
}

const hashCode = (uid: string, phoneNumber: string, code: string): string => createHash("sha256").update(`${uid}:${phoneNumber}:${code}`).digest("hex")

const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
