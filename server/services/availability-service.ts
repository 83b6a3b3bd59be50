import type { AvailabilitySync } from "../../schema/availability"
import { ItemNotFound } from "../../schema/errors"
import { fail } from "../failure"
import { availabilityChannel, type LiveBus } from "../live/live-bus"
import type { Queryable, Transactional } from "../storage/db"

/**
 * Takes a dish off the menu or puts it back. The venue's availability sync document is
 * touched in the same transaction (type "unavailable" or "rollback", updatedAt in epoch ms),
 * and the change is pushed to the venue's live subscribers, who then refresh menu and cart.
 */
export const setItemAvailability = async (db: Transactional, live: LiveBus, itemId: string, available: boolean, now: number): Promise<AvailabilitySync> => {
  const { sync, event } = await db.transaction(async (tx) => {
    const [item] = await tx.query<{ venue_id: string; tenant_id: string }>("select i.venue_id, v.tenant_id from items i join venues v on v.id = i.venue_id where i.id = $1", [itemId])
    if (item === undefined) throw fail(ItemNotFound, `No dish has the id '${itemId}'.`, "itemId")
    await tx.query("update items set available = $2 where id = $1", [itemId, available])
    // Strictly increasing, so two changes within one millisecond are both seen as newer.
    const [row] = await tx.query<{ updated_at: string | number }>(
      `insert into availability_sync (tenant_id, venue_id, updated_at, type) values ($1, $2, $3, $4)
       on conflict (tenant_id, venue_id) do update set updated_at = greatest(excluded.updated_at, availability_sync.updated_at + 1), type = excluded.type
       returning updated_at`,
      [item.tenant_id, item.venue_id, now, available ? "rollback" : "unavailable"],
    )
    const sync: AvailabilitySync = { updatedAt: Number(row?.updated_at ?? now), type: available ? "rollback" : "unavailable" }
    return { sync, event: await live.record(tx, availabilityChannel(item.tenant_id, item.venue_id), "availability", sync) }
  })
  live.announce(event)
  return sync
}

export const readAvailabilitySync = async (db: Queryable, tenantId: string, venueId: string): Promise<AvailabilitySync | null> => {
  const [row] = await db.query<{ updated_at: string | number; type: string }>("select updated_at, type from availability_sync where tenant_id = $1 and venue_id = $2", [tenantId, venueId])
  return row === undefined ? null : { updatedAt: Number(row.updated_at), type: row.type }
}
