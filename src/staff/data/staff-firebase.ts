import { initializeApp, type FirebaseApp } from "firebase/app"
import type { AppConfig } from "../../../schema/app-config"

let app: FirebaseApp | null = null

/**
 * The staff screen's one Firebase app ("staff"), which its sign-in and, in production, its
 * Firestore listener share: the listener reads as the signed-in staff member. Its own name keeps
 * its sign-in apart from a diner's in the same browser (Firebase keeps each app's user under it).
 */
export const staffFirebaseApp = (config: AppConfig): FirebaseApp =>
  (app ??= initializeApp(
    {
      apiKey: config.firebase.apiKey,
      projectId: config.firebase.projectId,
      ...(config.firebase.authDomain === null ? {} : { authDomain: config.firebase.authDomain }),
      ...(config.firebase.appId === null ? {} : { appId: config.firebase.appId }),
    },
    "staff",
  ))
