import type { Queryable } from "./db"

/** The codes sent, by phone, network and user: what the send limits count. */

/** Waits for, then holds until commit, the transaction advisory lock with this 64-bit id (given as a decimal string). */
export const lockForTransaction = async (tx: Queryable, key: string): Promise<void> => {
  await tx.query("select pg_advisory_xact_lock($1::bigint)", [key])
}

/** When the last code to this phone was sent; null: never. */
export const lastSendToPhone = async (tx: Queryable, phoneNumber: string): Promise<number | null> => {
  const [last] = await tx.query<{ sent_at: Date | string }>(
    "select sent_at from phone_sends where phone_number = $1 order by sent_at desc limit 1",
    [phoneNumber],
  )
  return last === undefined ? null : new Date(last.sent_at).getTime()
}

/** How many codes a user or a network was sent after `since`, and when the oldest of them went (`since` if none). */
export const sendsSince = async (
  tx: Queryable,
  column: "uid" | "network",
  value: string,
  since: number,
): Promise<{ count: number; oldest: number }> => {
  const [row] = await tx.query<{ count: string | number; oldest: Date | string | null }>(
    `select count(*) as count, min(sent_at) as oldest from phone_sends where ${column} = $1 and sent_at > $2`,
    [value, new Date(since)],
  )
  return {
    count: Number(row?.count ?? 0),
    oldest: row?.oldest === null || row?.oldest === undefined ? since : new Date(row.oldest).getTime(),
  }
}

export const recordSend = async (tx: Queryable, phoneNumber: string, network: string, uid: string, sentAt: number): Promise<void> => {
  await tx.query("insert into phone_sends (phone_number, network, uid, sent_at) values ($1, $2, $3, $4)", [
    phoneNumber,
    network,
    uid,
    new Date(sentAt),
  ])
}
