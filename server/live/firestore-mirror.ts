import type { Firestore } from "firebase-admin/firestore"
import { availabilityDocumentPath, ordersCollectionPath, staffRequestsCollectionPath, tableCartDocumentPath } from "../../schema/firestore-paths"
import type { LiveEvent } from "./live-bus"

/**
 * Mirrors the reference server's live changes to Firestore, so a production deployment
 * switches the app from server push to Firestore listeners by configuration alone. Orders
 * and staff requests are written whole under their tenant (a document each); the availability
 * sync document under its venue. Fed by the instance that committed the change, so each
 * change is written once however many instances run.
 */
export const firestoreMirror = (firestore: Firestore, log: (message: string) => void) => async (event: LiveEvent): Promise<void> => {
  try {
    // Channels name their scope: "orders:{tenant}:{serviceArea}", "requests:{tenant}:{serviceArea}", "availability:{tenant}:{venue}".
    const [, tenantId, scopeId] = event.channel.split(":")
    if (tenantId === undefined || scopeId === undefined) return
    if (event.kind === "order") await firestore.doc(`${ordersCollectionPath(tenantId)}/${event.payload.id}`).set(event.payload)
    else if (event.kind === "tableCart") await firestore.doc(tableCartDocumentPath(tenantId, event.payload.serviceAreaId)).set(event.payload)
    else if (event.kind === "request") await firestore.doc(`${staffRequestsCollectionPath(tenantId)}/${event.payload.id}`).set(event.payload)
    else await firestore.doc(availabilityDocumentPath(tenantId, scopeId)).set(event.payload)
  } catch (error) {
    log(`firestore mirror: ${error instanceof Error ? error.message : String(error)}`)
  }
}
