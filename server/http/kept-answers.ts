import { LRUCache } from "lru-cache"

/**
 * Answers kept by key and made on demand, for the server's caches (public answers, menus, tables'
 * pages). Bounded by bytes: when a new answer needs room the least recently used go, one by
 * one, never all at once (lru-cache). Made once however many ask for a key at the same time:
 * they share the one being made. A make that answers null (no such table) or fails reaches
 * those waiting for it and is not kept, so the next ask tries again.
 */
export interface KeptAnswers<V> {
  readonly answer: (key: string, make: () => Promise<V | null>) => Promise<V | null>
  /** The answer kept for `key` now (counted as used), if one is: nothing is made. */
  readonly kept: (key: string) => V | undefined
  /**
   * Makes the key's answer again from the one kept, or from the one being made once it is made,
   * instead of from nothing: askers from now on wait for the revised answer, never get the old
   * one. Revisions of one key run in the order asked. Nothing kept or being made: nothing to do
   * (the next ask makes it). A revision answering null or failing keeps nothing.
   */
  readonly revise: (key: string, revise: (old: V) => Promise<V | null>) => void
  /** Drops every kept answer; one being made meanwhile still reaches its askers but is not kept (it may be stale). */
  readonly clear: () => void
  /** The bytes kept now, as `bytesOf` counts them. */
  readonly bytes: () => number
}

export const keptAnswers = <V extends object>(maxBytes: number, bytesOf: (value: V) => number): KeptAnswers<V> => {
  const kept = new LRUCache<string, V>({ maxSize: maxBytes, sizeCalculation: (value, key) => Math.max(1, bytesOf(value) + key.length) })
  // In flight by hand rather than lru-cache's fetch: its abort on clear rejects a null answer's askers.
  const making = new Map<string, Promise<V | null>>()
  // An answer is kept only if it is still the one being made for its key when it is done: a
  // clear, or a revision begun meanwhile, has made it stale.
  const start = (key: string, make: () => Promise<V | null>): Promise<V | null> => {
    const made: Promise<V | null> = make().then(
      (value) => {
        if (making.get(key) !== made) return value
        making.delete(key)
        if (value !== null) kept.set(key, value)
        return value
      },
      (error: unknown) => {
        if (making.get(key) === made) making.delete(key)
        throw error
      },
    )
    making.set(key, made)
    return made
  }
  return {
    answer: (key, make) => {
      const hit = kept.get(key)
      if (hit !== undefined) return Promise.resolve(hit)
      return making.get(key) ?? start(key, make)
    },
    kept: (key) => kept.get(key),
    revise: (key, revise) => {
      const old = kept.get(key) ?? making.get(key)
      if (old === undefined) return
      kept.delete(key)
      void start(key, async () => {
        const value = await old
        return value === null ? null : revise(value)
      }).catch(() => undefined)
    },
    clear: () => {
      kept.clear()
      making.clear()
    },
    bytes: () => kept.calculatedSize,
  }
}

/** What a JavaScript string may hold in memory: up to two bytes a character. */
export const stringBytes = (text: string): number => text.length * 2
