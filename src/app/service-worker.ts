/**
 * The service worker (built to /sw.js by tools/vite-service-worker.ts, which prepends
 * PRECACHE). A repeat visit opens from the device: the app shell and its scripts come from
 * the cache, the sign-in from the browser's own storage; only the venue's answers go out.
 *
 * - A table's link (`/{qr}`): the page the server last rendered for it at once (its menu,
 *   drawn and carried, src/app/first-screen.ts), marked as kept (its answers may be old: the
 *   page asks again, src/app/page-start.ts) and refreshed in the background for the next
 *   visit; the network on a first visit, and the shell when that fails.
 * - Other page loads (navigations to the app's routes): the cached shell, else the network.
 * - /assets/*: named by content hash, so cache-first; the ones not precached (the production
 *   live feed's Firestore code) are kept on first use, when whole and of their type (keepable).
 * - /img/*: the cached picture at once, refreshed in the background.
 * - Everything else (the API, live feeds, sign-in) is left to the network.
 *
 * It never takes over a page that loaded without it (no clients.claim): a diner's open page
 * keeps the code it started with.
 */
export {}

declare const PRECACHE: { readonly version: string; readonly files: ReadonlyArray<string> }

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(response: Promise<Response>): void
}
interface WorkerScope {
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void
  skipWaiting(): Promise<void>
}
const worker = self as unknown as WorkerScope

const SHELL = "/index.html"
const APP_CACHE = `tableside-app-${PRECACHE.version}`
const IMAGE_CACHE = "tableside-images"
/** Pictures kept at most: a few venues' menus. */
const MAX_IMAGES = 400

worker.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(APP_CACHE)
      .then((cache) => cache.addAll([SHELL, ...PRECACHE.files]))
      .then(() => worker.skipWaiting()),
  )
})

worker.addEventListener("activate", (event) => {
  // An older version's scripts go once this one is in charge.
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith("tableside-app-") && name !== APP_CACHE).map((name) => caches.delete(name))),
      ),
  )
})

worker.addEventListener("fetch", (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== "GET" || url.origin !== location.origin) return
  if (request.mode === "navigate" && isTablePage(url.pathname)) event.respondWith(tablePage(request, event))
  else if (request.mode === "navigate" && isAppRoute(url.pathname)) event.respondWith(shell(request))
  else if (url.pathname.startsWith("/assets/")) event.respondWith(cacheFirst(request))
  else if (url.pathname.startsWith("/img/")) event.respondWith(staleWhileRevalidate(request, event))
})

/** The single-page app's routes (/, /{qr}, /venue/...), not the API, files or the sign-in's pages. */
const isAppRoute = (path: string): boolean =>
  !path.startsWith("/api/") && !path.startsWith("/__/") && !path.startsWith("/emulator/") && !/\.[a-z0-9]+$/i.test(path)

const shell = async (request: Request): Promise<Response> => (await caches.match(SHELL)) ?? fetch(request)

const PAGE_CACHE = "tableside-pages"

/** A table's link: one table code, not the app's own `/venue` (src/domain/table-code.ts). */
const isTablePage = (path: string): boolean => /^\/[A-Za-z0-9_-]{1,64}\/?$/.test(path) && !/^\/venue\/?$/.test(path)

const tablePage = async (request: Request, event: FetchEvent): Promise<Response> => {
  const cache = await caches.open(PAGE_CACHE)
  // Kept by URL and, through the answer's Vary, by the browser's languages.
  const cached = await cache.match(request)
  const refreshed = fetch(request).then(async (response) => {
    if (response.ok && (response.headers.get("content-type") ?? "").startsWith("text/html")) await cache.put(request, response.clone())
    return response
  })
  event.waitUntil(refreshed.catch(() => undefined))
  if (cached !== undefined) return markedKept(cached)
  return refreshed.catch(async () => (await caches.match(SHELL)) ?? Response.error())
}

/**
 * The kept page says so in its own markup (a page cannot read the headers it was answered
 * with): its root element gets `data-kept`, read by src/app/page-start.ts (`servedPage.kept`).
 * Only the root's own attribute changes, never the markup React takes over.
 */
const markedKept = async (kept: Response): Promise<Response> => {
  const html = await kept.text()
  return new Response(
    html.replace('<div id="root"', () => '<div id="root" data-kept=""'),
    { status: kept.status, statusText: kept.statusText, headers: kept.headers },
  )
}

const cacheFirst = async (request: Request): Promise<Response> => {
  const cached = await caches.match(request)
  if (cached !== undefined) return cached
  const response = await fetch(request)
  if (keepable(request, response)) await (await caches.open(APP_CACHE)).put(request, response.clone())
  return response
}

/**
 * The content types a kept answer must have, by the file's extension (pictures under /img/ are
 * drawn with none): a page answered under a script's name (a server of another build) is used
 * once and never kept, or the script would stay broken on the phone until the next worker.
 */
const EXPECTED_TYPES: Readonly<Record<string, RegExp>> = {
  js: /^(text|application)\/javascript\b/,
  mjs: /^(text|application)\/javascript\b/,
  css: /^text\/css\b/,
  woff2: /^font\/woff2\b/,
  woff: /^font\/woff\b/,
  svg: /^image\/svg\+xml\b/,
  png: /^image\/png\b/,
  webp: /^image\/webp\b/,
  jpg: /^image\/jpeg\b/,
  json: /^application\/(manifest\+)?json\b/,
  webmanifest: /^application\/(manifest\+)?json\b/,
}

/** Kept only when whole (200), of this origin, and of the type its path promises. */
const keepable = (request: Request, response: Response): boolean => {
  if (response.status !== 200 || response.type !== "basic") return false
  const path = new URL(request.url).pathname
  const type = response.headers.get("content-type") ?? ""
  if (path.startsWith("/img/")) return type.startsWith("image/")
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase()
  return extension !== undefined && (EXPECTED_TYPES[extension]?.test(type) ?? false)
}

const staleWhileRevalidate = async (request: Request, event: FetchEvent): Promise<Response> => {
  const cache = await caches.open(IMAGE_CACHE)
  const cached = await cache.match(request)
  const refreshed = fetch(request).then(async (response) => {
    if (keepable(request, response)) {
      await cache.put(request, response.clone())
      await trim(cache)
    }
    return response
  })
  event.waitUntil(refreshed.catch(() => undefined))
  return cached ?? refreshed
}

/** Oldest pictures first out, past MAX_IMAGES (keys come back in insertion order). */
const trim = async (cache: Cache): Promise<void> => {
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_IMAGES)).map((key) => cache.delete(key)))
}
