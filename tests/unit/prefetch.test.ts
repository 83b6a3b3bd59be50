import { describe, expect, it } from "vitest"
import { answeredFetch, prefetchingFetch } from "../../streams/prefetch"

/** A network that records what was asked and answers each URL with its own body. */
const recordingNetwork = () => {
  const asked: string[] = []
  const fetchImpl: typeof globalThis.fetch = async (input) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
    asked.push(url)
    if (url.includes("broken")) throw new TypeError("Failed to fetch")
    return new Response(JSON.stringify({ body: url }))
  }
  return { asked, fetchImpl }
}

describe("prefetchingFetch", () => {
  it("starts its requests at once and hands each answer out once, for the same URL", async () => {
    const network = recordingNetwork()
    const fetch = prefetchingFetch(["/api/venue/t1", "/api/menu/pick/t1"], network.fetchImpl)
    expect(network.asked).toEqual(["/api/venue/t1", "/api/menu/pick/t1"])
    expect(await (await fetch("/api/menu/pick/t1")).json()).toEqual({ body: "/api/menu/pick/t1" })
    expect(network.asked).toHaveLength(2)
    // Asked again (a refetch of the menu): the network this time.
    await fetch("/api/menu/pick/t1")
    expect(network.asked).toEqual(["/api/venue/t1", "/api/menu/pick/t1", "/api/menu/pick/t1"])
  })

  it("leaves other URLs and other methods to the network", async () => {
    const network = recordingNetwork()
    const fetch = prefetchingFetch(["/api/venue/t1"], network.fetchImpl)
    await fetch("/api/cart")
    await fetch("/api/venue/t1", { method: "POST" })
    expect(network.asked).toEqual(["/api/venue/t1", "/api/cart", "/api/venue/t1"])
  })

  it("gives an early request's failure to the call that takes it, and to nobody before", async () => {
    const network = recordingNetwork()
    const fetch = prefetchingFetch(["/api/venue/broken"], network.fetchImpl)
    await new Promise((resolve) => setTimeout(resolve, 0))
    await expect(fetch("/api/venue/broken")).rejects.toThrow("Failed to fetch")
  })
})

describe("answeredFetch", () => {
  it("answers each carried URL once with its body, and asks the network for the rest, a second ask and other methods", async () => {
    const network = recordingNetwork()
    const fetch = answeredFetch(new Map([["/api/venue/t1", '{"body":"carried"}']]), network.fetchImpl)
    const first = await fetch("/api/venue/t1")
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ body: "carried" })
    expect(network.asked).toEqual([])
    await fetch("/api/venue/t1", { method: "POST" })
    await fetch("/api/venue/t1")
    await fetch("/api/menu/pick/t1")
    expect(network.asked).toEqual(["/api/venue/t1", "/api/venue/t1", "/api/menu/pick/t1"])
  })
})
