import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { keptAnswers } from "../../server/http/kept-answers"
import { ResponseCache } from "../../server/http/response-cache"

/** A body made on demand, counting how often it was made; `release` lets the makes finish. */
const maker = <V>(body: V) => {
  let made = 0
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => (release = resolve))
  return { make: async () => (made++, await gate, body), made: () => made, release: () => release() }
}

describe("the response cache of public answers", () => {
  it("makes one answer for many asking at the same time, and gives each the same bytes and ETag", async () => {
    const cache = new ResponseCache()
    const menu = maker('{"items":[]}')
    const asked = Array.from({ length: 200 }, () => cache.answer("/api/menu/pick/t1", menu.make))
    menu.release()
    const answers = await Promise.all(asked)
    expect(menu.made()).toBe(1)
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1)
    expect(answers[0]?.plain.toString()).toBe('{"items":[]}')
  })

  it("makes the answer again after a clear, even one cleared while it was being made", async () => {
    const cache = new ResponseCache()
    const before = maker("old")
    const first = cache.answer("/k", before.make)
    cache.clear()
    const after = maker("new")
    const second = cache.answer("/k", after.make)
    before.release()
    after.release()
    expect((await first).plain.toString()).toBe("old")
    expect((await second).plain.toString()).toBe("new")
    expect((await cache.answer("/k", maker("unused").make)).plain.toString()).toBe("new")
  })

  it("makes a brotli and a gzip copy of an answer when first asked for, each once, each unpacking to its body", async () => {
    const cache = new ResponseCache()
    const menu = maker(
      JSON.stringify({ body: { items: Array.from({ length: 50 }, (_, i) => ({ id: `item-${i}`, name: "Fish Cutlets" })) } }),
    )
    menu.release()
    const kept = await cache.answer("/api/menu/pick/t1", menu.make)
    const [brotli, gzipped] = await Promise.all([kept.brotli(), kept.gzipped()])
    expect(brotliDecompressSync(brotli).toString()).toBe(kept.plain.toString())
    expect(gunzipSync(gzipped).toString()).toBe(kept.plain.toString())
    expect(brotli.length).toBeLessThan(gzipped.length)
    // Asked again, by anyone: the same copies, not made again.
    expect(await kept.brotli()).toBe(brotli)
    expect(await (await cache.answer("/api/menu/pick/t1", menu.make)).gzipped()).toBe(gzipped)
  })

  it("keeps no failure: the next ask tries again", async () => {
    const cache = new ResponseCache()
    await expect(cache.answer("/k", async () => Promise.reject(new Error("no venue")))).rejects.toThrow("no venue")
    const retry = maker("found")
    retry.release()
    expect((await cache.answer("/k", retry.make)).plain.toString()).toBe("found")
  })
})

/** An answer of `bytes` bytes, as the caches count them. */
const answer = (name: string, bytes: number) => ({ name, bytes })
const sized = (maxBytes: number) => keptAnswers<{ name: string; bytes: number }>(maxBytes, (value) => value.bytes)

describe("answers kept by bytes", () => {
  it("lets the least recently used go, one by one, when a new one needs room: never all at once", async () => {
    const kept = sized(1_000)
    for (const key of ["a", "b", "c"]) await kept.answer(key, async () => answer(key, 299))
    // "a" used again: "b" is now the least recently used.
    await kept.answer("a", async () => answer("a again", 299))
    await kept.answer("d", async () => answer("d", 299))
    const again = await Promise.all(["a", "b", "c", "d"].map((key) => kept.answer(key, async () => answer(`${key} made again`, 1))))
    expect(again.map((value) => value?.name)).toEqual(["a", "b made again", "c", "d"])
    expect(kept.bytes()).toBeLessThanOrEqual(1_000)
  })

  it("keeps nothing larger than the whole bound, and drops nothing else for it", async () => {
    const kept = sized(1_000)
    await kept.answer("small", async () => answer("small", 100))
    expect((await kept.answer("huge", async () => answer("huge", 5_000)))?.name).toBe("huge")
    expect((await kept.answer("huge", async () => answer("huge made again", 5_000)))?.name).toBe("huge made again")
    expect((await kept.answer("small", async () => answer("small made again", 100)))?.name).toBe("small")
  })

  it("makes one answer for many asking at once, and keeps no null answer nor failure", async () => {
    const kept = sized(1_000)
    const once = maker(answer("menu", 10))
    const asked = Array.from({ length: 50 }, () => kept.answer("k", once.make))
    once.release()
    expect(new Set(await Promise.all(asked)).size).toBe(1)
    expect(once.made()).toBe(1)

    const none = maker(null)
    none.release()
    expect(await kept.answer("unknown", none.make)).toBeNull()
    expect(await kept.answer("unknown", none.make)).toBeNull()
    expect(none.made()).toBe(2)

    await expect(kept.answer("broken", async () => Promise.reject(new Error("no venue")))).rejects.toThrow("no venue")
    expect((await kept.answer("broken", async () => answer("found", 10)))?.name).toBe("found")
  })

  it("revises a kept answer in place: those asking meanwhile wait for the revision, never get the old answer", async () => {
    const kept = sized(1_000)
    await kept.answer("menu", async () => answer("menu v1", 10))
    const revision = maker(answer("menu v2", 10))
    kept.revise("menu", async (old) => (await revision.make(), { ...old, name: `${old.name} revised` }))
    const asked = kept.answer("menu", async () => answer("read again", 10))
    revision.release()
    expect((await asked)?.name).toBe("menu v1 revised")
    expect((await kept.answer("menu", async () => answer("read again", 10)))?.name).toBe("menu v1 revised")
  })

  it("revises an answer being made once it is made, keeps only the revision, and revises nothing not kept", async () => {
    const kept = sized(1_000)
    const first = maker(answer("read before the change", 10))
    const reading = kept.answer("menu", first.make)
    kept.revise("menu", async (old) => ({ ...old, name: `${old.name}, revised` }))
    kept.revise("menu", async (old) => ({ ...old, name: `${old.name} twice` }))
    first.release()
    // The first asker gets what was read for it; everyone after, the revisions in order.
    expect((await reading)?.name).toBe("read before the change")
    expect((await kept.answer("menu", async () => answer("read again", 10)))?.name).toBe("read before the change, revised twice")
    expect(first.made()).toBe(1)

    kept.revise("never asked", async () => answer("revised from nothing", 10))
    expect((await kept.answer("never asked", async () => answer("made", 10)))?.name).toBe("made")
  })
})
