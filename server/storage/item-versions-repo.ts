import type { Queryable } from "./db"
import { orderableItemOf, type OrderableItem } from "./venue-repo"

/**
 * Each version of each dish as it was written (migration 18 keeps them, by trigger): a cart
 * add answers a line with its dish's version, and the dish of that version is read here, the
 * same dish whether the answer is the add's own or a repeated key's, hours later.
 */

/** A dish at one version. */
export interface ItemVersion {
  readonly itemId: string
  readonly version: string
}

/** The dishes of these versions on the venue's menu, by `itemId version` (one missing: no such version of the venue's). */
export const findItemVersions = async (
  db: Queryable,
  venueId: string,
  wanted: ReadonlyArray<ItemVersion>,
): Promise<ReadonlyMap<string, OrderableItem>> => {
  const rows = await db.query<{ id: string; version: string; name: string; available: boolean; variants: unknown }>(
    `select v.item_id as id, v.version, v.name, v.available, v.variants
       from item_versions v join unnest($2::text[], $3::text[]) as w(item_id, version) on v.item_id = w.item_id and v.version = w.version
      where v.venue_id = $1`,
    [venueId, wanted.map((one) => one.itemId), wanted.map((one) => one.version)],
  )
  const found = new Map<string, OrderableItem>()
  for (const row of rows) {
    const item = orderableItemOf(row)
    if (item !== undefined) found.set(itemVersionKey(row.id, row.version), item)
  }
  return found
}

export const itemVersionKey = (itemId: string, version: string): string => `${itemId} ${version}`

/**
 * Forgets versions replaced before `before`: a key kept while such a version was current is
 * older still, and forgotten first (pruneKeys), so no kept answer can ask for it any more.
 */
export const pruneItemVersions = async (db: Queryable, before: Date): Promise<void> => {
  await db.query("delete from item_versions where replaced_at < $1", [before])
}
