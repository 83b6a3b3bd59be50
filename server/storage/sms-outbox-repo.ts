import type { Queryable } from "./db"

/** The local demo's SMS outbox: messages kept only while their code is valid. */

export interface OutboxMessage {
  readonly phoneNumber: string
  readonly body: string
  readonly createdAt: number
}

export const insertOutboxMessage = async (tx: Queryable, phoneNumber: string, body: string, createdAt: number): Promise<void> => {
  await tx.query("insert into sms_outbox (phone_number, body, created_at) values ($1, $2, $3)", [phoneNumber, body, new Date(createdAt)])
}

/** The newest 20 messages to a phone, newest first. */
export const listOutboxMessages = async (db: Queryable, phoneNumber: string): Promise<ReadonlyArray<OutboxMessage>> =>
  (
    await db.query<{ phone_number: string; body: string; created_at: Date | string }>(
      "select phone_number, body, created_at from sms_outbox where phone_number = $1 order by id desc limit 20",
      [phoneNumber],
    )
  ).map((row) => ({ phoneNumber: row.phone_number, body: row.body, createdAt: new Date(row.created_at).getTime() }))

/** Deletes the messages made at or before `cutoff`. */
export const deleteOutboxMessagesUntil = async (db: Queryable, cutoff: number): Promise<void> => {
  await db.query("delete from sms_outbox where created_at <= $1", [new Date(cutoff)])
}
