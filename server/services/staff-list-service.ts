import { VenueNotFound } from "../../schema/errors"
import { fail } from "../failure"
import type { Queryable } from "../storage/db"
import {
  addStaffEmail,
  findVenueRef,
  listStaffEmails,
  removeStaffEmail,
  setLateAfterMinutes,
  type StaffVenueRef,
} from "../storage/staff-repo"

/**
 * A venue's staff list (who may use its staff screen) and its "late after" setting, as the
 * operator changes them (`npm run venue -- staff add|remove|list`, `late`). E-mails are kept
 * lowercased, as access (server/http/access.ts) compares an account's.
 */

export const staffListOf = async (db: Queryable, venueId: string) => {
  await requireVenue(db, venueId)
  return listStaffEmails(db, venueId)
}

export const addStaff = async (db: Queryable, venueId: string, email: string) => {
  await requireVenue(db, venueId)
  const kept = email.toLowerCase()
  return { email: kept, changed: await addStaffEmail(db, venueId, kept) }
}

/** `withdraw`: what else the e-mail let in at the venue goes too (production's Firestore admissions, server/live/firestore-staff.ts). */
export const removeStaff = async (
  db: Queryable,
  venueId: string,
  email: string,
  withdraw: (venue: StaffVenueRef, email: string) => Promise<void> = async () => undefined,
) => {
  const venue = await requireVenue(db, venueId)
  const kept = email.toLowerCase()
  const changed = await removeStaffEmail(db, venueId, kept)
  // Even when it was not listed: an admission may outlive an earlier removal whose withdrawal failed.
  await withdraw(venue, kept)
  return { email: kept, changed }
}

export const setLateAfter = async (db: Queryable, venueId: string, minutes: number) => {
  if (!(await setLateAfterMinutes(db, venueId, minutes))) throw notFound(venueId)
  return { venueId, lateAfterMinutes: minutes }
}

/** The venue and its tenant; fails VenueNotFound for an unknown id. */
const requireVenue = async (db: Queryable, venueId: string): Promise<StaffVenueRef> => {
  const venue = await findVenueRef(db, venueId)
  if (venue === null) throw notFound(venueId)
  return venue
}

const notFound = (venueId: string) => fail(VenueNotFound, `No venue has the id '${venueId}'.`, "venueId")
