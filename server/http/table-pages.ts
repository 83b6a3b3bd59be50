import { existsSync } from "node:fs"
import { createRequire } from "node:module"
import { availableParallelism } from "node:os"
import { join } from "node:path"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { Piscina } from "piscina"
import { fillPath, MENU_PICK_PATH, VENUE_BY_QR_PATH } from "../../schema/table-paths"
import { pickLanguage } from "../../src/domain/language"
import { tableCodeOfPath } from "../../src/domain/table-code"
import { keptAnswers } from "./kept-answers"
import { sendCompressed } from "./encodings"
import type { DrawnPage, PageTask, PageWorkerData, PassedAnswer } from "./page-worker"

/**
 * A table's first screen (`/{qr}`) as complete HTML: the app's own components rendered by the
 * SSR build (src/app/server-entry.tsx, built to dist-ssr/ by `npm run build`), in the diner's
 * language, with the first screen's styles inline, its first picture preloaded, and the venue
 * and menu answers carried for the client, which hydrates the page rather than drawing it
 * again. Rendering and compressing run in a pool of worker threads (page-worker.ts): a page
 * being drawn never holds up another diner's call. Pages are kept per table and picked
 * language (one of three), bounded by bytes, least recently used first; an unknown table's is
 * never kept; every kept page goes whenever availability changes. Without a built renderer (an
 * API-only server, a build without it) nothing changes: the app's shell answers every route as before.
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

/** Bytes of pages kept at most: a demo table's is about 160 kB (its HTML's 127 kB, 30 kB compressed), so about 400 pages. */
export const TABLE_PAGES_MAX_BYTES = 64 * 1024 * 1024

export const loadTablePages = async (
  app: FastifyInstance,
  options: {
    readonly staticDir: string
    readonly rendererDir: string
    readonly api?: { readonly baseUrl: string; readonly fetch: typeof globalThis.fetch }
  },
): Promise<TablePages | null> => {
  const rendererEntry = join(options.rendererDir, "server-entry.js")
  // The page worker (page-worker.ts) is built with the renderer, so a thread starts on plain
  // JavaScript: compiling it at each thread's start took about 0.7 CPU seconds.
  const pageWorker = join(options.rendererDir, "page-worker.js")
  if (![rendererEntry, pageWorker, join(options.staticDir, ".vite", "manifest.json")].every(existsSync)) return null
  const workerData: PageWorkerData = { rendererEntry, staticDir: options.staticDir }
  const pool = new Piscina<PageTask, DrawnPage | null>(pagePoolOptions(pageWorker, workerData))
  // A thread that fails with no page in hand (the pool replaces it); a page's failure reaches its request.
  pool.on("error", (error: unknown) => app.log.error({ error: String(error) }, "a page worker failed"))
  app.addHook("onClose", async () => pool.destroy())
  // By default the answers are read from this very server, in process: no socket, no port to know.
  const readAnswer = options.api === undefined ? injected(app) : fetched(options.api)
  const pages = keptAnswers<KeptPage>(TABLE_PAGES_MAX_BYTES, (page) => page.html.length + page.brotli.length + page.gzipped.length)
  // The answers a page is drawn from, read once for the table's pages drawn at the same time
  // (its three languages after a dish is flipped): the 2,000-dish menu's 2.5 MB, read, copied
  // and handed on once, not three times over on the event loop.
  const reading = new Map<string, Promise<Record<string, PassedAnswer> | null>>()
  const answersOnce = (qr: string) => {
    const shared = reading.get(qr)
    if (shared !== undefined) return shared
    const read: Promise<Record<string, PassedAnswer> | null> = answersFor(readAnswer, qr).finally(() => {
      if (reading.get(qr) === read) reading.delete(qr)
    })
    reading.set(qr, read)
    return read
  }
  const draw = async (qr: string, language: string): Promise<KeptPage | null> => {
    const answers = await answersOnce(qr)
    if (answers === null) return null
    const drawn = await pool.run({ qr, language, answers })
    return drawn === null ? null : { html: bufferOf(drawn.html), brotli: bufferOf(drawn.brotli), gzipped: bufferOf(drawn.gzipped) }
  }
  return {
    // A read begun before the change is not shared with a page drawn after it.
    clear: () => {
      pages.clear()
      reading.clear()
    },
    answer: async (request, reply) => {
      const qr = request.method === "GET" ? tableCodeOfPath(request.url.split("?")[0] ?? "") : null
      if (qr === null) return false
      // The page depends on the language the renderer picks, by this same rule, and on nothing else of the header.
      const language = pickLanguage(null, acceptedLanguages(request.headers["accept-language"]))
      let page: KeptPage | null
      try {
        page = await pages.answer(`${qr}\n${language}`, () => draw(qr, language))
      } catch (error) {
        request.log.error(
          { error: error instanceof Error ? error.message : String(error) },
          "the table's page could not be rendered; the app's shell answers",
        )
        return false
      }
      if (page === null) return false
      reply.header("cache-control", "no-cache").header("vary", "accept-language, accept-encoding").type("text/html; charset=utf-8")
      // Compressed in the page's worker, with the page.
      await sendCompressed(request, reply, { brotli: async () => page.brotli, gzipped: async () => page.gzipped, plain: page.html })
      return true
    },
  }
}

