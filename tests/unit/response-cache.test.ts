import { describe, expect, it } from "vitest"
import { ResponseCache } from "../../server/http/response-cache"

/** A body made on demand, counting how often it was made; `release` lets the makes finish. */
const maker = (body: string) => {
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
    expect(answers[0]?.body).toBe('{"items":[]}')
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
    expect((await first).body).toBe("old")
    expect((await second).body).toBe("new")
    expect((await cache.answer("/k", maker("unused").make)).body).toBe("new")
  })

  it("keeps no failure: the next ask tries again", async () => {
    const cache = new ResponseCache()
    await expect(cache.answer("/k", async () => Promise.reject(new Error("no venue")))).rejects.toThrow("no venue")
    const retry = maker("found")
    retry.release()
    expect((await cache.answer("/k", retry.make)).body).toBe("found")
  })
})
