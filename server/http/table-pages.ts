import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import type { RenderTablePage, TablePage } from "../../schema/table-page"
import { tableCodeOfPath } from "../../src/domain/table-code"
import { EARLY_TAP_SCRIPT } from "./early-tap"

/**
 * A table's first screen (`/{qr}`) as complete HTML: the app's own components rendered by the
 * SSR build (src/app/server-entry.tsx, built to dist-ssr/ by `npm run build`), in the diner's
 * language, with the first screen's styles inline, its first picture preloaded, and the venue
 * and menu answers carried for the client, which hydrates the page rather than drawing it
 * again. Pages are kept per table and language, and dropped whenever availability changes.
 * Without a built renderer (an API-only server, a build without it) nothing changes: the app's
 * shell answers every route as before.
 */

export interface TablePages {
  /**
   * Sends the table's page for this request: true when it did; false when the path is not a
   * table's, the table is unknown or the renderer failed (the app's shell answers then).
   */
  readonly answer: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>
  /** Availability changed: every kept page goes. */
  readonly clear: () => void
}

/** Pages kept at most: a venue's tables times three languages, for a few venues. */
const MAX_PAGES = 300

export const loadTablePages = async (
  app: FastifyInstance,
  options: {
    readonly staticDir: string
    readonly rendererDir: string
    readonly api?: { readonly baseUrl: string; readonly fetch: typeof globalThis.fetch }
  },
): Promise<TablePages | null> => {
  const entry = join(options.rendererDir, "server-entry.js")
  const manifestFile = join(options.staticDir, ".vite", "manifest.json")
  if (!existsSync(entry) || !existsSync(manifestFile)) return null
  // The SSR build is an artifact found at run time (its source, src/app/server-entry.tsx, is linted
  // in its own layer); what it exports is checked by renderOf before use.
  // eslint-disable-next-line tableside/import-direction
  const module: unknown = await import(pathToFileURL(entry).href)
  const render = renderOf(module)
  if (render === null) throw new Error(`${entry} exports no renderTablePage function`)
  const template = readFileSync(join(options.staticDir, "index.html"), "utf8")
  const styles = firstScreenStyles(options.staticDir, JSON.parse(readFileSync(manifestFile, "utf8")))
  // By default the renderer asks this very server, in process: no socket, no port to know.
  const api = options.api ?? { baseUrl: "http://tableside.internal", fetch: injectFetch(app) }
  const pages = new Map<string, Promise<KeptPage | null>>()
  const pageFor = (qr: string, languages: ReadonlyArray<string>, key: string): Promise<KeptPage | null> => {
    const kept = pages.get(key)
    if (kept !== undefined) return kept
    if (pages.size >= MAX_PAGES) pages.clear()
    const made = render({ qr, languages, apiBaseUrl: api.baseUrl, fetch: api.fetch }).then((page) =>
      page === null ? null : keptPage(pageHtml(template, styles, page)),
    )
    pages.set(key, made)
    made.catch(() => pages.get(key) === made && pages.delete(key))
    return made
  }
  return {
    clear: () => pages.clear(),
    answer: async (request, reply) => {
      const qr = request.method === "GET" ? tableCodeOfPath(request.url.split("?")[0] ?? "") : null
      if (qr === null) return false
      const languages = acceptedLanguages(request.headers["accept-language"])
      // Pages differ only by the language picked, which is one of three: the key is the first two preferences.
      let page: KeptPage | null
      try {
        page = await pageFor(qr, languages, `${qr}\n${languages.slice(0, 3).join(",")}`)
      } catch (error) {
        request.log.error(
          { error: error instanceof Error ? error.message : String(error) },
          "the table's page could not be rendered; the app's shell answers",
        )
        return false
      }
      if (page === null) return false
      const accepted = request.headers["accept-encoding"] ?? ""
      const [encoding, body] = /\bbr\b/.test(accepted)
        ? ["br", page.brotli]
        : /\bgzip\b/.test(accepted)
          ? ["gzip", page.gzipped]
          : [null, page.html]
      if (encoding !== null) reply.header("content-encoding", encoding)
      await reply
        .header("cache-control", "no-cache")
        .header("vary", "accept-language, accept-encoding")
        .type("text/html; charset=utf-8")
        .send(body)
      return true
    },
  }
}

/** A rendered page and its compressed copies, made once per table and language (its uncompressed HTML is about 8 times larger). */
interface KeptPage {
  readonly html: string
  readonly brotli: Buffer
  readonly gzipped: Buffer
}

