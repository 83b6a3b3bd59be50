import type { AvailabilitySync } from "../../schema/availability"
import type { Queryable } from "./db"

/** Whether dishes are offered, and each venue's availability sync document. */

/** The dish's venue and tenant; null: no such dish. */
export const findItemVenue = async (db: Queryable, itemId: string): Promise<{ venueId: string; tenantId: string } | null> => {
  const [item] = await db.query<{ venue_id: string; tenant_id: string }>(
    "select i.venue_id, v.tenant_id from items i join venues v on v.id = i.venue_id where i.id = $1",
    [itemId],
  )
  return item === undefined ? null : { venueId: item.venue_id, tenantId: item.tenant_id }
}

export const setItemAvailable = async (tx: Queryable, itemId: string, available: boolean): Promise<void> => {
  await tx.query("update items set available = $2 where id = $1", [itemId, available])
}

/**
 * Sets the price of one variant of a dish (its JSON among the dish's variants, the others as
 * they are); false when the dish has no such variant. The dish's new version is kept by trigger
 * (item_versions), as every change of a dish is.
 */
export const setVariantPrice = async (tx: Queryable, itemId: string, variantId: string, price: number): Promise<boolean> => {
  const rows = await tx.query<{ id: string }>(
    `update items set variants = (
        select jsonb_agg(case when variant->>'id' = $2 then jsonb_set(variant, '{price}', to_jsonb($3::integer)) else variant end order by place)
          from jsonb_array_elements(variants) with ordinality as each_variant(variant, place))
      where id = $1 and variants @> jsonb_build_array(jsonb_build_object('id', $2::text))
      returning id`,
    [itemId, variantId, price],
  )
  return rows.length > 0
}

/**
 * Touches the venue's sync document with `type` at `now`, strictly later than before, so two
 * changes within one millisecond are both seen as newer; answers the time it now carries.
 */
export const touchAvailabilitySync = async (
  tx: Queryable,
  tenantId: string,
  venueId: string,
  now: number,
  type: string,
): Promise<number> => {
  const [row] = await tx.query<{ updated_at: string | number }>(
    `insert into availability_sync (tenant_id, venue_id, updated_at, type) values ($1, $2, $3, $4)
       on conflict (tenant_id, venue_id) do update set updated_at = greatest(excluded.updated_at, availability_sync.updated_at + 1), type = excluded.type
       returning updated_at`,
    [tenantId, venueId, now, type],
  )
  return Number(row?.updated_at ?? now)
}

export const readAvailabilitySync = async (db: Queryable, tenantId: string, venueId: string): Promise<AvailabilitySync | null> => {
  const [row] = await db.query<{ updated_at: string | number; type: string }>(
    "select updated_at, type from availability_sync where tenant_id = $1 and venue_id = $2",
    [tenantId, venueId],
  )
  return row === undefined ? null : { updatedAt: Number(row.updated_at), type: row.type }
}
