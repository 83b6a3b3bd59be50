import type { Firestore } from "firebase-admin/firestore"
import { documentPath, type Admission } from "../../schema/firestore-paths"
import { channelScope, type LiveEvent } from "./live-bus"

/**
 * Mirrors the reference server's live changes to Firestore, so a production deployment
 * switches the app from server push to Firestore listeners by configuration alone. Orders,
 * payments, staff requests and the table cart's version are written under their table's visit
 * (a document each), which is the boundary the rules hold; the availability sync document under
 * its venue (paths and rules: schema/firestore-paths.ts). Fed by the instance that committed the
 * change, so each change is written once however many instances run.
 */
export const firestoreMirror =
  (firestore: Firestore, log: (message: string) => void) =>
  async (event: LiveEvent): Promise<void> => {
    try {
      const scope = channelScope(event.channel)
      if (scope === null) return
      const { tenantId, scopeId, visitId } = scope
      // A venue's staff channel (feedback, staff actions) is the staff's alone: mirrored with their feed (firestore-staff.ts).
      if (event.kind === "feedback" || event.kind === "staffAction") return
      if (event.kind === "availability") {
        await firestore.doc(documentPath("availability", { tenantId, venueId: scopeId })).set(event.payload)
        return
      }
      // "none": a change of before visits were kept, which no diner reads.
      if (visitId === undefined || visitId === "none") return
      const visit = { tenantId, serviceAreaId: scopeId, visitId }
      if (event.kind === "order") await firestore.doc(documentPath("order", { ...visit, orderId: event.payload.id })).set(event.payload)
      else if (event.kind === "tableCart") await firestore.doc(documentPath("tableCart", visit)).set(event.payload)
      else if (event.kind === "payment")
        await firestore.doc(documentPath("payment", { ...visit, paymentId: event.payload.paymentId })).set(event.payload)
      else await firestore.doc(documentPath("staffRequest", { ...visit, requestId: event.payload.id })).set(event.payload)
    } catch (error) {
      log(`firestore mirror: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

/** Where the server let a diner in: a venue (any of its tables), or one visit at one of its tables. */
export type AdmittedTo =
  | { readonly uid: string; readonly tenantId: string; readonly venueId: string }
  | { readonly uid: string; readonly tenantId: string; readonly serviceAreaId: string; readonly visitId: string }

/** Records an admission; the call waits for it. */
export type Admit = (to: AdmittedTo) => Promise<void>

/**
 * Records in Firestore that the server let a user in, so the security rules let them read the
 * live documents there (firestore.rules): the venue's when the table's sign-in rule first lets
 * them in; a visit's when the server places them in it (GET and POST /api/visit, which the app
 * reads before it listens to the visit). Written with the Admin SDK, once per user and place
 * while this process runs (a failed write is tried again by the next call); the diner's call
 * waits for it, so the app's listeners find it in place.
 */
export const firestoreAdmissions = (firestore: Firestore, now: () => number, log: (message: string) => void): Admit => {
  const writes = admissionWrites(firestore, now, log, Infinity)
  return (to) => {
    const path =
      "visitId" in to
        ? documentPath("visitMember", { tenantId: to.tenantId, serviceAreaId: to.serviceAreaId, visitId: to.visitId, uid: to.uid })
        : documentPath("venueMember", { tenantId: to.tenantId, venueId: to.venueId, uid: to.uid })
    const admission: Admission = { admittedAt: now() }
    return writes.write(path, admission)
  }
}

/**
 * Admission documents written once per path while this process runs, or again once `againAfterMs`
 * have passed; a write that failed is logged and forgotten, so the next call tries it again.
 */
export const admissionWrites = (firestore: Firestore, now: () => number, log: (message: string) => void, againAfterMs: number) => {
  const written = new Map<string, { readonly write: Promise<void>; readonly at: number }>()
  return {
    write: (path: string, admission: Admission): Promise<void> => {
      const kept = written.get(path)
      if (kept !== undefined && now() - kept.at < againAfterMs) return kept.write
      const write = firestore
        .doc(path)
        .set(admission)
        .then(
          () => undefined,
          (error: unknown) => {
            written.delete(path)
            log(`firestore admission ${path}: ${error instanceof Error ? error.message : String(error)}`)
          },
        )
      if (written.size > 100_000) written.clear()
      written.set(path, { write, at: now() })
      return write
    },
    /** The document was deleted: the next call writes it again. */
    forget: (path: string): void => void written.delete(path),
  }
}
