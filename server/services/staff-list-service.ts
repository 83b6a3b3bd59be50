import { VenueNotFound } from "../../schema/errors"
import { fail } from "../failure"
import type { Queryable } from "../storage/db"
import { addStaffEmail, listStaffEmails, removeStaffEmail, setLateAfterMinutes, venueExistsById } from "../storage/staff-repo"

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

export const removeStaff = async (db: Queryable, venueId: string, email: string) => {
  await requireVenue(db, venueId)
  const kept = email.toLowerCase()
  return { email: kept, changed: await removeStaffEmail(db, venueId, kept) }
}

export const setLateAfter = async (db: Queryable, venueId: string, minutes: number) => {
  if (!(await setLateAfterMinutes(db, venueId, minutes))) throw notFound(venueId)
  return { venueId, lateAfterMinutes: minutes }
}

const requireVenue = async (db: Queryable, venueId: string): Promise<void> => {
  if (!(await venueExistsById(db, venueId))) throw notFound(venueId)
}

const notFound = (venueId: string) => fail(VenueNotFound, `No venue has the id '${venueId}'.`, "venueId")
