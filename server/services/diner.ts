import type { Identity } from "../auth/identity"
import type { ServiceAreaRow } from "../storage/venue-repo"

/** A signed-in diner at one service area of one venue: who every "diner" call acts for. */
export interface Diner {
  readonly identity: Identity
  readonly serviceArea: ServiceAreaRow
}
