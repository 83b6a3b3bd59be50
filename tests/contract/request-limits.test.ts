import { connect } from "node:net"
import { describe, expect, it } from "vitest"
import { liveFeed } from "../../schema/live"
import { DEFAULT_LIMITS } from "../../server/config"
import { testDatabases } from "../support/databases"
import { signInDiner, type TestDiner } from "../support/diner"
import { setupServerAndDiner } from "../support/suite"

const limits = { ...DEFAULT_LIMITS, requestTimeoutMs: 1_000, liveStreamsPerUser: 3, liveStreamsPerAddress: 5 }

/**
 * One slow or greedy client may not hold the server's sockets: a body that does not arrive in
 * time is cut, and live streams are capped per user and per address (429 beyond).
 */
describe.each(testDatabases())("request limits on $name", (database) => {
  const suite = setupServerAndDiner(database, { limits })

  it("reports the database and the identity provider up in /api/health", async () => {
    const response = await fetch(`${suite.server.origin}/api/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, database: "up", identity: "up" })
  })

  it("cuts a request whose body trickles in slower than the request timeout, answering 408", async () => {
    const { port } = new URL(suite.server.origin)
    const socket = connect(Number(port), "127.0.0.1")
    let answer = ""
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()))
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()))
    const start = Date.now()
    socket.write("POST /api/cart/add HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{")
    // One byte every 100 ms: 1,000 bytes would take 100 s; the server allows 1 s. The trickle
    // stops well before the server's deadline, so no byte reaches a socket the server has
    // closed: a write there would be answered with a reset that can discard the 408 unread.
    const trickle = setInterval(() => {
      if (Date.now() - start > limits.requestTimeoutMs - 400) return clearInterval(trickle)
      socket.write(" ")
    }, 100)
    const outcome = await Promise.race([
      closed.then(() => "cut" as const),
      new Promise<"still open">((resolve) => setTimeout(() => resolve("still open"), 20_000)),
    ])
    clearInterval(trickle)
    socket.destroy()
    expect(outcome).toBe("cut")
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
  })

  it("refuses a user's live stream beyond their cap, and an address's beyond its cap, with 429", async () => {
    const other = await signInDiner(suite.server.origin)
    // Each open stream's response is kept: undici closes the connection of one that is garbage-collected.
    const opened: Array<{ readonly response: Response; readonly close: () => void }> = []
    try {
      const open = async (diner: TestDiner) => {
        const controller = new AbortController()
        const response = await fetch(`${suite.server.origin}${liveFeed.path}`, { headers: headersOf(diner), signal: controller.signal })
        if (response.status === 200) {
          opened.push({ response, close: () => controller.abort() })
          return { status: 200, message: "" }
        }
        return { status: response.status, message: JSON.stringify(await response.json()) }
      }
      for (let i = 0; i < 3; i++) expect((await open(suite.diner)).status).toBe(200)
      const fourth = await open(suite.diner)
      expect(fourth.status).toBe(429)
      expect(fourth.message).toContain("You already have 3 live updates open")

      // Another user, same address: 2 more fit (5 in all), the next does not.
      for (let i = 0; i < 2; i++) expect((await open(other)).status).toBe(200)
      const sixth = await open(other)
      expect(sixth.status).toBe(429)
      expect(sixth.message).toContain("from your network (5)")

      // A closed stream gives its place back.
      opened.shift()?.close()
      let again = await open(other)
      for (let tries = 0; again.status === 429 && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        again = await open(other)
      }
      expect(again.status).toBe(200)
    } finally {
      for (const stream of opened) stream.close()
      await other.close()
    }
  })

  it("refuses a Last-Event-ID that is no position of the feed with 400 naming the header, before the stream starts and without holding its place", async () => {
    const diner = await signInDiner(suite.server.origin)
    const open = (lastEventId: string, signal?: AbortSignal) =>
      fetch(`${suite.server.origin}${liveFeed.path}`, {
        headers: { ...headersOf(diner), "last-event-id": lastEventId },
        ...(signal === undefined ? {} : { signal }),
      })
    const controllers: AbortController[] = []
    try {
      // The newest position: the id of a fresh stream's `ready` event.
      const first = new AbortController()
      controllers.push(first)
      const fresh = await fetch(`${suite.server.origin}${liveFeed.path}`, { headers: headersOf(diner), signal: first.signal })
      const reader = fresh.body?.pipeThrough(new TextDecoderStream()).getReader()
      let text = ""
      while (!/id: \d+\nevent: ready/.test(text)) {
        const chunk = await reader?.read()
        if (chunk === undefined || chunk.done) throw new Error(`the feed ended before its ready event: ${text}`)
        text += chunk.value
      }
      const newest = Number(/id: (\d+)\nevent: ready/.exec(text)?.[1])
      first.abort()

      // More refusals than the user's cap (3): a refusal holds no stream's place.
      for (const bad of ["1.5", "1e20", "1e308", "-1", "abc", "", " 1", "0x10", "99999999999999999999", String(newest + 1)]) {
        const response = await open(bad)
        const body = (await response.json()) as { error: { _tag: string; field?: string; message: string } }
        expect({ bad, status: response.status, tag: body.error._tag, field: body.error.field }).toEqual({
          bad,
          status: 400,
          tag: "BadRequest",
          field: "Last-Event-ID",
        })
        expect(body.error.message).toContain("Last-Event-ID")
      }
      // The newest position and 0 are good resume points; the cap still has its 3 places.
      for (const good of [String(newest), "0", String(newest)]) {
        const controller = new AbortController()
        controllers.push(controller)
        expect((await open(good, controller.signal)).status).toBe(200)
      }
    } finally {
      for (const controller of controllers) controller.abort()
      await diner.close()
    }
  })
})

const headersOf = (diner: TestDiner): Record<string, string> => ({
  authorization: `Bearer ${diner.token()}`,
  tenant: "tenant-lotus",
  qr: "demo-table-1",
  accept: "text/event-stream",
})
