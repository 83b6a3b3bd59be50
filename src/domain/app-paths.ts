/**
 * The paths of this app's screens (src/app/app.tsx): `/`, a table's `/{qr}` and `/venue` with
 * its screens. A replayed log names the screen the diner was on; only such a path is ever
 * opened from it, never `javascript:`, another origin (`//host`, `/\host`) or a path no screen has.
 */
const APP_PATH = /^\/(venue(\/(load|error|cart|orders|pay|receipt\/[A-Za-z0-9_-]{1,128}))?|[A-Za-z0-9_-]{1,64})?$/

export const isAppPath = (path: string): boolean => APP_PATH.test(path)
