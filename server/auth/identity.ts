/** Who is calling, as proven by a Firebase ID token. */
export interface Identity {
  readonly uid: string
  readonly isAnonymous: boolean
  readonly email: string | null
  /** The token claim `tenant-id`, set by this server when the user first enters a venue. */
  readonly tenantId: string | null
  /** The token claim `phoneNumberVerified`, set by this server after a verification. */
  readonly phoneNumberVerified: boolean
}

/** The identity provider as the server needs it; Firebase in every mode (emulator locally). */
export interface IdentityProvider {
  /** null: the token is missing, malformed, expired or not signed by the provider. */
  verify(idToken: string): Promise<Identity | null>
  /** Merges these custom claims into the user's; they appear in the next ID token. */
  mergeClaims(uid: string, claims: Readonly<Record<string, unknown>>): Promise<void>
}

export const TENANT_CLAIM = "tenant-id"
export const PHONE_VERIFIED_CLAIM = "phoneNumberVerified"
