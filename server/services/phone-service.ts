import { createHash, randomInt, timingSafeEqual } from "node:crypto"
import { CodeExpired, CodeNotSent, CodeWrong, TooManyTries } from "../../schema/errors"
import { fail } from "../failure"
import type { PhoneSendAnswer, PhoneVerifyAnswer } from "../../schema/phone"
import { PHONE_VERIFIED_CLAIM, type IdentityProvider } from "../auth/identity"
import type { Queryable, Transactional } from "../storage/db"
import { countWrongTry, deleteCode, lockPendingCode, saveCode } from "../storage/phone-codes-repo"
import { recordVerifiedPhone } from "../storage/users-repo"
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
    await saveCode(
      tx,
      diner.identity.uid,
      phoneNumber,
      hashCode(diner.identity.uid, phoneNumber, code),
      now + PHONE_LIMITS.codeTtlSeconds * 1000,
    )
    await deps.sms.send(tx, phoneNumber, `${code} is your ${diner.serviceArea.venueName} verification code. It expires in 5 minutes.`)
  })
  return { success: true, resendAfterSeconds: PHONE_LIMITS.resendAfterSeconds, expiresInSeconds: PHONE_LIMITS.codeTtlSeconds }
}

export const verifyCode = async (deps: PhoneDeps, diner: Diner, code: string): Promise<PhoneVerifyAnswer> => {
  const now = deps.now()
  const phoneNumber = await deps.db.transaction(async (tx) => {
    const pending = await lockPendingCode(tx, diner.identity.uid)
    if (pending === null) throw fail(CodeNotSent, "No code was sent to you. Ask for a code first.")
    if (pending.expiresAt <= now) throw fail(CodeExpired, "This code has expired. Ask for a new one.")
    if (pending.wrongTries >= PHONE_LIMITS.maxWrongTries) throw fail(TooManyTries, "Too many wrong codes. Ask for a new one.")
    if (!sameHash(pending.codeHash, hashCode(diner.identity.uid, pending.phoneNumber, code.trim()))) {
      await countWrongTry(tx, diner.identity.uid)
      const left = PHONE_LIMITS.maxWrongTries - pending.wrongTries - 1
      return { wrong: left }
    }
    await deleteCode(tx, diner.identity.uid)
    await recordVerifiedPhone(tx, diner.identity.uid, pending.phoneNumber)
    return { verified: pending.phoneNumber }
  })
  // A wrong try must be counted, so it commits before the refusal is thrown.
  if ("wrong" in phoneNumber) {
    throw fail(
      CodeWrong,
      phoneNumber.wrong > 0
        ? `That code is not right. ${phoneNumber.wrong} ${phoneNumber.wrong === 1 ? "try" : "tries"} left.`
        : "That code is not right. Ask for a new one.",
      "code",
    )
  }
  await deps.identity.mergeClaims(diner.identity.uid, { [PHONE_VERIFIED_CLAIM]: true })
  return { success: true, phoneNumber: phoneNumber.verified }
}

const hashCode = (uid: string, phoneNumber: string, code: string): string =>
  createHash("sha256").update(`${uid}:${phoneNumber}:${code}`).digest("hex")

const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
