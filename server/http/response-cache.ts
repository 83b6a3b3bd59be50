import { createHash } from "node:crypto"
import { gzipSync } from "node:zlib"

export interface CachedAnswer {
  readonly body: string
  /** The same body, gzipped once: phones ask for compressed answers. */
  readonly gzipped: Buffer
  readonly etag: string
}

/**
 * Answers of public GET calls (venue, menu), kept serialized with their ETag: a menu is read,
 * checked and encoded once, not per diner, and a phone that has it already gets 304. Cleared
 * whenever availability changes (the only thing that changes a menu here). An answer is made
 * once however many ask for it at the same time: 200 diners opening the menu together wait
 * for one read, not 200 reads and 200 gzips.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Promise<CachedAnswer>>()

  constructor(private readonly maxEntries = 500) {}

  /** The answer kept for `key`, or the one `make` makes (the serialized body). A failure is not kept. */
  answer(key: string, make: () => Promise<string>): Promise<CachedAnswer> {
    const kept = this.entries.get(key)
    if (kept !== undefined) return kept
    if (this.entries.size >= this.maxEntries) this.entries.clear()
    const made = make().then(cachedAnswer)
    this.entries.set(key, made)
    // Cleared meanwhile, the entry is already gone, and the next ask makes a fresh one.
    made.catch(() => this.entries.get(key) === made && this.entries.delete(key))
    return made
  }

  clear(): void {
    this.entries.clear()
  }
}

const cachedAnswer = (body: string): CachedAnswer => ({
  body,
  gzipped: gzipSync(body),
  etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
})
