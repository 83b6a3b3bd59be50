/**
 * The service worker, on Workbox: built to /sw.js by vite-plugin-pwa (vite.config.ts), which
 * puts the build's scripts, stylesheets and shell in `self.__WB_MANIFEST`. A repeat visit opens
 * from the device: the app shell and its scripts come from the cache, the sign-in from the
 * browser's own storage; only the venue's answers go out.
 *
 * - A table's link (`/{qr}`): the page the server last drew for that table in the diner's
 *   language, at once (its first screen, drawn and carried, src/app/hydrate-page.tsx), marked as kept
 *   (its answers may be old: the page asks again, src/app/page-start.ts) and refreshed in the
 *   background for the next visit; the network on a first visit, and the shell when that fails.
 *   One page per table and language, at most KEPT_PAGES, the least recently used going first.
 * - Other page loads (navigations to the app's routes): the precached shell.
 * - /assets/*: named by content hash, so cache-first; the ones not precached (the production
 *   live feed's Firestore code) are kept on first use, when whole and of their type (keepable).
 * - /img/*: the kept picture at once, refreshed in the background.
 * - Everything else (the API, live feeds, sign-in) is left to the network.
 *
 * Workbox does the caching, routing and expiry; what is the app's own is in kept-pages.ts. It
 * never takes over a page that loaded without it (no clients.claim): a diner's open page keeps
 * the code it started with.
 */
import type { WorkboxPlugin } from "workbox-core"
import { ExpirationPlugin } from "workbox-expiration"
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching"
import { NavigationRoute, registerRoute } from "workbox-routing"
import { CacheFirst, StaleWhileRevalidate } from "workbox-strategies"
import { drawnByServer, keepable, KEPT_PAGES, keptPageKey, markedKept, SHELL } from "./kept-pages"

declare const self: ServiceWorkerGlobalScope & { readonly __WB_MANIFEST: Array<PrecacheEntry | string> }

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Whole cached answers are matched whatever their Vary says: each is kept under one key.
const anyVary = { ignoreVary: true }

/** A table's page, kept under its table and language (keptPageKey), when the server drew it. */
const tablePage: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => keptPageKey(new URL(request.url), self.navigator.languages) ?? request,
  cacheWillUpdate: async ({ response }) =>
    response.ok && response.type === "basic" && drawnByServer(await response.clone().text()) ? response : null,
  // After the expiry plugin has counted the use: the page as kept, marked so.
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (cachedResponse === undefined) return null
    const html = markedKept(await cachedResponse.text())
    return new Response(html, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers: cachedResponse.headers })
  },
  // No kept page and no network: the shell, which explains what it cannot reach.
  handlerDidError: async () => (await matchPrecache(SHELL)) ?? Response.error(),
}

/** An answer is kept only when it is whole and what its path promises (keepable). */
const whole: WorkboxPlugin = { cacheWillUpdate: async ({ request, response }) => (keepable(request, response) ? response : null) }

// A table's link loaded (a navigation), or one the window asks the worker to keep (Workbox's
// CACHE_URLS message, src/main.tsx: the first visit's page, which loaded before this worker).
registerRoute(
  ({ request, url, sameOrigin, event }) =>
    sameOrigin && (request.mode === "navigate" || event.type === "message") && keptPageKey(url, self.navigator.languages) !== null,
  new StaleWhileRevalidate({
    cacheName: "tableside-table-pages",
    matchOptions: anyVary,
    plugins: [new ExpirationPlugin({ maxEntries: KEPT_PAGES, matchOptions: anyVary, purgeOnQuotaError: true }), tablePage],
  }),
)

registerRoute(
  new NavigationRoute(createHandlerBoundToURL(SHELL), {
    // The API, the sign-in's pages, an e-mailed receipt's page (the server's own) and files are no routes of the app.
    denylist: [/^\/api\//, /^\/__\//, /^\/emulator\//, /^\/receipt\//, /\.[a-z0-9]+$/i],
  }),
)

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: "tableside-scripts",
    // Old builds' scripts go once newer ones have taken their place.
    plugins: [whole, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
)

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/img/"),
  new StaleWhileRevalidate({
    cacheName: "tableside-pictures",
    // A few venues' menus.
    plugins: [whole, new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
)

self.addEventListener("install", () => void self.skipWaiting())

// The caches of the worker before Workbox, kept by hand and unbounded (a page per address), and
// the app's own second copy of each table's answers (now read from the kept pages,
// streams/venue-cache.ts): dropped once this worker is in charge.
self.addEventListener("activate", (event) => {
  const before = (name: string) =>
    name.startsWith("tableside-app-") || name === "tableside-pages" || name === "tableside-images" || name === "tableside-venues"
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter(before).map((name) => caches.delete(name)))))
})
