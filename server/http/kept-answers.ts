import { LRUCache } from "lru-cache"

/**
 * Answers kept by key and made on demand, for the server's two caches (public answers, tables'
 * pages). Bounded by bytes: when a new answer needs room the least recently used go, one by
 * one, never all at once (lru-cache). Made once however many ask for a key at the same time:
 * they share the one being made. A make that answers null (no such table) or fails reaches
 * those waiting for it and is not kept, so the next ask tries again.
 */
export interface KeptAnswers<V> {
  readonly answer: (key: string, make: () => Promise<V | null>) => Promise<V | null>
  /** Drops every kept answer; one being made meanwhile still reaches its askers but is not kept (it may be stale). */
  readonly clear: () => void
  /** The bytes kept now, as `bytesOf` counts them. */
  readonly bytes: () => number
}

export const keptAnswers = <V extends object>(maxBytes: number, bytesOf: (value: V) => number): KeptAnswers<V> => {
  const kept = new LRUCache<string, V>({ maxSize: maxBytes, sizeCalculation: (value, key) => Math.max(1, bytesOf(value) + key.length) })
  // In flight by hand rather than lru-cache's fetch: its abort on clear rejects a null answer's askers.
  const making = new Map<string, Promise<V | null>>()
  let generation = 0
  return {
    answer: (key, make) => {
      const hit = kept.get(key)
      if (hit !== undefined) return Promise.resolve(hit)
      const pending = making.get(key)
      if (pending !== undefined) return pending
      const started = generation
      const made = make().then(
        (value) => {
          if (making.get(key) === made) making.delete(key)
          if (value !== null && generation === started) kept.set(key, value)
          return value
        },
        (error: unknown) => {
          if (making.get(key) === made) making.delete(key)
          throw error
        },
      )
      making.set(key, made)
      return made
    },
    clear: () => {
      generation++
      kept.clear()
      making.clear()
    },
    bytes: () => kept.calculatedSize,
  }
}

/** What a JavaScript string may hold in memory: up to two bytes a character. */
export const stringBytes = (text: string): number => text.length * 2
