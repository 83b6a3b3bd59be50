import { NoVenue } from "../../schema/errors"
import type { MenuItem } from "../../schema/menu"
import type { OrderState, OrderTransition } from "../../schema/order"
import type { VenueAnswer } from "../../schema/venue"
import { fail } from "../failure"
import type { Queryable } from "../storage/db"
import { listOrderStates, listOrderTransitions } from "../storage/order-states-repo"
import {
  asOffered,
  findItemsTakenOff,
  findServiceAreaByQr,
  findStoredMenu,
  findVenueByQr,
  type ServiceAreaRow,
  type StoredMenu,
} from "../storage/venue-repo"

/** What a venue shows a diner: itself by its table's QR code, its menu, and its order states. */

const noVenue = (qrCode: string) => fail(NoVenue, `No venue has the QR code '${qrCode}'.`, "qrCode")

export const venueByQr = async (db: Queryable, qrCode: string): Promise<VenueAnswer> => {
  const venue = await findVenueByQr(db, qrCode)
  if (venue === null) throw noVenue(qrCode)
  return venue
}

/** The menu behind a QR code as its call answers it, each dish taken off shown so (`asOffered`). */
export const menuByQr = async (db: Queryable, qrCode: string): Promise<{ readonly items: ReadonlyArray<MenuItem> }> => {
  const menu = await storedMenuOf(db, (await tableByQr(db, qrCode)).venueId)
  return { items: menu.items.map(({ item, available }) => asOffered(item, available)) }
}

/** The table behind a QR code. */
export const tableByQr = async (db: Queryable, qrCode: string): Promise<ServiceAreaRow> => {
  const table = await findServiceAreaByQr(db, qrCode)
  if (table === null) throw noVenue(qrCode)
  return table
}

/** The venue's dishes as stored, each with whether it is offered: what the kept menus are made of (server/http/kept-menus.ts). */
export const storedMenuOf = (db: Queryable, venueId: string): Promise<StoredMenu> => findStoredMenu(db, venueId)

/** The ids of the venue's dishes taken off now. */
export const itemsTakenOff = (db: Queryable, venueId: string): Promise<ReadonlySet<string>> => findItemsTakenOff(db, venueId)

/** The tenant's order states, and the moves between them, as the diner's app draws them. */
export const orderStatesOf = (db: Queryable, tenantId: string): Promise<ReadonlyArray<OrderState>> => listOrderStates(db, tenantId)
export const orderTransitionsOf = (db: Queryable, tenantId: string): Promise<ReadonlyArray<OrderTransition>> =>
  listOrderTransitions(db, tenantId)
