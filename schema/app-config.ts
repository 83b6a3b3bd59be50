import { Schema } from "effect"

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
