import { OPERATOR_ACTOR, type StaffActionKind } from "../../schema/staff"
import { staffChannel, type LiveBus, type LiveEvent } from "../live/live-bus"
import type { Queryable } from "../storage/db"
import { insertStaffAction, type StaffVenueRef } from "../storage/staff-repo"

/**
 * Who takes a staff action, as the services that change orders, requests, dishes, tables and
 * payments are told: the operator key (the command line, any venue), or a staff member at one
 * venue, who reaches that venue's orders, requests, dishes, tables and payments only. Either way
 * the action is recorded with who took it, in the change's own transaction.
 */
export interface Actor {
  /** A staff member's e-mail, or "operator". */
  readonly name: string
  /** The venue the actor acts at; null: any (the operator key). */
  readonly venueId: string | null
}

export const operatorActor: Actor = { name: OPERATOR_ACTOR, venueId: null }

export const staffActor = (email: string, venueId: string): Actor => ({ name: email, venueId })

/**
 * Whether the target's venue is one the actor acts at. A target elsewhere is answered as not
 * found, as one that does not exist: a venue's staff learn nothing of another venue's ids.
 */
export const actsAt = (actor: Actor, venueId: string): boolean => actor.venueId === null || actor.venueId === venueId

/** Records the action inside the caller's transaction, and its live event on the venue's staff channel: announce it after the commit. */
export const recordAction = async (
  tx: Queryable,
  live: LiveBus,
  actor: Actor,
  venue: StaffVenueRef,
  action: StaffActionKind,
  target: string,
  detail: string,
): Promise<LiveEvent> => {
  const recorded = await insertStaffAction(tx, { venueId: venue.id, actor: actor.name, action, target, detail })
  return live.record(tx, staffChannel(venue.tenantId, venue.id), "staffAction", recorded)
}
