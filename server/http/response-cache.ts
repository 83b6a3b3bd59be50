import { createHash } from "node:crypto"
import { promisify } from "node:util"
import { gzip } from "node:zlib"
import { keptAnswers, stringBytes, type KeptAnswers } from "./kept-answers"

export interface CachedAnswer {
  readonly body: string
  /** The same body, gzipped once: phones ask for compressed answers. */
  readonly gzipped: Buffer
  readonly etag: string
}

/** Bytes of public answers kept at most: a 2,000-dish menu's is about 3 MB with its gzipped copy. */
export const PUBLIC_ANSWERS_MAX_BYTES = 64 * 1024 * 1024

/**
 * Answers of public GET calls (venue, menu), kept serialized with their ETag: a menu is read,
 * checked and encoded once, not per diner, and a phone that has it already gets 304. Cleared
 * whenever availability changes (the only thing that changes a menu here). An answer is made
 * once however many ask for it at the same time: 200 diners opening the menu together wait
 * for one read, not 200 reads and 200 gzips. Bounded by bytes, least recently used first
 * (kept-answers.ts); the gzip runs on libuv's threads, not the event loop (a big menu's takes
 * tens of milliseconds).
 */
export class ResponseCache {
  private readonly entries: KeptAnswers<CachedAnswer>

  constructor(maxBytes = PUBLIC_ANSWERS_MAX_BYTES) {
    this.entries = keptAnswers(maxBytes, (answer) => stringBytes(answer.body) + answer.gzipped.length + answer.etag.length)
  }

  /** The answer kept for `key`, or the one `make` makes (the serialized body). A failure is not kept. */
  async answer(key: string, make: () => Promise<string>): Promise<CachedAnswer> {
    const answer = await this.entries.answer(key, async () => cachedAnswer(await make()))
    // make answers a body or fails: kept-answers only answers null for a make that did.
    if (answer === null) throw new Error(`no answer was made for ${key}`)
    return answer
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

const cachedAnswer = async (body: string): Promise<CachedAnswer> => ({
  body,
  gzipped: await gzipAsync(body),
  etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
})
