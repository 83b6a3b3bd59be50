import { fill, type Admission, type IdOf, type ReadAccess, type Wildcards } from "./firestore-paths"

/**
 * The venue's staff screen's documents in Firestore: its feed and its admissions, under the venue
 * (why there, and who reads them: schema/firestore-paths.ts). A table of its own beside the
 * diners', which the rules generator (tools/firestore-rules.ts) reads with it.
 */
export const STAFF_FIRESTORE_DOCUMENTS = {
  staffFeed: { path: "tenants/{tenantId}/venues/{venueId}/staffFeed/{entryId}", read: "venueStaff" },
  venueStaff: { path: "tenants/{tenantId}/venues/{venueId}/staffMembers/{uid}", read: "self" },
} as const satisfies Record<string, { readonly path: string; readonly read: ReadAccess }>

export type StaffDocumentKind = keyof typeof STAFF_FIRESTORE_DOCUMENTS
type PathOf<K extends StaffDocumentKind> = (typeof STAFF_FIRESTORE_DOCUMENTS)[K]["path"]

/** A staff admission's content: the e-mail it was admitted by, so taking that e-mail off the list finds it. */
export interface StaffAdmission extends Admission {
  readonly email: string
}

/**
 * An entry of a venue's staff feed: one change as the server's staff feed sends it (its `kind` is
 * the SSE event's name, its payload that event's), its position in the server's live log, and
 * when it was mirrored (ms since the epoch), from which the screen's listener reads. `expiresAt`
 * is for a Firestore TTL policy on the staffFeed collection group: an entry is a change, not
 * state, and the screen reads state through its calls.
 */
export interface StaffFeedEntry {
  readonly kind: string
  readonly payload: unknown
  readonly seq: number
  readonly mirroredAt: number
  readonly expiresAt: Date
}

/** A staff document's path: its template with every wildcard filled. */
export const staffDocumentPath = <K extends StaffDocumentKind>(kind: K, ids: Readonly<Record<Wildcards<PathOf<K>>, string>>): string =>
  fill(STAFF_FIRESTORE_DOCUMENTS[kind].path, ids)

/** The path of the collection holding staff documents of this kind. */
export const staffCollectionPath = <K extends StaffDocumentKind>(
  kind: K,
  ids: Readonly<Record<Exclude<Wildcards<PathOf<K>>, IdOf<PathOf<K>>>, string>>,
): string => fill(STAFF_FIRESTORE_DOCUMENTS[kind].path.replace(/\/[^/]+$/, ""), ids)
