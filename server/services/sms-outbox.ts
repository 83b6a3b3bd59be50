import type { Queryable } from "../storage/db"
import { deleteOutboxMessagesUntil, insertOutboxMessage, listOutboxMessages, type OutboxMessage } from "../storage/sms-outbox-repo"
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
    await insertOutboxMessage(tx, phoneNumber, body, now())
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
export const readOutbox = async (db: Queryable, phoneNumber: string, now: number): Promise<ReadonlyArray<OutboxMessage>> => {
  await dropExpired(db, now)
  return listOutboxMessages(db, phoneNumber)
}

/** A message outlives its code by nothing: once the code has expired, its text is deleted. */
export const dropExpired = async (db: Queryable, now: number): Promise<void> => {
  await deleteOutboxMessagesUntil(db, now - PHONE_LIMITS.codeTtlSeconds * 1000)
}

/** "0771234567" → "07•• ••• •67" */
export const maskPhone = (phoneNumber: string): string => `${phoneNumber.slice(0, 2)}•• ••• •${phoneNumber.slice(-2)}`
