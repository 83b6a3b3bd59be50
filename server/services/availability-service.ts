import type { AvailabilitySync } from "../../schema/availability"
import { ItemNotFound } from "../../schema/errors"
import { fail } from "../failure"
import { announcing, committedThenAnnounced } from "./announced"
import { availabilityChannel, type LiveBus } from "../live/live-bus"
import { findItemVenue, setItemAvailable, touchAvailabilitySync } from "../storage/availability-repo"
import type { Transactional } from "../storage/db"

/**
 * Takes a dish off the menu or puts it back. The venue's availability sync document is
 * touched in the same transaction (type "unavailable" or "rollback", updatedAt in epoch ms),
 * and the change is pushed to the venue's live subscribers, who then refresh menu and cart.
 */
export const setItemAvailability = async (
  db: Transactional,
  live: LiveBus,
  itemId: string,
  available: boolean,
  now: number,
): Promise<AvailabilitySync> => {
  return committedThenAnnounced(db, live, async (tx) => {
    const item = await findItemVenue(tx, itemId)
    if (item === null) throw fail(ItemNotFound, `No dish has the id '${itemId}'.`, "itemId")
    await setItemAvailable(tx, itemId, available)
    const type = available ? "rollback" : "unavailable"
    const sync: AvailabilitySync = { updatedAt: await touchAvailabilitySync(tx, item.tenantId, item.venueId, now, type), type }
    return announcing(sync, await live.record(tx, availabilityChannel(item.tenantId, item.venueId), "availability", sync))
  })
}
