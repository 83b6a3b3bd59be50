import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { liveFeed } from "../../schema/live"
import type { RunningServer } from "../../server/start-server"
import { DEMO_TABLE, signInDiner, type TestDiner } from "../support/diner"
import { listen } from "../support/live"
import { startTestServer } from "../support/test-server"

/**
 * A diner's feed resumed (Last-Event-ID) while the database cannot answer the catch-up read, as
 * during a restart or a failover: the stream ends, so the client opens it again from the last id
 * it has and misses nothing. It used to stay open with every later event held unsent. The fault
 * is the catch-up query failing, the same on either database: PGlite alone shows it.
 */
describe("a live feed resumed while its catch-up read fails", () => {
  let server: RunningServer
  let diner: TestDiner
  let failCatchUp = false
  beforeAll(async () => {
    server = await startTestServer({
      onRoundTrip: (statement) => {
        if (failCatchUp && /^select seq, channel, kind, payload from live_events/.test(statement))
          throw new Error("the database is restarting")
      },
    })
    diner = await signInDiner(server.origin)
  })
  afterAll(async () => {
    await diner?.close()
    await server?.close()
  })

  it("ends the stream, and the next resume catches up whole", async () => {
    const headers = () => ({ authorization: `Bearer ${diner.token()}`, tenant: DEMO_TABLE.tenantId, qr: DEMO_TABLE.qrCode })
    const first = listen(`${server.origin}${liveFeed.path}`, headers())
    const ready = await first.next((event) => event.event === "ready")
    await first.close()

    failCatchUp = true
    const broken = listen(`${server.origin}${liveFeed.path}`, headers(), ready.id ?? "0")
    // Ended by the server, with nothing sent: no "ready" that would tell the client it had caught up.
    expect(await Promise.race([broken.ended.then(() => "ended"), new Promise((resolve) => setTimeout(() => resolve("open"), 5_000))])).toBe(
      "ended",
    )
    expect(broken.events).toEqual([])

    failCatchUp = false
    const again = listen(`${server.origin}${liveFeed.path}`, headers(), ready.id ?? "0")
    try {
      expect((await again.next((event) => event.event === "ready")).event).toBe("ready")
    } finally {
      await again.close()
    }
  })
})