const keptPage = (html: string): KeptPage => ({
  html,
  // Quality 9 rather than 11: the page is compressed when first asked for, while a diner waits.
  brotli: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } }),
  gzipped: gzipSync(html),
})

const renderOf = (module: unknown): RenderTablePage | null => {
  if (typeof module !== "object" || module === null || !("renderTablePage" in module)) return null
  const render: unknown = module.renderTablePage
  return typeof render === "function" ? (request) => Promise.resolve(render(request)) : null
}

/** `Accept-Language: ta-LK,ta;q=0.9,en;q=0.8` → ["ta-LK", "ta", "en"], by weight. */
export const acceptedLanguages = (header: string | undefined): ReadonlyArray<string> =>
  (header ?? "")
    .split(",")
    .map((part, index) => {
      const [code = "", ...params] = part.trim().split(";")
      const q = Number(
        params
          .find((param) => param.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? "1",
      )
      return { code: code.trim(), q: Number.isFinite(q) ? q : 0, index }
    })
    .filter(({ code, q }) => code !== "" && code !== "*" && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ code }) => code)

interface ManifestChunk {
  readonly css?: ReadonlyArray<string>
  readonly imports?: ReadonlyArray<string>
}

/** The stylesheets of the first screens' chunks (the menu, the gate) and what they import, but the entry's (already inline). */
const firstScreenStyles = (
  staticDir: string,
  manifest: Readonly<Record<string, ManifestChunk>>,
): ReadonlyArray<{ readonly href: string; readonly text: string }> => {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || key === "index.html") return
    seen.add(key)
    const chunk = manifest[key]
    for (const css of chunk?.css ?? []) files.add(css)
    for (const imported of chunk?.imports ?? []) visit(imported)
  }
  for (const key of ["src/app/boot.tsx", "src/features/menu/menu-page.tsx", "src/features/auth-gate/auth-gate-page.tsx"]) visit(key)
  return [...files].map((file) => ({ href: `/${file}`, text: readFileSync(join(staticDir, file), "utf8") }))
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
/** JSON in a script element: no `</script>` can end it early, and the text is still the same JSON. */
const scriptJson = (json: string): string =>
  json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")

const pageHtml = (template: string, styles: ReadonlyArray<{ readonly href: string; readonly text: string }>, page: TablePage): string => {
  const head = [
    page.firstPicture === null ? "" : `<link rel="preload" as="image" href="${escapeHtml(page.firstPicture)}" fetchpriority="high">`,
    // Inline, and linked disabled: Vite's loader then finds each one already there and does not fetch it again.
    ...styles.map(({ href, text }) => `<style>${text}</style><link rel="stylesheet" href="${href}" disabled>`),
    // Taps on a dish before any of the app's code has run (src/app/page-start.ts takes the one kept here).
    `<script>${EARLY_TAP_SCRIPT}</script>`,
    `<script type="application/json" id="tableside-venue">${scriptJson(page.answers.venue)}</script>`,
    page.answers.menu === null ? "" : `<script type="application/json" id="tableside-menu">${scriptJson(page.answers.menu)}</script>`,
  ].join("")
  // The inline stylesheets are not fetched ahead either.
  const withoutStylePreloads = styles.reduce(
    (html, { href }) => html.replace(`<link rel="preload" as="style" crossorigin href="${href}">`, ""),
    template,
  )
  // React puts what belongs in the head (the title, its pictures' preloads) first: the page has
  // its own title and preloads only the first dish's picture, which the others would compete with.
  const html = page.html.replace(/^(?:<link [^>]*\/>|<title>[^<]*<\/title>)+/, "")
  return withoutStylePreloads
    .replace('<html lang="en">', () => `<html lang="${escapeHtml(page.language)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace("</head>", () => `${head}</head>`)
    .replace(
      /<div id="root">[\s\S]*?<\/div>/,
      () =>
        `<noscript><p style="margin:0;padding:0.75rem 1rem;background:#fff4d6;color:#5c4400;text-align:center">${escapeHtml(page.noScript)}</p></noscript><div id="root" data-ssr="${page.mode}" data-route="${page.route}">${html}</div>`,
    )
}

/** A fetch answered by the server itself (Fastify's inject), for the renderer's calls. */
const injectFetch =
  (app: FastifyInstance): typeof globalThis.fetch =>
  async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url)
    const answer = await app.inject({
      method: init?.method === "POST" ? "POST" : "GET",
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
    })
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.payload, {
      status: answer.statusCode,
      headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
    })
  }
