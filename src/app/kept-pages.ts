import { pickLanguage } from "../domain/language"
import { tableCodeOfPath } from "../domain/table-code"

/**
 * The service worker's own rules (src/app/sw.ts), apart from Workbox's wiring so that they can
 * be tested without a browser: which page is kept under which key, which answers are whole
 * enough to keep, and how a kept page says so.
 */

/** The app's shell, precached: what a page load gets when nothing better can be had. */
export const SHELL = "/index.html"

/**
 * Table pages kept at most, one per table and language, the least recently used going first: a
 * diner's latest few tables. A page carries its menu (the 2,000-dish one about 2.5 MB), so four
 * stay near 10 MB at worst.
 */
export const KEPT_PAGES = 4

/**
 * The one key a table's page is kept under: its table and the language the server draws it in
 * (picked from the browser's languages as the server picks from the Accept-Language they
 * make), whatever else the link holds (a query, a trailing slash: the server draws the same
 * page for them). null: not a table's link.
 */
export const keptPageKey = (url: URL, languages: ReadonlyArray<string>): string | null => {
  const table = tableCodeOfPath(url.pathname)
  return table === null ? null : `${url.origin}/${table}?language=${pickLanguage(null, languages)}`
}

/**
 * A table's page the server drew (its root names how the client takes it over, `data-ssr`):
 * only such a page is kept. The app's shell, answered for a code that is no table, is
 * precached already, and would only take a table's place.
 */
export const drawnByServer = (html: string): boolean => /<div id="root"[^>]*\sdata-ssr="/.test(html)

/**
 * The kept page says so in its own markup (a page cannot read the headers it was answered
 * with): its root element gets `data-kept`, read by src/app/page-start.ts (`servedPage.kept`).
 * Only the root's own attribute changes, never the markup React takes over.
 */
export const markedKept = (html: string): string => html.replace('<div id="root"', () => '<div id="root" data-kept=""')

/** Kept only when whole (200), of this origin, and of the type its path promises. */
export const keepable = (request: Request, response: Response): boolean => {
  if (response.status !== 200 || response.type !== "basic") return false
  const path = new URL(request.url).pathname
  const type = response.headers.get("content-type") ?? ""
  if (path.startsWith("/img/")) return type.startsWith("image/")
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase()
  return extension !== undefined && (EXPECTED_TYPES[extension]?.test(type) ?? false)
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