/**
 * The page pool's threads. A thread runs the built renderer, plain JavaScript, so it starts
 * without the server's own flags (`--import tsx`, whose loader put every module the thread
 * loaded through esbuild) and with React's production build whatever NODE_ENV the server has:
 * unset under `npm start` and "test" under vitest, both of which gave React's development
 * build (three cold draws of the 2,000-dish page: 500–590 ms of the thread's CPU, against
 * 320–370 ms now). That matters beyond the thread: its garbage is collected, and its hot code
 * compiled, by the process's shared V8 threads, which run at the event loop's priority, not the
 * thread's lowered one (about 250 ms of theirs for the same draws).
 */
export const pagePoolOptions = (filename: string, workerData: PageWorkerData) => ({
  filename,
  name: "drawPage",
  workerData,
  // One thread ready with the renderer loaded before the first diner; one core is left to the event loop.
  minThreads: 1,
  maxThreads: Math.max(1, availableParallelism() - 1),
  // Below the event loop's priority: on a small machine a render yields the core to the calls.
  niceIncrement: 10,
  execArgv: [],
  env: { ...process.env, NODE_ENV: "production" },
})

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

/** A rendered page (UTF-8) and its compressed copies, made once per table and language (its uncompressed HTML is about 8 times larger). */
interface KeptPage {
  readonly html: Buffer
  readonly brotli: Buffer
  readonly gzipped: Buffer
}

/**
 * The answers of the two calls the renderer makes (src/app/server-entry.tsx: the venue and the
 * menu by QR code), by path, for its worker; null when there is no table behind the code, so
 * nothing is drawn.
 */
const answersFor = async (read: ReadAnswer, qrCode: string): Promise<Record<string, PassedAnswer> | null> => {
  const paths = [VENUE_BY_QR_PATH, MENU_PICK_PATH].map((path) => fillPath(path, { qrCode }))
  const answers = await Promise.all(paths.map(async (path) => [path, await read(path)] as const))
  if (answers.some(([, answer]) => answer.status === 404)) return null
  return Object.fromEntries(answers.map(([path, answer]) => [path, { ...answer, body: sharedCopy(answer.body) }]))
}

/** The bytes in memory the page workers share: copied once here, then handed to each page's worker with no copy. */
const sharedCopy = (bytes: Uint8Array): Uint8Array<SharedArrayBuffer> => {
  const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength))
  shared.set(bytes)
  return shared
}

/** An answer of the venue API, as read (its worker then receives the body in shared memory). */
type ReadAnswer = (path: string) => Promise<Omit<PassedAnswer, "body"> & { readonly body: Uint8Array }>

/**
 * Answers read from the server itself (Fastify's inject), as they are: the event loop copies a
 * 2,000-dish menu's 2.5 MB once, in a millisecond, where asking for it gzipped
 * had the server gzip it (40 ms of a core the event loop shares) each time a dish was flipped.
 * Read as a stream of bytes: inject's whole payload is also made a string, 45 ms of the event
 * loop for that menu, which the worker does not need.
 */
const injected = (app: FastifyInstance): ReadAnswer => {
  loadInjectNow()
  return async (path) => {
    const answer = await app.inject({ method: "GET", url: path, headers: { accept: "application/json" }, payloadAsStream: true })
    const chunks: Buffer[] = []
    for await (const chunk of answer.stream()) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)))
    const etag = answer.headers["etag"]
    // A kept answer comes as one chunk: used as it is, not copied again.
    const body = chunks.length === 1 && chunks[0] !== undefined ? chunks[0] : Buffer.concat(chunks)
    return { status: answer.statusCode, body, etag: typeof etag === "string" ? etag : null }
  }
}

/**
 * Fastify loads inject's code (light-my-request) at the first inject, which is the first page
 * drawn: under tsx each of its files is compiled there, 125 ms of the event loop in which a
 * cheap call waited. Loaded as the server starts instead, from where Fastify itself loads it,
 * so that Fastify's own `require` finds it in the module cache.
 */
const loadInjectNow = () => {
  const fastifyRequire = createRequire(createRequire(import.meta.url).resolve("fastify"))
  fastifyRequire("light-my-request")
}

/** Answers read from another venue API by HTTP. */
const fetched =
  (api: { readonly baseUrl: string; readonly fetch: typeof globalThis.fetch }): ReadAnswer =>
  async (path) => {
    const response = await api.fetch(`${api.baseUrl}${path}`, { headers: { accept: "application/json" } })
    return {
      status: response.status,
      body: new Uint8Array(await response.arrayBuffer()),
      etag: response.headers.get("etag"),
    }
  }

/** Bytes that crossed from a worker arrive as a Uint8Array: a Buffer over the same memory. */
const bufferOf = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
