import { fillPath, MENU_PICK_PATH, VENUE_BY_QR_PATH } from "../../schema/table-paths"
import { createAuthSession, type AuthSession } from "../../streams/auth"
import { answeredFetch, prefetchingFetch } from "../../streams/prefetch"
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

/**
 * A table's page rendered by the server (server/http/table-pages.ts) carries the venue and menu
 * answers it was drawn from: the client takes those rather than asking again. The calls it
 * does not carry (a large menu's) leave at once, as on the app's plain shell.
 */
const carried = (id: string, path: string): ReadonlyArray<readonly [string, string]> => {
  const body = table === null ? null : (document.getElementById(id)?.textContent ?? null)
  return table === null || body === null ? [] : [[`${appConfig.apiBaseUrl}${fillPath(path, { qrCode: table })}`, body]]
}
const answers = new Map([...carried("tableside-venue", VENUE_BY_QR_PATH), ...carried("tableside-menu", MENU_PICK_PATH)])

/** The fetch the store's RPC client uses: it takes the table's early answers once. */
export const pageFetch: typeof globalThis.fetch = answeredFetch(
  answers,
  prefetchingFetch(
    table === null ? [] : [VENUE_BY_QR_PATH, MENU_PICK_PATH].map((path) => `${appConfig.apiBaseUrl}${fillPath(path, { qrCode: table })}`).filter((url) => !answers.has(url)),
    (input, init) => globalThis.fetch(input, init),
  ),
)

/** What the page arrived as: the server's first screen of a table (src/app/boot.tsx hydrates it), or the app's shell. */
export const servedPage = {
  /** The server drew the whole first screen as the client will ("hydrate"), or a first screen to draw again ("render"). */
  mode: document.getElementById("root")?.dataset["ssr"] ?? null,
  /** The route that screen is, where the address goes on to. */
  route: document.getElementById("root")?.dataset["route"] ?? null,
  /** Its language, before the app sets its own. */
  language: document.documentElement.lang,
  /** Nothing to restore: a new tab (a reload restores its session, whose screen may differ from the server's). */
  freshTab: sessionStorage.getItem("tableside.session") === null,
}

declare global {
  interface Window {
    /** Kept by the server-rendered page's inline script (server/http/table-pages.ts) from its first markup on. */
    tablesideTap?: { dish: string | null; readonly listen: (event: MouseEvent) => void }
  }
}

/**
 * The dish tapped before the page's script has taken over the server's markup, once: opened once
 * it has (src/app/boot.tsx), rather than lost. The page stops watching for early taps. The taps
 * are kept by the page's own inline script, which runs before any module: a tap while the entry
 * chunk still downloads counts too.
 */
export const takeEarlyTap = (): string | null => {
  const early = window.tablesideTap
  if (early === undefined) return null
  document.removeEventListener("click", early.listen, true)
  delete window.tablesideTap
  return early.dish
}
