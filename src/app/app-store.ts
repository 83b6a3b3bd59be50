import { firstValueFrom } from "rxjs"
import { openLocalLog } from "./local-log"
import { createLogStore, type LogStore } from "./log-store"
import { authSession, lifecycle, servedPage, carriedEvents } from "./page-start"

/**
 * The page's one store (src/app/log-store.ts), on the tab's log (src/app/local-log.ts): a fresh
 * tab's log starts with the events the page carries (the venue and the menu the server drew
 * the page from), so the screens draw the server's page as it is, and hydrate it; a reload's is
 * the session it restores, those events after it: its menu may be older than the page's (a dish
 * sold out while the tab was closed). The sources attach once their code is in (src/app/root.ts).
 */
export const pageStore: Promise<LogStore> = openLocalLog(
  (message) => console.warn(message),
  firstValueFrom(lifecycle.reached("idle")),
).then((local) => {
  // Kept by the service worker from an earlier visit: what the device kept (src/app/once-painted.ts refreshes it).
  const source = servedPage.kept ? "cache" : "http"
  for (const event of carriedEvents() ?? []) local.log.append(event, source)
  return createLogStore({ local, auth: authSession, newKey: () => crypto.randomUUID(), now: Date.now })
})
