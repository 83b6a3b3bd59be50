import type { Auth, DecodedIdToken } from "firebase-admin/auth"
import { PHONE_VERIFIED_CLAIM, TENANT_CLAIM, type Identity } from "./identity"

/**
 * The Auth emulator's ID tokens are not signed (`alg: none`), and firebase-admin accepts them:
 * anyone holding an anonymous account could write a token that claims a Google sign-in and a
 * verified phone. Against the emulator, the facts a table's sign-in rule needs are therefore
 * read from the account itself when a token is first verified, and kept with that token by
 * firebase-identity.ts (a fresh token, after a sign-in or a verification, is read afresh, as
 * Firebase's own would carry the new claims). Firebase's real tokens are signed: their claims
 * are taken as they are.
 */
export const emulatorAccountFacts =
  (auth: Auth) =>
  async (decoded: DecodedIdToken): Promise<Identity> => {
    const account = await auth.getUser(decoded.uid)
    const claims = account.customClaims ?? {}
    return {
      uid: account.uid,
      isAnonymous: account.providerData.length === 0,
      email: account.email ?? null,
      emailVerified: account.emailVerified,
      tenantId: typeof claims[TENANT_CLAIM] === "string" ? claims[TENANT_CLAIM] : null,
      phoneNumberVerified: claims[PHONE_VERIFIED_CLAIM] === true,
    }
  }
