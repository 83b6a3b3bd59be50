import { initializeApp, type FirebaseApp } from "firebase/app"
import type { AppConfig } from "../schema/app-config"

let app: FirebaseApp | null = null

/**
 * The page's one Firebase app (auth, Firestore and analytics share it). Loaded with the entry
 * script, not on demand: the anonymous sign-in starts while the page's modules load.
 */
export const firebaseApp = (config: AppConfig): FirebaseApp =>
  (app ??= initializeApp({
    apiKey: config.firebase.apiKey,
    projectId: config.firebase.projectId,
    ...(config.firebase.authDomain === null ? {} : { authDomain: config.firebase.authDomain }),
    ...(config.firebase.appId === null ? {} : { appId: config.firebase.appId }),
    ...(config.firebase.measurementId === null ? {} : { measurementId: config.firebase.measurementId }),
  }))
