import { INPUTS } from "../domain/early-intent"
import { startingLanguage } from "../ui/i18n/starting-language"
import { debugWanted } from "./debug-wanted"
import { tabHasSession } from "./tab-session"

/**
 * Settles at the diner's first input on `target`'s page, or at once if the page's first script
 * heard one already (server/http/early-tap.ts).
 */
export const firstInput = (target: EventTarget = window): Promise<void> =>
  new Promise((resolve) => {
    if ((globalThis as { tablesideTap?: { used?: boolean } }).tablesideTap?.used === true) return resolve()
    const heard = () => {
      for (const type of INPUTS) target.removeEventListener(type, heard, { capture: true })
      resolve()
    }
    for (const type of INPUTS) target.addEventListener(type, heard, { capture: true, passive: true })
  })

/** What the page says of itself (src/app/page-start.ts, `servedPage`). */
interface ServedPage {
  /** The route drawn: the menu's `/venue`, or the gate's. */
  readonly route: string | null
  /** The language it is drawn in. */
  readonly language: string
  /** Kept by the service worker from an earlier visit. */
  readonly kept: boolean
}

/** The route of a table's menu: the one page that stands for the app until the diner uses it. */
const MENU_ROUTE = "/venue"

/**
 * The page alone cannot stand for the app: a sign-in gate (only the app's sign-in lets the diner
 * in), a tab with a session of its own (a reload: the diner's cart and orders), a language the
 * diner chose that is not the page's, or a page kept from an earlier visit (to be refreshed); nor
 * for the venue developers' debug panel.
 */
export const appNeededAtOnce = (page: ServedPage): boolean =>
  page.route !== MENU_ROUTE || tabHasSession() || startingLanguage() !== page.language || page.kept || debugWanted()

/**
 * When a table's page the server drew is taken over by the app (src/main.tsx): React, the hydration and
 * the app's store run at the diner's first input, not before. Until then the page is the server's
 * markup, which reads whole and scrolls on its own, and a tap on a dish opens its drawer from the
 * page (server/http/early-tap.ts); a phone on which nobody touches the menu runs none of the app.
 * At once where the page cannot stand for the app (`appNeededAtOnce`).
 */
export const dinerArrived = (page: ServedPage): Promise<void> => (appNeededAtOnce(page) ? Promise.resolve() : firstInput())
