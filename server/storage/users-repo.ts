import type { Queryable } from "./db"

/** Remembers which tenant a user last signed in to (the tenant claim's copy in the database). */
export const recordUserTenant = async (db: Queryable, uid: string, tenantId: string): Promise<void> => {
  await db.query("insert into users (uid, tenant_id) values ($1, $2) on conflict (uid) do update set tenant_id = excluded.tenant_id", [
    uid,
    tenantId,
  ])
}

/** Records the user's phone as verified. */
export const recordVerifiedPhone = async (db: Queryable, uid: string, phoneNumber: string): Promise<void> => {
  await db.query(
    `insert into users (uid, phone_number, phone_verified) values ($1, $2, true)
       on conflict (uid) do update set phone_number = excluded.phone_number, phone_verified = true`,
    [uid, phoneNumber],
  )
}
