import type { Firestore } from "firebase-admin/firestore"
import { documentPath, type Admission } from "../../schema/firestore-paths"
import type { LiveEvent } from "./live-bus"

/**
 * Mirrors the reference server's live changes to Firestore, so a production deployment
 * switches the app from server push to Firestore listeners by configuration alone. Orders
 * and staff requests are written whole under their table (a document each); the availability
 * sync document under its venue (paths and rules: schema/firestore-paths.ts). Fed by the
 * instance that committed the change, so each change is written once however many instances run.
 */
export const firestoreMirror =
  (firestore: Firestore, log: (message: string) => void) =>
  async (event: LiveEvent): Promise<void> => {
    try {
      // Channels name their scope: "orders:{tenant}:{serviceArea}", "requests:{tenant}:{serviceArea}", "availability:{tenant}:{venue}".
      const [, tenantId, scopeId] = event.channel.split(":")
      if (tenantId === undefined || scopeId === undefined) return
      if (event.kind === "order")
        await firestore.doc(documentPath("order", { tenantId, serviceAreaId: scopeId, orderId: event.payload.id })).set(event.payload)
      else if (event.kind === "tableCart")
        await firestore.doc(documentPath("tableCart", { tenantId, serviceAreaId: event.payload.serviceAreaId })).set(event.payload)
      else if (event.kind === "payment")
        await firestore
          .doc(documentPath("payment", { tenantId, serviceAreaId: scopeId, paymentId: event.payload.paymentId }))
          .set(event.payload)
      else if (event.kind === "request")
        await firestore
          .doc(documentPath("staffRequest", { tenantId, serviceAreaId: scopeId, requestId: event.payload.id }))
          .set(event.payload)
      else await firestore.doc(documentPath("availability", { tenantId, venueId: scopeId })).set(event.payload)
    } catch (error) {
      log(`firestore mirror: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

/** Where a diner was admitted: the table (service area) and its venue, of one tenant. */
export interface AdmittedTo {
  readonly uid: string
  readonly tenantId: string
  readonly venueId: string
  readonly serviceAreaId: string
}

/**
 * Records in Firestore that the server let a user in at a table (the sign-in rule held), so
 * the security rules let them read that table's and venue's live documents
 * (firestore.rules): the admission documents, written with the Admin SDK, in one batch. Once
 * per user and table while this process runs (a failed write is tried again by the next call);
 * the diner's call waits for it, so the app's listeners find it in place.
 */
export const firestoreAdmissions = (firestore: Firestore, now: () => number, log: (message: string) => void) => {
  const written = new Map<string, Promise<void>>()
  return (to: AdmittedTo): Promise<void> => {
    const key = `${to.tenantId} ${to.serviceAreaId} ${to.uid}`
    let write = written.get(key)
    if (write === undefined) {
      const admission: Admission = { admittedAt: now() }
      const batch = firestore.batch()
      batch.set(
        firestore.doc(documentPath("serviceAreaMember", { tenantId: to.tenantId, serviceAreaId: to.serviceAreaId, uid: to.uid })),
        admission,
      )
      batch.set(firestore.doc(documentPath("venueMember", { tenantId: to.tenantId, venueId: to.venueId, uid: to.uid })), admission)
      write = batch.commit().then(
        () => undefined,
        (error: unknown) => {
          written.delete(key)
          log(`firestore admission of ${to.uid} at ${to.serviceAreaId}: ${error instanceof Error ? error.message : String(error)}`)
        },
      )
      if (written.size > 100_000) written.clear()
      written.set(key, write)
    }
    return write
  }
}
