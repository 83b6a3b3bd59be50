/**
 * Whether a path names a file of the built app rather than a route of the single-page app:
 * under /assets/ or /icons/, or ending in a file extension (/sw.js, /favicon.svg). Routes never
 * do (`/`, `/{qr}` of letters, digits, `-` and `_`, `/venue/...`). A missing file is a 404, not
 * the app's page: a phone that kept an HTML page under a script's name (after a deploy, or behind
 * two instances on different builds) would stay broken until its next service worker.
 */
export const isFilePath = (path: string): boolean =>
  path.startsWith("/assets/") || path.startsWith("/icons/") || /\.[A-Za-z0-9]+$/.test(path)
