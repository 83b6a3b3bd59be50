import type { AppConfig } from "../../schema/app-config"

/** Put in by the build (vite.config.ts `define`), already decoded with the AppConfig schema. */
declare const __APP_CONFIG__: AppConfig

/**
 * The app's settings. Read from the VITE_* variables and checked against their schema when the
 * app is built or served (schema/app-config.ts, from vite.config.ts): a bad value stops the build
 * with a message naming it, and the page's first chunk carries no schema code to check them again.
 */
export const appConfig: AppConfig = __APP_CONFIG__
