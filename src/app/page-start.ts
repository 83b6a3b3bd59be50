import { fillPath, MENU_PICK_PATH, VENUE_BY_QR_PATH } from "../../schema/table-paths"
import { createAuthSession, type AuthSession } from "../../streams/auth"
import { prefetchingFetch } from "../../streams/prefetch"
import { tableCodeOfPath } from "../domain/table-code"
import { appConfig } from "./build-config"

/**
 * What the page starts before anything else has arrived: the sign-in and,
 * on a table's link, the table's public calls (venue and menu). This is the entry script's own
 * chunk (Firebase Auth, without React, Effect's Schema, the store or the screens), so on
 * a slow network the sign-in's two round trips and the menu's download run while the rest of the
 * app is still downloading, instead of after it (src/main.tsx).
 */
export const authSession: AuthSession = createAuthSession({
  config: appConfig,
  origin: location.origin,
  log: (message) => console.warn(message),
})

const table = tableCodeOfPath(location.pathname)

/** The fetch the store's RPC client uses: it takes the table's early answers once. */
export const pageFetch: typeof globalThis.fetch = prefetchingFetch(
  table === null ? [] : [VENUE_BY_QR_PATH, MENU_PICK_PATH].map((path) => `${appConfig.apiBaseUrl}${fillPath(path, { qrCode: table })}`),
  (input, init) => globalThis.fetch(input, init),
)
