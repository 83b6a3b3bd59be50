import type { StaffVenueRef } from "../storage/staff-repo"

/** A signed-in account with a verified e-mail: who `GET /api/staff/venues` answers for. */
export interface StaffAccount {
  readonly uid: string
  /** Lowercased, as staff lists keep their e-mails. */
  readonly email: string
  /** The token's claim `tenant-id`; null: it names none. */
  readonly tenantId: string | null
}

/** A staff member at the venue the call's path names, on its list: who every venue-scoped "staff" call acts for. */
export interface StaffAtVenue extends StaffAccount {
  readonly venue: StaffVenueRef
}
