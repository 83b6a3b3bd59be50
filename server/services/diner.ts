import type { Identity } from "../auth/identity"
import type { ServiceAreaRow } from "../storage/venue-repo"

/** A signed-in diner at one service area of one venue: who every "diner" call acts for. */
export interface Diner {
  readonly identity: Identity
  readonly serviceArea: ServiceAreaRow
}

/** A refusal with its HTTP status and a message for the diner (and the field, for a 400). */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}
