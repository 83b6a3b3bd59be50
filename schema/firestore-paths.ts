/**
 * Where production keeps the live data in Firestore (written by the venue platform, or by the
 * reference server's mirror; read by the app's listeners):
 *
 *   tenants/{tenantId}/orders/{orderId}                  an Order (schema/order.ts), with serviceAreaId
 *   tenants/{tenantId}/venues/{venueId}/sync/availability { updatedAt, type } (schema/availability.ts)
 *   tenants/{tenantId}/staffRequests/{requestId}          a StaffRequest (schema/staff-request.ts), with serviceAreaId
 *   tenants/{tenantId}/tableCarts/{serviceAreaId}        a TableCartChanged (schema/table-cart.ts): the table's shared cart's version
 */
export const ordersCollectionPath = (tenantId: string): string => `tenants/${tenantId}/orders`
export const availabilityDocumentPath = (tenantId: string, venueId: string): string => `tenants/${tenantId}/venues/${venueId}/sync/availability`
export const staffRequestsCollectionPath = (tenantId: string): string => `tenants/${tenantId}/staffRequests`
export const tableCartDocumentPath = (tenantId: string, serviceAreaId: string): string => `tenants/${tenantId}/tableCarts/${serviceAreaId}`
