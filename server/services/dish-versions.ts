import type { VersionedDish } from "../storage/cart-add-repo"

/**
 * The dishes this server last checked cart adds against, each with its row version as the
 * database gave it. The next add of a dish is checked here (variant, availability, choices)
 * and sent with that version, which the database compares before it adds anything: one round
 * trip. A hint only: a dish changed since (sold out, on another instance too) costs one more
 * round trip, never a wrong add. One per server, since a version means something only on the
 * database it came from; only dishes that exist are kept, the longest kept leaving first past
 * `most`.
 */
export interface DishVersions {
  readonly get: (venueId: string, itemId: string) => VersionedDish | undefined
  readonly set: (venueId: string, itemId: string, dish: VersionedDish) => void
}

export const dishVersions = (most = 10_000): DishVersions => {
  const kept = new Map<string, VersionedDish>()
  const keyOf = (venueId: string, itemId: string) => JSON.stringify([venueId, itemId])
  return {
    get: (venueId, itemId) => kept.get(keyOf(venueId, itemId)),
    set: (venueId, itemId, dish) => {
      const key = keyOf(venueId, itemId)
      kept.delete(key)
      kept.set(key, dish)
      const [oldest] = kept.keys()
      if (kept.size > most && oldest !== undefined) kept.delete(oldest)
    },
  }
}
