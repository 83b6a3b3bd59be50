import { initializeApp, type FirebaseApp } from "firebase/app"
import type { AppConfig } from "../schema/app-config"

let app: FirebaseApp | null = null

/**
 * The page's one Firebase app (auth, Firestore and analytics share it), loaded with the first of
 * them: the sign-in, once the first screen is hydrated and idle (src/app/page-start.ts).
 */
export const firebaseApp = (config: AppConfig): FirebaseApp =>
  (app ??= initializeApp({
    apiKey: config.firebase.apiKey,
    projectId: config.firebase.projectId,
    ...(config.firebase.authDomain === null ? {} : { authDomain: config.firebase.authDomain }),
    ...(config.firebase.appId === null ? {} : { appId: config.firebase.appId }),
    ...(config.firebase.measurementId === null ? {} : { measurementId: config.firebase.measurementId }),
  }))
