import type { Queryable } from "./db"

/** Remembers which tenant a user last signed in to (the tenant claim's copy in the database). */
export const recordUserTenant = async (db: Queryable, uid: string, tenantId: string): Promise<void> => {
  await db.query("insert into users (uid, tenant_id) values ($1, $2) on conflict (uid) do update set tenant_id = excluded.tenant_id", [uid, tenantId])
}
