import type { Firestore } from "firebase-admin/firestore"
import { staffCollectionPath, staffDocumentPath, type StaffAdmission, type StaffFeedEntry } from "../../schema/firestore-staff-paths"
import type { StaffVenueRef } from "../storage/staff-repo"
import { admissionWrites } from "./firestore-mirror"
import { channelScope, type LiveEvent } from "./live-bus"

/**
 * Mirrors the server's staff feed (schema/staff-api.ts staffLiveFeed) to Firestore, for a
 * production staff screen that listens there: every change of every table of a venue, of every
 * visit, and the venue's own (availability, feedback, staff actions), one entry each under the
 * venue, named by its position in the live log (paths and rules: schema/firestore-paths.ts).
 * A table's channel names the table, not its venue: the venue is read once per table, since a
 * table does not move while the server runs. Fed by the instance that committed the change
 * (LiveBus.onCommitted), so each entry is written once however many instances run.
 */
export const firestoreStaffFeed = (
  firestore: Firestore,
  venueOfArea: (serviceAreaId: string) => Promise<StaffVenueRef | null>,
  now: () => number,
  log: (message: string) => void,
) => {
  const venues = new Map<string, Promise<StaffVenueRef | null>>()
  const venueOf = (event: LiveEvent): Promise<StaffVenueRef | null> | null => {
    const scope = channelScope(event.channel)
    if (scope === null) return null
    const { kind, tenantId, scopeId } = scope
    // A venue's own channels name the venue; a table's name its service area.
    if (kind === "availability" || kind === "staff") return Promise.resolve({ id: scopeId, tenantId })
    let venue = venues.get(scopeId)
    if (venue === undefined) {
      venue = venueOfArea(scopeId)
      // A failed read is tried again by the table's next change.
      void venue.catch(() => venues.delete(scopeId))
      if (venues.size > 10_000) venues.clear()
      venues.set(scopeId, venue)
    }
    return venue
  }
  return async (event: LiveEvent): Promise<void> => {
    try {
      const venue = await venueOf(event)
      if (venue === null) return
      const at = now()
      const entry: StaffFeedEntry = {
        kind: event.kind,
        payload: event.payload,
        seq: event.seq,
        mirroredAt: at,
        expiresAt: new Date(at + ENTRY_KEPT_MS),
      }
      await firestore
        .doc(staffDocumentPath("staffFeed", { tenantId: venue.tenantId, venueId: venue.id, entryId: String(event.seq) }))
        .set(entry)
    } catch (error) {
      log(`firestore staff feed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

/** A staff member the access check let in at a venue of a tenant. */
export interface StaffAdmitted {
  readonly uid: string
  readonly email: string
  readonly tenantId: string
  readonly venueId: string
}

/** Records and withdraws staff admissions (production's Firestore rules read them); each call waits for its write. */
export interface StaffAdmissions {
  /** The access check let this member in at the venue. */
  readonly admit: (staff: StaffAdmitted) => Promise<void>
  /** The access check refused this user at the venue (not on its list, or another tenant's). */
  readonly dismiss: (who: Omit<StaffAdmitted, "email">) => Promise<void>
  /** The e-mail was taken off the venue's list: every admission it made there goes. */
  readonly dismissEmail: (venue: StaffVenueRef, email: string) => Promise<void>
}

/**
 * Staff admissions in Firestore, written with the Admin SDK beside the venue's staff feed. An
 * admission is written once per member and venue while this process runs, and again after
 * ADMIT_AGAIN_AFTER_MS: an admission another instance withdrew (the member was taken off the list
 * there, then put back) is back that long after at most. A failed write is logged and tried again
 * by the next call; a failed withdrawal is logged (the refusal is answered all the same).
 */
export const firestoreStaffAdmissions = (firestore: Firestore, now: () => number, log: (message: string) => void): StaffAdmissions => {
  const writes = admissionWrites(firestore, now, log, ADMIT_AGAIN_AFTER_MS)
  const failed = (what: string) => (error: unknown) =>
    log(`firestore staff ${what}: ${error instanceof Error ? error.message : String(error)}`)
  const withdraw = async (paths: ReadonlyArray<string>) => {
    for (const path of paths) writes.forget(path)
    await Promise.all(paths.map((path) => firestore.doc(path).delete()))
  }
  return {
    admit: ({ uid, email, tenantId, venueId }) => {
      const admission: StaffAdmission = { admittedAt: now(), email }
      return writes.write(staffDocumentPath("venueStaff", { tenantId, venueId, uid }), admission)
    },
    dismiss: ({ uid, tenantId, venueId }) =>
      withdraw([staffDocumentPath("venueStaff", { tenantId, venueId, uid })]).catch(failed(`withdrawal of ${uid} at ${venueId}`)),
    dismissEmail: async (venue, email) => {
      try {
        const admitted = await firestore
          .collection(staffCollectionPath("venueStaff", { tenantId: venue.tenantId, venueId: venue.id }))
          .where("email", "==", email)
          .get()
        await withdraw(admitted.docs.map((document) => document.ref.path))
      } catch (error) {
        failed(`withdrawal of ${email} at ${venue.id}`)(error)
      }
    },
  }
}

/** An entry of a staff feed is a change, not state: a TTL policy on `expiresAt` may delete it this long after. */
const ENTRY_KEPT_MS = 2 * 24 * 60 * 60 * 1000

const ADMIT_AGAIN_AFTER_MS = 10 * 60 * 1000
