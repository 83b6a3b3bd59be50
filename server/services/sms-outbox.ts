import type { Queryable } from "../storage/db"
import type { SmsSender } from "./phone-service"

/**
 * The local SMS "provider": messages are kept in the sms_outbox table, where the demo's
 * diner (GET /api/dev/sms-outbox) and the tests read them. The log says only that one was
 * queued, with the number masked: codes and phone numbers never reach the log.
 */
export const outboxSms = (log: (message: string) => void): SmsSender => ({
  send: async (tx, phoneNumber, body) => {
    await tx.query("insert into sms_outbox (phone_number, body) values ($1, $2)", [phoneNumber, body])
    log(`SMS queued for ${maskPhone(phoneNumber)}; read it at /api/dev/sms-outbox`)
  },
})

export const readOutbox = async (db: Queryable, phoneNumber: string): Promise<ReadonlyArray<{ phoneNumber: string; body: string; createdAt: number }>> =>
  (await db.query<{ phone_number: string; body: string; created_at: Date | string }>("select phone_number, body, created_at from sms_outbox where phone_number = $1 order by id desc limit 20", [phoneNumber])).map((row) => ({
    phoneNumber: row.phone_number,
    body: row.body,
    createdAt: new Date(row.created_at).getTime(),
  }))

/** "0771234567" → "07•• ••• •67" */
export const maskPhone = (phoneNumber: string): string => `${phoneNumber.slice(0, 2)}•• ••• •${phoneNumber.slice(-2)}`
