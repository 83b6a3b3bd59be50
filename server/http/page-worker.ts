import { pathToFileURL } from "node:url"
import { workerData } from "node:worker_threads"
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib"
import { Piscina } from "piscina"
import type { RenderTablePage } from "../../schema/table-page"
import { pageHtml, pageParts } from "./page-html"

/**
 * One thread of the page pool (table-pages.ts): it renders a table's page with the SSR build
 * (dist-ssr/server-entry.js), puts it into the app's HTML and compresses it, all off the
 * server's event loop. A worker has no server to ask: the venue and menu answers the renderer
 * reads are read by the main thread (from its kept public answers) and passed with the task.
 */

export interface PageWorkerData {
  /** The SSR build's entry (dist-ssr/server-entry.js). */
  readonly rendererEntry: string
  /** The built app (dist/): its index.html and manifest. */
  readonly staticDir: string
}

/** A page to draw: the table, its language (one the app speaks), and the answers of the calls the renderer makes, by path. */
export interface PageTask {
  readonly qr: string
  readonly language: string
  readonly answers: Readonly<Record<string, PassedAnswer>>
}

/**
 * An answer's status, body and ETag, if it has one. The body's memory is shared with the main
 * thread (a SharedArrayBuffer), so that handing it over copies nothing: the 2,000-dish menu's
 * 2.5 MB, cloned for each of a table's three pages, held the event loop 15–20 ms a time.
 */
export interface PassedAnswer {
  readonly status: number
  readonly body: Uint8Array<SharedArrayBuffer>
  readonly etag: string | null
}

/**
 * A drawn page as UTF-8 bytes, and its compressed copies. They are moved to the main thread,
 * not cloned: a page in Sinhala or Tamil is a string of two bytes a character, 2 MB for the
 * 2,000-dish menu, and its clone was read on the event loop.
 */
export interface DrawnPage {
  readonly html: Uint8Array
  readonly brotli: Uint8Array
  readonly gzipped: Uint8Array
}

/** The base URL the renderer is given: its fetch answers only the passed answers, under their paths. */
export const PASSED_ANSWERS_BASE = "http://tableside.internal"

// Sound: the pool (table-pages.ts) creates every worker with a PageWorkerData.
const { rendererEntry, staticDir } = workerData as PageWorkerData

/**
 * The renderer and the page's parts, loaded as the thread starts, ahead of its first page. A
 * failure to load fails each task (the app's shell answers, logged), not the thread's start,
 * after which the pool would stop starting threads.
 */
const loaded = await (async () => {
  // The SSR build is an artifact found at run time (its source, src/app/server-entry.tsx, is linted
  // in its own layer); what it exports is checked by renderOf before use.
  // eslint-disable-next-line tableside/import-direction
  const render = renderOf(await import(pathToFileURL(rendererEntry).href))
  return { render, ...pageParts(staticDir) }
})().catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))

/** The task's page, or null when the renderer finds no table behind the code. */
export const drawPage = async (task: PageTask): Promise<DrawnPage | null> => {
  const drawn = await drawnPage(task)
  return drawn === null ? null : movedToMain(drawn)
}

const drawnPage = async (task: PageTask): Promise<DrawnPage | null> => {
  if (loaded instanceof Error) throw loaded
  const { render, ...parts } = loaded
  const page = await render({
    qr: task.qr,
    languages: [task.language],
    apiBaseUrl: PASSED_ANSWERS_BASE,
    fetch: passedAnswersFetch(task.answers),
  })
  if (page === null) return null
  const html = pageHtml(parts, page)
  return {
    html: Buffer.from(html),
    // Quality 9 rather than 11: the page is compressed when first asked for, while a diner waits.
    brotli: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } }),
    gzipped: gzipSync(html),
  }
}

/**
 * The page marked for piscina to move its bytes' memory to the main thread. Each is first given
 * memory of its own when it has none (a Buffer may be a view into a pool other Buffers use,
 * which moving would take from them).
 */
const movedToMain = (page: DrawnPage): DrawnPage => {
  const [html, brotli, gzipped] = [page.html, page.brotli, page.gzipped].map(ownMemory) as [Uint8Array, Uint8Array, Uint8Array]
  const moved = { html, brotli, gzipped }
  const transferable = {
    [Piscina.transferableSymbol]: [html.buffer, brotli.buffer, gzipped.buffer],
    [Piscina.valueSymbol]: moved,
  }
  // Sound: piscina sends a moved transferable's value, the page, and moves the listed memory.
  return Piscina.move(transferable as unknown as Parameters<typeof Piscina.move>[0]) as unknown as DrawnPage
}

const ownMemory = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
    ? new Uint8Array(bytes.buffer)
    : new Uint8Array(bytes)

function renderOf(module: unknown): RenderTablePage {
  const found: unknown = typeof module === "object" && module !== null && "renderTablePage" in module ? module.renderTablePage : null
  if (typeof found !== "function") throw new Error(`${rendererEntry} exports no renderTablePage function`)
  return (request) => Promise.resolve(found(request))
}

/** The renderer's fetch: a call it makes that the main thread did not pass is a bug, named here. */
const passedAnswersFetch =
  (answers: PageTask["answers"]): typeof globalThis.fetch =>
  async (input) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url)
    const answer = answers[url.pathname]
    if (answer === undefined) throw new Error(`the page renderer asked for ${url.pathname}, which the server did not pass to its worker`)
    const body = Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength)
    const headers = { "content-type": "application/json", ...(answer.etag === null ? {} : { etag: answer.etag }) }
    return new Response(body.toString("utf8"), { status: answer.status, headers })
  }
