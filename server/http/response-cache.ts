import { createHash } from "node:crypto"

/**
 * Answers of public GET calls (venue, menu), kept serialized with their ETag: a menu is read,
 * checked and encoded once, not per diner, and a phone that has it already gets 304. Cleared
 * whenever availability changes (the only thing that changes a menu here).
 */
export class ResponseCache {
  private readonly entries = new Map<string, { readonly body: string; readonly etag: string }>()

  constructor(private readonly maxEntries = 500) {}

  get(key: string) {
    return this.entries.get(key)
  }

  set(key: string, body: string): { readonly body: string; readonly etag: string } {
    if (this.entries.size >= this.maxEntries) this.entries.clear()
    const entry = { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` }
    this.entries.set(key, entry)
    return entry
  }

  clear(): void {
    this.entries.clear()
  }
}
