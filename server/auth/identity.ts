import { IdentityUnavailable as IdentityUnavailableError } from "../../schema/errors"
import { Failure } from "../failure"
/** Who is calling, as proven by a Firebase ID token. */
export interface Identity {
  readonly uid: string
  readonly isAnonymous: boolean
  readonly email: string | null
  /** Whether the provider vouches for the e-mail (a Google account's is): staff lists match verified e-mails only. */
  readonly emailVerified?: boolean
  /** The token claim `tenant-id`, set by this server when the user first enters a venue. */
  readonly tenantId: string | null
  /** The token claim `phoneNumberVerified`, set by this server after a verification. */
  readonly phoneNumberVerified: boolean
}

/** The identity provider as the server needs it; Firebase in every mode (emulator locally). */
export interface IdentityProvider {
  /**
   * null: the token is malformed, expired or not signed by the provider. Throws
   * IdentityUnavailable when the provider could not be asked: that says nothing of the token.
   */
  verify(idToken: string): Promise<Identity | null>
  /** Merges these custom claims into the user's; they appear in the next ID token. Throws IdentityUnavailable likewise. */
  mergeClaims(uid: string, claims: Readonly<Record<string, unknown>>): Promise<void>
  /** Whether the provider answers now (for /api/health), asked at most every few seconds. */
  reachable(): Promise<boolean>
}

/** The identity provider did not answer: a 503 the diner can retry, never "sign in again". */
export class IdentityUnavailable extends Failure {
  constructor(readonly reason: string) {
    super({
      _tag: IdentityUnavailableError.tag,
      message: "Your sign-in could not be checked: the sign-in service is not answering. Please try again in a moment.",
    })
  }
}

export const TENANT_CLAIM = "tenant-id"
export const PHONE_VERIFIED_CLAIM = "phoneNumberVerified"
