/** Google sign-in by popup (production): loaded on the diner's tap, never on the first paint. */
export { FirebaseError } from "firebase/app"
export { browserPopupRedirectResolver, GoogleAuthProvider, linkWithPopup, signInWithCredential, signInWithPopup } from "firebase/auth"
