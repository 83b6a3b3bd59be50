import { createHash } from "node:crypto"
import { promisify } from "node:util"
import { brotliCompress, constants as zlib, gzip } from "node:zlib"
import { madeOnce, type Compressed, type MadeOnce } from "./encodings"
import { keptAnswers, type KeptAnswers } from "./kept-answers"

/** A kept answer: its body as UTF-8 bytes, compressed once each way (phones ask for compressed answers), and its ETag. */
export interface CachedAnswer extends Compressed<Buffer> {
  readonly brotli: MadeOnce
  readonly gzipped: MadeOnce
  readonly etag: string
}

/** Bytes of public answers kept at most: a 2,000-dish menu's is counted as about 5 MB. */
export const PUBLIC_ANSWERS_MAX_BYTES = 64 * 1024 * 1024

/**
 * Answers of public GET calls (venue, menu), kept serialized with their ETag: a menu is read,
 * checked and encoded once, not per diner, and a phone that has it already gets 304. Cleared
 * whenever availability changes (the only thing that changes a menu here), and made again from
 * the kept menus, revised in place (kept-menus.ts), not from the database. An answer is made
 * once however many ask for it at the same time: 200 diners opening the menu together wait
 * for one read, not 200 reads and 200 gzips. Bounded by bytes, least recently used first
 * (kept-answers.ts). Each compressed copy is made when a caller first accepts it, on libuv's
 * threads, not the event loop (a big menu's brotli takes about 90 ms of a core): the server's own
 * reads (a table's page drawn after a dish is flipped) take the answer as it is, and made both
 * copies of the 2,000-dish menu for nobody, on a core the event loop needed (issue 49, item 7).
 */
export class ResponseCache {
  private readonly entries: KeptAnswers<CachedAnswer>

  constructor(maxBytes = PUBLIC_ANSWERS_MAX_BYTES) {
    this.entries = keptAnswers(
      maxBytes,
      // Room for the compressed copies too, made later: each is smaller than the answer (a menu's a tenth of it).
      (answer) => 2 * answer.plain.length + answer.etag.length,
    )
  }

  /** The answer kept for `key`, or the one `make` makes (the serialized body, as text or UTF-8 bytes). A failure is not kept. */
  async answer(key: string, make: () => Promise<string | Buffer>): Promise<CachedAnswer> {
    const answer = await this.entries.answer(key, async () => cachedAnswer(await make()))
    // make answers a body or fails: kept-answers only answers null for a make that did.
    if (answer === null) throw new Error(`no answer was made for ${key}`)
    return answer
  }

  /** The answer kept for `key` now, if one is (nothing is made): for an ask answered in its own turn. */
  kept(key: string): CachedAnswer | undefined {
    return this.entries.kept(key)
  }

  clear(): void {
    this.entries.clear()
  }

  /** The bytes kept now. */
  bytes(): number {
    return this.entries.bytes()
  }
}

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * Brotli's best quality for an answer up to this size (the demo menu's 68 kB: 150 ms, once per
 * change of the menu), quality 9 above it (the 2,000-dish menu's 2.5 MB: 90 ms, against 2 s at
 * the best for a tenth fewer bytes).
 */
const BEST_BROTLI_UP_TO = 256 * 1024

const brotliOf = (body: Buffer) =>
  brotliAsync(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: body.length <= BEST_BROTLI_UP_TO ? zlib.BROTLI_MAX_QUALITY : 9,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })

// Bytes once, on the event loop, rather than a conversion of the text inside each compression.
const cachedAnswer = (body: string | Buffer): CachedAnswer => {
  const plain = typeof body === "string" ? Buffer.from(body) : body
  return {
    plain,
    brotli: madeOnce(() => brotliOf(plain)),
    gzipped: madeOnce(() => gzipAsync(plain)),
    etag: `"${createHash("sha1").update(plain).digest("base64url")}"`,
  }
}
