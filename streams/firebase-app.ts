import type { FirebaseApp } from "firebase/app"
import type { AppConfig } from "../schema/app-config"

let app: Promise<FirebaseApp> | null = null

/** The page's one Firebase app, loaded on demand (auth, Firestore and analytics share it). */
export const loadFirebaseApp = (config: AppConfig): Promise<FirebaseApp> =>
  (app ??= import("firebase/app").then(({ initializeApp }) =>
    initializeApp({
      apiKey: config.firebase.apiKey,
      projectId: config.firebase.projectId,
      ...(config.firebase.authDomain === null ? {} : { authDomain: config.firebase.authDomain }),
      ...(config.firebase.appId === null ? {} : { appId: config.firebase.appId }),
      ...(config.firebase.measurementId === null ? {} : { measurementId: config.firebase.measurementId }),
    }),
  ))
