import { firstValueFrom } from "rxjs"
import { openLocalLog } from "./local-log"
import { createLogStore, type LogStore } from "./log-store"
import { authSession, lifecycle, servedPage, takeCarriedAnswers } from "./page-start"

/**
 * The page's one store (src/app/log-store.ts), on the tab's log (src/app/local-log.ts): a fresh
 * tab's log starts with the events the page carries (the venue and the menu the server drew
 * the page from), so the screens draw the server's page as it is, and hydrate it; a reload's is
 * the session it restores. The sources attach once their code is in (src/app/root.ts).
 */
export const pageStore: Promise<LogStore> = openLocalLog(
  (message) => console.warn(message),
  firstValueFrom(lifecycle.reached("idle")),
).then((local) => {
  // Kept by the service worker from an earlier visit: what the device kept (src/app/once-painted.ts refreshes it).
  const source = servedPage.kept ? "cache" : "http"
  if (!local.restored) for (const event of takeCarriedAnswers() ?? []) local.log.append(event, source)
  return createLogStore({ local, auth: authSession, newKey: () => crypto.randomUUID(), now: Date.now })
})
