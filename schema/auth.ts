import { Schema } from "effect"

/**
 * The signed-in user as the app knows it (spec section 3). The token itself is kept out of
 * this shape on purpose: the user is logged, the token never is (streams/auth.ts holds it).
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
  /** Set after a successful verification. */
  phoneNumber: Schema.NullOr(Schema.String),
})
export type AuthUser = typeof AuthUser.Type

/**
 * A step of a table's sign-in (src/domain/sign-in-rule.ts): a Google account, then a phone
 * verified by SMS code.
 */
export type SignInStep = "google" | "phone"
