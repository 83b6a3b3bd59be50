import type { Queryable } from "../storage/db"
import { SmsUnavailable } from "../../schema/errors"
import { fail } from "../failure"
import { PHONE_LIMITS, type SmsSender } from "./phone-service"

/**
 * The local SMS "provider" of a demo project: no SMS leaves the machine. A message is kept in
 * the sms_outbox table only while its code is valid (5 minutes), where the venue staff read it
 * with the operator key (`npm run venue -- sms <phone>`, GET /api/dev/sms-outbox), and it is
 * printed on the server's console. The request log never carries codes or numbers.
 */
export const outboxSms = (now: () => number, announce: (line: string) => void): SmsSender => ({
  send: async (tx, phoneNumber, body) => {
    await dropExpired(tx, now())
    await tx.query("insert into sms_outbox (phone_number, body, created_at) values ($1, $2, $3)", [phoneNumber, body, new Date(now())])
    announce(`SMS to ${maskPhone(phoneNumber)} (local demo, not sent): ${body}`)
  },
})

/** Without an SMS provider (a project that is not a demo one), no code can be sent. */
export const noSmsProvider: SmsSender = {
  send: async () => {
    throw fail(SmsUnavailable, "Phone verification is not available at this venue right now. Please ask the staff.")
  },
}

/** The messages to a phone whose codes are still valid, newest first. */
export const readOutbox = async (db: Queryable, phoneNumber: string, now: number): Promise<ReadonlyArray<{ phoneNumber: string; body: string; createdAt: number }>> => {
  await dropExpired(db, now)
  const rows = await db.query<{ phone_number: string; body: string; created_at: Date | string }>(
    "select phone_number, body, created_at from sms_outbox where phone_number = $1 order by id desc limit 20",
    [phoneNumber],
  )
  return rows.map((row) => ({ phoneNumber: row.phone_number, body: row.body, createdAt: new Date(row.created_at).getTime() }))
}

/** A message outlives its code by nothing: once the code has expired, its text is deleted. */
export const dropExpired = async (db: Queryable, now: number): Promise<void> => {
  await db.query("delete from sms_outbox where created_at <= $1", [new Date(now - PHONE_LIMITS.codeTtlSeconds * 1000)])
}

/** "0771234567" → "07•• ••• •67" */
export const maskPhone = (phoneNumber: string): string => `${phoneNumber.slice(0, 2)}•• ••• •${phoneNumber.slice(-2)}`
