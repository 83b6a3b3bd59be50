import type { StaffDish, StaffOrderState, StaffRequestOnFloor, StaffVenue } from "../../schema/staff"
import type { Queryable } from "../storage/db"
import { listOrderStates, listOrderTransitions } from "../storage/order-states-repo"
import { listAllRequests } from "../storage/staff-requests-repo"
import { listVenuesOfStaff } from "../storage/staff-repo"
import { findStoredMenu } from "../storage/venue-repo"
import type { StaffAccount } from "./staff"

/** The staff screen's reads that are its own (the changes go through the operator's services, with an actor). */

/** The venues whose list holds the account's e-mail (of its tenant, when its token names one), each with its order flow. */
export const venuesOfStaff = async (db: Queryable, account: StaffAccount): Promise<ReadonlyArray<StaffVenue>> => {
  const venues = await listVenuesOfStaff(db, account.email, account.tenantId)
  const flows = new Map<string, Promise<ReadonlyArray<StaffOrderState>>>()
  const flowOf = (tenantId: string) => {
    const known = flows.get(tenantId) ?? orderFlowOf(db, tenantId)
    flows.set(tenantId, known)
    return known
  }
  return Promise.all(venues.map(async (venue) => ({ ...venue, orderStates: await flowOf(venue.tenantId) })))
}

/** A tenant's order states, each with the moves configured out of it by the target's position: the configuration the spec's calls read. */
const orderFlowOf = async (db: Queryable, tenantId: string): Promise<ReadonlyArray<StaffOrderState>> => {
  const states = await listOrderStates(db, tenantId)
  const transitions = await listOrderTransitions(db, tenantId)
  const position = new Map(states.map((state) => [state.id, state.position]))
  return states.map(({ id, name, color, isEnd, position: at }) => ({
    id,
    name,
    color,
    isEnd,
    position: at,
    moves: transitions
      .filter((move) => move.fromStateId === id)
      .sort((a, b) => (position.get(a.toStateId) ?? 0) - (position.get(b.toStateId) ?? 0))
      .map((move) => ({ id: move.id, name: move.name, toStateId: move.toStateId })),
  }))
}

/** The venue's staff requests with their age by the server's clock (a tablet's own clock may be wrong). */
export const requestsOnFloor = async (
  db: Queryable,
  venueId: string,
  all: boolean,
  now: number,
): Promise<ReadonlyArray<StaffRequestOnFloor>> =>
  (await listAllRequests(db, all, venueId)).map(({ request, serviceAreaName, qrCode }) => ({
    request,
    tableName: serviceAreaName,
    qrCode,
    ageSeconds: Math.max(0, Math.floor((now - request.createdAt) / 1000)),
  }))

/** The venue's dishes in menu order, sold-out ones included: what staff take off and put back. */
export const dishesOf = async (db: Queryable, venueId: string): Promise<ReadonlyArray<StaffDish>> =>
  (await findStoredMenu(db, venueId)).items.map(({ item, available }) => ({
    itemId: item.id,
    name: item.name,
    sectionName: item.section.name,
    available,
    variants: item.variants.map(({ id, name, price, enabled }) => ({ id, name, price, enabled })),
  }))
