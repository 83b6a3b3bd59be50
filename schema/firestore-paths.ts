/**
 * Where production keeps the live data in Firestore, and who may read it: one table that the
 * server (the mirror's writes and the admissions, server/live/), the apps' listeners
 * (streams/live-firestore.ts; the staff screen's src/staff/data/staff-live-firestore.ts) and the security rules (`firestore.rules`, generated from this
 * table by tools/firestore-rules.ts) all read, so a path and its rule cannot drift apart.
 *
 *   tenants/{tenantId}/serviceAreas/{serviceAreaId}/visits/{visitId}/orders/{orderId}          an Order (schema/order.ts)
 *   tenants/{tenantId}/serviceAreas/{serviceAreaId}/visits/{visitId}/staffRequests/{requestId} a StaffRequest (schema/staff-request.ts)
 *   tenants/{tenantId}/serviceAreas/{serviceAreaId}/visits/{visitId}/sync/tableCart            the table cart's version (schema/table-cart.ts TableCartChanged)
 *   tenants/{tenantId}/serviceAreas/{serviceAreaId}/visits/{visitId}/payments/{paymentId}      who paid how much, and what is left (schema/payment.ts PaymentMade)
 *   tenants/{tenantId}/serviceAreas/{serviceAreaId}/visits/{visitId}/members/{uid}             the server placed this user in the visit
 *   tenants/{tenantId}/venues/{venueId}/sync/availability                                      { updatedAt, type } (schema/availability.ts)
 *   tenants/{tenantId}/venues/{venueId}/members/{uid}                                          the server let this user in at a table of the venue
 *   tenants/{tenantId}/venues/{venueId}/staffFeed/{entryId}                                    one change of the venue's staff feed (firestore-staff-paths.ts StaffFeedEntry)
 *   tenants/{tenantId}/venues/{venueId}/staffMembers/{uid}                                     the server let this staff member in at the venue (StaffAdmission)
 *
 * Every document is written by the server alone, with the Admin SDK (which rules do not
 * govern); the rules let no client write anything. A table's live documents live under its
 * visit (schema/visit.ts: from its first diner to its settle), beside the admissions to that
 * visit, so their rule is one `exists` and the visit is the boundary: a diner of one party reads
 * nothing of an earlier or a later party at the table. A diner who starts a new order is placed
 * in the next visit too (and keeps reading the one they left: its receipts). The venue's
 * availability is the venue's, whoever sits where, so it stays under the venue.
 *
 * The venue's staff screen hears every table's every visit, which read where the diners' documents
 * are would be a collection-group query, and the rules must prove a whole query allowed, which a
 * per-document `exists` on an admission cannot. So the staff feed is mirrored again under the
 * venue: each change the server's staff feed carries (schema/staff-api.ts staffLiveFeed: orders,
 * requests, payments, table carts, availability, feedback, staff actions) is one entry of one
 * collection, read by one listener, beside the venue's staff admissions, and its rule is one
 * `exists` again. The server writes a staff member's admission when the staff access check lets
 * them in at the venue, and deletes it when they are taken off its list, or at their next
 * refused call there (server/http/access.ts). A diner's venue admission (members) is not a staff
 * admission: a diner reads nothing of the staff feed, nor staff a table's visit. The staff's two
 * kinds are declared in schema/firestore-staff-paths.ts, beside this table rather than in it, so
 * that the diner's Firestore chunk, which carries this table, carries nothing of the staff's.
 */
export const FIRESTORE_DOCUMENTS = {
  order: { path: "tenants/{tenantId}/serviceAreas/{serviceAreaId}/visits/{visitId}/orders/{orderId}", read: "visitMember" },
  staffRequest: { path: "tenants/{tenantId}/serviceAreas/{serviceAreaId}/visits/{visitId}/staffRequests/{requestId}", read: "visitMember" },
  tableCart: { path: "tenants/{tenantId}/serviceAreas/{serviceAreaId}/visits/{visitId}/sync/tableCart", read: "visitMember" },
  payment: { path: "tenants/{tenantId}/serviceAreas/{serviceAreaId}/visits/{visitId}/payments/{paymentId}", read: "visitMember" },
  visitMember: { path: "tenants/{tenantId}/serviceAreas/{serviceAreaId}/visits/{visitId}/members/{uid}", read: "self" },
  availability: { path: "tenants/{tenantId}/venues/{venueId}/sync/availability", read: "venueMember" },
  venueMember: { path: "tenants/{tenantId}/venues/{venueId}/members/{uid}", read: "self" },
} as const satisfies Record<string, { readonly path: string; readonly read: ReadAccess }>

/**
 * Who may read a kind of document: a user whose admission document of that kind exists for
 * the document's own tenant, table and visit (or venue), or the user the document is about.
 */
export type ReadAccess = "visitMember" | "venueMember" | "venueStaff" | "self"

export type FirestoreDocumentKind = keyof typeof FIRESTORE_DOCUMENTS

/** The names in braces of a path template. */
export type Wildcards<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | Wildcards<Rest> : never
type PathOf<K extends FirestoreDocumentKind> = (typeof FIRESTORE_DOCUMENTS)[K]["path"]
/** A template's last segment, when it is a wildcard: the document's id, left out of its collection's path. */
export type IdOf<Path extends string> = Path extends `${string}/${infer Rest}` ? IdOf<Rest> : Path extends `{${infer Id}}` ? Id : never

export type DocumentIds<K extends FirestoreDocumentKind> = Readonly<Record<Wildcards<PathOf<K>>, string>>
export type CollectionIds<K extends FirestoreDocumentKind> = Readonly<Record<Exclude<Wildcards<PathOf<K>>, IdOf<PathOf<K>>>, string>>

/** An admission document's content. */
export interface Admission {
  /** When the server admitted the user (ms since the epoch). */
  readonly admittedAt: number
}

/** A document's path: its template with every wildcard filled. An id that is not one path segment is refused. */
export const documentPath = <K extends FirestoreDocumentKind>(kind: K, ids: DocumentIds<K>): string =>
  fill(FIRESTORE_DOCUMENTS[kind].path, ids)

/** The path of the collection holding documents of this kind (the template less its last segment). */
export const collectionPath = <K extends FirestoreDocumentKind>(kind: K, ids: CollectionIds<K>): string =>
  fill(FIRESTORE_DOCUMENTS[kind].path.replace(/\/[^/]+$/, ""), ids)

/** A template with every wildcard filled (the staff's paths use it too: schema/firestore-staff-paths.ts). */
export const fill = (template: string, ids: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const id = ids[name]
    // Firestore ids are one segment: a "/" would name another document, "." and ".." are reserved.
    if (id === undefined || id === "" || id.includes("/") || id === "." || id === ".." || /^__.*__$/.test(id))
      throw new Error(`Firestore path ${template}: ${name} must be one path segment (got ${JSON.stringify(id)})`)
    return id
  })
