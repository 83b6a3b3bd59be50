import { Schema } from "effect"

/**
 * The signed-in user as the auth session knows it (spec section 3). The token is kept out of
 * this shape on purpose (streams/auth.ts holds it); the log keeps only `SessionUser` below.
 */
export const AuthUser = Schema.Struct({
  uid: Schema.String,
  email: Schema.NullOr(Schema.String),
  displayName: Schema.NullOr(Schema.String),
  photoURL: Schema.NullOr(Schema.String),
  /** The token claim `tenant-id`, or null. */
  appTenantId: Schema.NullOr(Schema.String),
  isAnonymous: Schema.Boolean,
  /** The token claim `phoneNumberVerified`. */
  phoneNumberVerified: Schema.Boolean,
})
export type AuthUser = typeof AuthUser.Type

/**
 * The signed-in user as the event log keeps it: what the gate and the screens need, nothing
 * secret (no token, no email address, no phone number), so an exported log can be shared.
 */
export const SessionUser = Schema.Struct({
  uid: Schema.String,
  isAnonymous: Schema.Boolean,
  hasEmail: Schema.Boolean,
  /** The token claim `phoneNumberVerified`. */
  phoneNumberVerified: Schema.Boolean,
  /** The token claim `tenant-id`, or null. */
  tenantId: Schema.NullOr(Schema.String),
})
export type SessionUser = typeof SessionUser.Type

/**
 * A step of a table's sign-in (src/domain/sign-in-rule.ts): a Google account, then a phone
 * verified by SMS code.
 */
export type SignInStep = "google" | "phone"
