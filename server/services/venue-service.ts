import { NoVenue } from "../../schema/errors"
import type { MenuItem } from "../../schema/menu"
import type { OrderState, OrderTransition } from "../../schema/order"
import type { VenueAnswer } from "../../schema/venue"
import { fail } from "../failure"
import type { Queryable } from "../storage/db"
import { listOrderStates, listOrderTransitions } from "../storage/order-states-repo"
import { findMenuByQr, findVenueByQr } from "../storage/venue-repo"

/** What a venue shows a diner: itself by its table's QR code, its menu, and its order states. */

const noVenue = (qrCode: string) => fail(NoVenue, `No venue has the QR code '${qrCode}'.`, "qrCode")

export const venueByQr = async (db: Queryable, qrCode: string): Promise<VenueAnswer> => {
  const venue = await findVenueByQr(db, qrCode)
  if (venue === null) throw noVenue(qrCode)
  return venue
}

export const menuByQr = async (db: Queryable, qrCode: string): Promise<{ readonly items: ReadonlyArray<MenuItem> }> => {
  const items = await findMenuByQr(db, qrCode)
  if (items === null) throw noVenue(qrCode)
  return { items }
}

/** The tenant's order states, and the moves between them, as the diner's app draws them. */
export const orderStatesOf = (db: Queryable, tenantId: string): Promise<ReadonlyArray<OrderState>> => listOrderStates(db, tenantId)
export const orderTransitionsOf = (db: Queryable, tenantId: string): Promise<ReadonlyArray<OrderTransition>> =>
  listOrderTransitions(db, tenantId)
