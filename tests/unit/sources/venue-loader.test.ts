import { Subject } from "rxjs"
import { describe, expect, it } from "vitest"
import { createEventLog } from "../../../streams/event-log"
import { venueLoaderEvents } from "../../../streams/sources/venue-loader"
import type { KeptVenue, VenueCache } from "../../../streams/venue-cache"
import { fakeRpc, notFound, ok, unreachable } from "../../support/fake-rpc"
import { menuOf, venueAnswer } from "../../support/fixtures"

/**
 * The venue loader: per table, started, then the answers or why not; a repeat visit paints
 * from the venue kept on the device while the fresh answers load. The kept store here is a
 * map: storage is not under test.
 */
const answer = venueAnswer({ qrCode: "t1" })
const keptMenu = menuOf("Kept Kottu")
const freshMenu = menuOf("Fresh Kottu")

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const setup = (network: (qrCode: string) => Promise<void>, kept: KeptVenue | null, readTakes = 0) => {
  const fake = fakeRpc({
    venueByQr: async ({ params }) => (await network(params.qrCode), params.qrCode === "nowhere" ? notFound : ok(answer)),
    menuPick: async ({ params }) => (await network(params.qrCode), ok(freshMenu)),
  })
  const venueCache: VenueCache = {
    read: async () => {
      await later(readTakes)
      return kept
    },
  }
  const log = createEventLog({ store: null, session: "s", now: () => 0, log: () => undefined })
  const opens = new Subject<string>()
  let settled = 0
  venueLoaderEvents({ rpc: fake.rpc, venueCache, opens$: opens }).subscribe(({ event, source }) => {
    log.append(event, source)
    if (source === "http") settled++
  })
  const sources = () => log.exportAll().then((events) => events.map(({ source, event }) => `${source}:${event._tag}`))
  return { open: (qrCode: string) => opens.next(qrCode), log, sources, fake, settled: () => settled }
}

const untilSettled = async (done: () => boolean) => {
  while (!done()) await later(1)
}

describe("the venue loader", () => {
  it("shows a kept venue at once, then gives way to the fresh answers", async () => {
    let answerNow: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (answerNow = resolve))
    const t = setup(() => gate, { venue: answer, menu: keptMenu })
    t.open("t1")
    await later(5)
    expect(t.log.getState()).toMatchObject({ status: "success", venue: { name: "Lotus" } })
    expect(t.log.getState().menu?.items.map((item) => item.name)).toEqual(["Kept Kottu"])
    answerNow()
    await untilSettled(() => t.settled() === 2)
    expect(t.log.getState().menu?.items.map((item) => item.name)).toEqual(["Fresh Kottu"])
    expect(await t.sources()).toEqual([
      "intent:v1.VenueLoadStarted",
      "cache:v1.VenueLoaded",
      "cache:v1.MenuReplaced",
      "http:v1.VenueLoaded",
      "http:v1.MenuReplaced",
    ])
  })

  it("does not show the kept venue when the network answers first", async () => {
    const t = setup(async () => undefined, { venue: answer, menu: keptMenu }, 5)
    t.open("t1")
    await untilSettled(() => t.settled() === 2)
    await later(20) // the kept copy has been read by now, too late to be shown
    expect(await t.sources()).toEqual(["intent:v1.VenueLoadStarted", "http:v1.VenueLoaded", "http:v1.MenuReplaced"])
  })

  it("keeps the kept venue on screen when the network fails; without one the load fails as the spec says", async () => {
    // Offline, a fetch fails at once: before the kept copy has even been read.
    const offline = async () => {
      throw unreachable()
    }
    const kept = setup(offline, { venue: answer, menu: keptMenu }, 5)
    kept.open("t1")
    await later(20)
    expect(kept.log.getState()).toMatchObject({ status: "success" })
    expect(kept.log.getState().menu?.items.map((item) => item.name)).toEqual(["Kept Kottu"])

    const none = setup(offline, null)
    none.open("t1")
    await untilSettled(() => none.settled() === 1)
    expect(none.log.getState()).toMatchObject({ status: "error", errorKind: "unreachable" })
  })

  it("joins an ask for the table being loaded, drops the answers of a table left for another, and says when no venue has the code", async () => {
    const waiting = new Map<string, Array<() => void>>()
    const answerFor = (qrCode: string) => waiting.get(qrCode)?.forEach((resolve) => resolve())
    const t = setup((qrCode) => new Promise<void>((resolve) => waiting.set(qrCode, [...(waiting.get(qrCode) ?? []), resolve])), null)
    t.open("t1")
    t.open("t1")
    await later(5)
    expect(t.fake.names()).toEqual(["venueByQr", "menuPick"])
    t.open("nowhere")
    answerFor("t1")
    await later(5)
    answerFor("nowhere")
    await untilSettled(() => t.settled() === 1)
    expect(await t.sources()).toEqual(["intent:v1.VenueLoadStarted", "intent:v1.VenueLoadStarted", "http:v1.VenueLoadFailed"])
    expect(t.log.getState()).toMatchObject({ status: "error", qrCode: "nowhere", errorKind: "unknownTable" })
  })
})
