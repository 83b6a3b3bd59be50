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
 * whenever availability changes (the only thing that changes a menu here).
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>()

  constructor(private readonly maxEntries = 500) {}

  get(key: string): CachedAnswer | undefined {
    return this.entries.get(key)
  }

  set(key: string, body: string): CachedAnswer {
    if (this.entries.size >= this.maxEntries) this.entries.clear()
    const entry = { body, gzipped: gzipSync(body), etag: `"${createHash("sha1").update(body).digest("base64url")}"` }
    this.entries.set(key, entry)
    return entry
  }

  clear(): void {
    this.entries.clear()
  }
}
