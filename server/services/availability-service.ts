import type { AvailabilitySync } from "../../schema/availability"
import { ItemNotFound } from "../../schema/errors"
import { fail } from "../failure"
import { announcing, committedThenAnnounced } from "./announced"
import { availabilityChannel, type LiveBus } from "../live/live-bus"
import { findItemVenue, setItemAvailable, setVariantPrice, touchAvailabilitySync } from "../storage/availability-repo"
import type { Queryable, Transactional } from "../storage/db"
import { actsAt, recordAction, type Actor } from "./staff-actions"

/** The sync type of a change to a dish other than its being offered (a price): diners' apps read the menu again (spec section 4). */
export const MENU_CHANGED = "changed"

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
  actor: Actor,
): Promise<AvailabilitySync> =>
  changeDish(
    db,
    live,
    { itemId, actor, action: "availability", detail: available ? "on" : "off" },
    available ? "rollback" : "unavailable",
    now,
    async (tx) => {
      await setItemAvailable(tx, itemId, available)
    },
  )

/**
 * Sets the price of one of a dish's variants. As for availability, the venue's sync document is
 * touched in the same transaction (type "changed") and the change pushed live: the kept menus
 * are read again and diners' apps refresh the menu. Orders keep the prices they were made at.
 */
export const setItemPrice = async (
  db: Transactional,
  live: LiveBus,
  { itemId, variantId, price }: { readonly itemId: string; readonly variantId: string; readonly price: number },
  now: number,
  actor: Actor,
): Promise<AvailabilitySync> =>
  changeDish(db, live, { itemId, actor, action: "price", detail: `${variantId} ${price}` }, MENU_CHANGED, now, async (tx) => {
    if (!(await setVariantPrice(tx, itemId, variantId, price)))
      throw fail(ItemNotFound, `The dish '${itemId}' has no variant '${variantId}'.`, "variantId")
  })

/**
 * A change to a dish, with its venue's sync document touched with `type` and the change pushed
 * live, and recorded with its actor, in one transaction (a dish of another venue than a staff
 * member's is not found).
 */
const changeDish = (
  db: Transactional,
  live: LiveBus,
  {
    itemId,
    actor,
    action,
    detail,
  }: { readonly itemId: string; readonly actor: Actor; readonly action: "availability" | "price"; readonly detail: string },
  type: string,
  now: number,
  change: (tx: Queryable) => Promise<void>,
): Promise<AvailabilitySync> =>
  committedThenAnnounced(db, live, async (tx) => {
    const item = await findItemVenue(tx, itemId)
    if (item === null || !actsAt(actor, item.venueId)) throw fail(ItemNotFound, `No dish has the id '${itemId}'.`, "itemId")
    await change(tx)
    const sync: AvailabilitySync = { updatedAt: await touchAvailabilitySync(tx, item.tenantId, item.venueId, now, type), type }
    return announcing(
      sync,
      await live.record(tx, availabilityChannel(item.tenantId, item.venueId), "availability", sync),
      await recordAction(tx, live, actor, { id: item.venueId, tenantId: item.tenantId }, action, itemId, detail),
    )
  })
