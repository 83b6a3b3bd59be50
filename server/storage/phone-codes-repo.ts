import type { Queryable } from "./db"

/** Phone codes waiting to be verified (only their hash is kept), one per user. */

export interface PendingCode {
  readonly phoneNumber: string
  readonly codeHash: string
  readonly expiresAt: number
  readonly wrongTries: number
}

/** Keeps the user's new code, replacing any earlier one and its wrong tries. */
export const saveCode = async (tx: Queryable, uid: string, phoneNumber: string, codeHash: string, expiresAt: number): Promise<void> => {
  await tx.query(
    `insert into phone_codes (uid, phone_number, code_hash, expires_at, wrong_tries) values ($1, $2, $3, $4, 0)
       on conflict (uid) do update set phone_number = excluded.phone_number, code_hash = excluded.code_hash, expires_at = excluded.expires_at, wrong_tries = 0`,
    [uid, phoneNumber, codeHash, new Date(expiresAt)],
  )
}

/** The user's pending code, its row locked until commit; null: none sent. */
export const lockPendingCode = async (tx: Queryable, uid: string): Promise<PendingCode | null> => {
  const [pending] = await tx.query<{ phone_number: string; code_hash: string; expires_at: Date | string; wrong_tries: number }>(
    "select phone_number, code_hash, expires_at, wrong_tries from phone_codes where uid = $1 for update",
    [uid],
  )
  return pending === undefined
    ? null
    : {
        phoneNumber: pending.phone_number,
        codeHash: pending.code_hash,
        expiresAt: new Date(pending.expires_at).getTime(),
        wrongTries: pending.wrong_tries,
      }
}

export const countWrongTry = async (tx: Queryable, uid: string): Promise<void> => {
  await tx.query("update phone_codes set wrong_tries = wrong_tries + 1 where uid = $1", [uid])
}

export const deleteCode = async (tx: Queryable, uid: string): Promise<void> => {
  await tx.query("delete from phone_codes where uid = $1", [uid])
}
