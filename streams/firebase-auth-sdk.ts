/**
 * The parts of Firebase Auth a diner needs at start, named one by one so the bundler keeps
 * only these (a namespace import keeps the whole SDK). The Google popup's parts, which load
 * Google's iframe script, are in `firebase-auth-popup.ts` and load only when asked for.
 */
export {
  browserLocalPersistence,
  connectAuthEmulator,
  GoogleAuthProvider,
  initializeAuth,
  linkWithCredential,
  onIdTokenChanged,
  signInAnonymously,
  signInWithCredential,
} from "firebase/auth"
