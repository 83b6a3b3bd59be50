import type { AnsweredLine } from "../storage/cart-add-repo"
import type { CartLineWithDish } from "../storage/carts-repo"
import type { Queryable } from "../storage/db"
import { findItemVersions, itemVersionKey, type ItemVersion } from "../storage/item-versions-repo"
import type { OrderableItem } from "../storage/venue-repo"
import type { DishVersions } from "./dish-versions"

/**
 * The lines of a cart add's answer with their dishes. A line names its dish's version: the dish
 * this server checked adds against is used when it is that version (nearly every add: no more
 * SQL), the others are read in one query from the versions kept (item_versions). `current`:
 * the versions are the dishes as they are now (the add's own answer), so those read become the
 * ones adds are checked against; a repeated key's answer may name versions long replaced.
 */
export const linesWithDishes = async (
  db: Queryable,
  dishes: DishVersions,
  venueId: string,
  lines: ReadonlyArray<AnsweredLine>,
  current: boolean,
): Promise<CartLineWithDish[]> => {
  const known = (itemId: string, version: string): OrderableItem | undefined => {
    const dish = dishes.get(venueId, itemId)
    return dish?.version === version ? dish.item : undefined
  }
  const missing: ItemVersion[] = []
  for (const answered of lines)
    if ("version" in answered && answered.version !== null && known(answered.line.item_id, answered.version) === undefined)
      missing.push({ itemId: answered.line.item_id, version: answered.version })
  const read = missing.length === 0 ? new Map<string, OrderableItem>() : await findItemVersions(db, venueId, missing)
  return lines.map((answered) => {
    if (!("version" in answered)) return answered
    const { line, version } = answered
    if (version === null) return { line, item: undefined }
    const kept = known(line.item_id, version)
    if (kept !== undefined) return { line, item: kept }
    const item = read.get(itemVersionKey(line.item_id, version))
    // Written with the item's row in the same transaction, and pruned only long after it was replaced.
    if (item === undefined) throw new Error(`no version ${version} of dish ${line.item_id} is kept`)
    if (current) dishes.set(venueId, line.item_id, { item, version })
    return { line, item }
  })
}
