import { Result, Schema } from "effect"

/**
 * The app's settings, from VITE_* variables at build time, checked once at start. With no
 * Firebase settings at all the app runs in its local default: the demo project, its Auth
 * emulator reached through the reference server's own origin, and the server's live push.
 */
export const AppConfig = Schema.Struct({
  firebase: Schema.Struct({
    apiKey: Schema.String.check(Schema.isMinLength(1)),
    projectId: Schema.String.check(Schema.isMinLength(1)),
    authDomain: Schema.NullOr(Schema.String),
    appId: Schema.NullOr(Schema.String),
    measurementId: Schema.NullOr(Schema.String),
  }),
  /** "same-origin": the emulator behind the page's own server; a URL; or null for Firebase itself. */
  authEmulator: Schema.NullOr(Schema.String),
  /** Where live order status and availability come from. */
  live: Schema.Literals(["server", "firestore"]),
  /** Origin of the venue API; "" for the page's own. */
  apiBaseUrl: Schema.String,
})
export type AppConfig = typeof AppConfig.Type

/** The local default: the demo project, its emulator behind the page's own server. */
const LOCAL: AppConfig = {
  firebase: { apiKey: "demo-api-key", projectId: "demo-tableside", authDomain: null, appId: null, measurementId: null },
  authEmulator: "same-origin",
  live: "server",
  apiBaseUrl: "",
}

/**
 * Reads the app's settings from the VITE_* variables of the build. With none of the Firebase
 * ones set, the local default; with some set, all required ones must be, or the start stops
 * with a message naming the missing one.
 */
export const readAppConfig = (env: Readonly<Record<string, string | undefined>>): AppConfig => {
  const value = (name: string) => (env[name] === undefined || env[name] === "" ? null : env[name])
  if (value("VITE_FIREBASE_API_KEY") === null && value("VITE_FIREBASE_PROJECT_ID") === null) return LOCAL
  const candidate = {
    firebase: {
      apiKey: value("VITE_FIREBASE_API_KEY"),
      projectId: value("VITE_FIREBASE_PROJECT_ID"),
      authDomain: value("VITE_FIREBASE_AUTH_DOMAIN"),
      appId: value("VITE_FIREBASE_APP_ID"),
      measurementId: value("VITE_FIREBASE_MEASUREMENT_ID"),
    },
    authEmulator: value("VITE_FIREBASE_AUTH_EMULATOR"),
    live: value("VITE_LIVE") ?? "firestore",
    apiBaseUrl: value("VITE_API_BASE_URL") ?? "",
  }
  const decoded = Schema.decodeUnknownResult(AppConfig)(candidate)
  if (Result.isFailure(decoded)) throw new Error(`Bad app setting (VITE_* at build time): ${decoded.failure.message}`)
  return decoded.success
}
