import { describe, expect, it } from "vitest"
import { createEventLog } from "../../streams/event-log"
import { createIntents } from "../../streams/intents"
import type { KeptVenue, VenueCache } from "../../streams/venue-cache"
import { fakeRpc, ok, unreachable } from "../support/fake-rpc"
import { menuOf, venueAnswer } from "../support/fixtures"

/**
 * A repeat visit paints from the venue kept on the device while the fresh answers load
 * (streams/intents.ts loadVenue). The kept store here is a map: storage is not under test.
 */
const answer = venueAnswer({ qrCode: "t1" })
const keptMenu = menuOf("Kept Kottu")
const freshMenu = menuOf("Fresh Kottu")

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const setup = (network: () => Promise<void>, kept: KeptVenue | null, readTakes = 0) => {
  const { rpc } = fakeRpc({
    venueByQr: async () => (await network(), ok(answer)),
    menuPick: async () => (await network(), ok(freshMenu)),
  })
  const written: Array<[string, KeptVenue]> = []
  const venueCache: VenueCache = { read: async () => {
      await later(readTakes)
      return kept
    }, write: async (qrCode, value) => void written.push([qrCode, value]) }
  const log = createEventLog({ store: null, session: "s", now: () => 0, log: () => undefined })
  const intents = createIntents({ rpc, log, newKey: () => "k", notify: () => undefined, isOnline: () => true, sleep: async () => undefined, venueCache })
  const sources = () => log.exportAll().then((events) => events.map(({ source, event }) => `${source}:${event._tag}`))
  return { intents, log, written, sources }
}

describe("a venue kept from an earlier visit", () => {
  it("shows at once, then gives way to the fresh answers, which are kept for next time", async () => {
    let answerNow: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (answerNow = resolve))
    const { intents, log, written, sources } = setup(() => gate, { venue: answer, menu: keptMenu })
    const loading = intents.openVenue("t1")
    await later(5)
    expect(log.getState()).toMatchObject({ status: "success", venue: { name: "Lotus" } })
    expect(log.getState().menu?.items.map((item) => item.name)).toEqual(["Kept Kottu"])
    answerNow()
    await loading
    expect(log.getState().menu?.items.map((item) => item.name)).toEqual(["Fresh Kottu"])
    expect(await sources()).toEqual(["intent:v1.VenueLoadStarted", "cache:v1.VenueLoaded", "cache:v1.MenuReplaced", "http:v1.VenueLoaded", "http:v1.MenuReplaced"])
    expect(written).toEqual([["t1", { venue: answer, menu: freshMenu }]])
  })

  it("is not shown when the network answers first", async () => {
    const { intents, sources } = setup(async () => undefined, { venue: answer, menu: keptMenu }, 5)
    await intents.openVenue("t1")
    await later(20) // the kept copy has been read by now, too late to be shown
    expect(await sources()).toEqual(["intent:v1.VenueLoadStarted", "http:v1.VenueLoaded", "http:v1.MenuReplaced"])
  })

  it("stays on screen when the network fails, and without one the load fails as the spec says", async () => {
    // Offline, a fetch fails at once: before the kept copy has even been read.
    const offline = async () => {
      throw unreachable()
    }
    const kept = setup(offline, { venue: answer, menu: keptMenu }, 5)
    await kept.intents.openVenue("t1")
    expect(kept.log.getState()).toMatchObject({ status: "success" })
    expect(kept.log.getState().menu?.items.map((item) => item.name)).toEqual(["Kept Kottu"])

    const none = setup(offline, null)
    await none.intents.openVenue("t1")
    expect(none.log.getState()).toMatchObject({ status: "error" })
  })
})
