import type { Firestore } from "firebase-admin/firestore"
import { availabilityDocumentPath, ordersCollectionPath, staffRequestsCollectionPath } from "../../schema/firestore-paths"
import type { Order } from "../../schema/order"
import type { StaffRequest } from "../../schema/staff-request"
import type { LiveEvent } from "./live-bus"

/**
 * Mirrors the reference server's live changes to Firestore, so a production deployment
 * switches the app from server push to Firestore listeners by configuration alone. Orders
 * and staff requests are written whole under their tenant (a document each); the availability
 * sync document under its venue.
 */
export const firestoreMirror = (firestore: Firestore, log: (message: string) => void) => async (event: LiveEvent): Promise<void> => {
  try {
    // Channels name their scope: "orders:{tenant}:{serviceArea}", "requests:{tenant}:{serviceArea}", "availability:{tenant}:{venue}".
    const [kind, tenantId, scopeId] = event.channel.split(":")
    if (tenantId === undefined || scopeId === undefined) return
    if (kind === "orders") {
      const order = event.payload as Order
      await firestore.doc(`${ordersCollectionPath(tenantId)}/${order.id}`).set(order)
    } else if (kind === "requests") {
      const request = event.payload as StaffRequest
      await firestore.doc(`${staffRequestsCollectionPath(tenantId)}/${request.id}`).set(request)
    } else if (kind === "availability") {
      await firestore.doc(availabilityDocumentPath(tenantId, scopeId)).set(event.payload as object)
    }
  } catch (error) {
    log(`firestore mirror: ${error instanceof Error ? error.message : String(error)}`)
  }
}
