import type { AppConfig } from "../../../schema/app-config"

/** Put in by the build (vite.staff.config.ts `define`, as the diner's), already checked against the AppConfig schema. */
declare const __APP_CONFIG__: AppConfig

export const staffConfig: AppConfig = __APP_CONFIG__
