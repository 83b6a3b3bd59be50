import { merge, NEVER, of, Subject } from "rxjs"
import { describe, expect, it } from "vitest"
import type { Connection } from "../../schema/events"
import { deferredLive, startedBy, type LiveSource } from "../../streams/live"

const loaded = (connection: Connection): LiveSource => ({
  orders$: () => NEVER,
  requests$: () => NEVER,
  availability$: () => NEVER,
  tableCart$: () => NEVER,
  payments$: () => NEVER,
  connection$: () => of(connection),
})

describe("a live source loaded on demand", () => {
  it("loads nothing until a feed is subscribed, then once for all of them; a failed load is tried again", async () => {
    const loads: Array<"failed" | "loaded"> = []
    const live = deferredLive(async () => {
      if (loads.length === 0) {
        loads.push("failed")
        throw new Error("chunk failed to load")
      }
      loads.push("loaded")
      return loaded("Online")
    })
    const connection$ = live.connection$()
    expect(loads).toEqual([])
    const failure = await new Promise<unknown>((resolve) => connection$.subscribe({ error: resolve }))
    expect(failure).toEqual(new Error("chunk failed to load"))
    const seen: Connection[] = []
    await Promise.all(
      [live.connection$(), connection$].map(
        (feed$) => new Promise<void>((resolve) => feed$.subscribe((state) => (seen.push(state), resolve()))),
      ),
    )
    expect(seen).toEqual(["Online", "Online"])
    expect(loads).toEqual(["failed", "loaded"])
  })
})

describe("live feeds started by the page", () => {
  it("load a deferred source, heartbeat included, only once the start is said, then carry its feeds", async () => {
    let loads = 0
    const start = new Subject<void>()
    const live = startedBy(
      start,
      deferredLive(async () => {
        loads++
        return loaded("Online")
      }),
    )
    const seen: Connection[] = []
    merge(live.orders$(), live.requests$(), live.availability$()).subscribe()
    const heard = new Promise<void>((resolve) => live.connection$().subscribe((state) => (seen.push(state), resolve())))
    await Promise.resolve()
    expect(loads).toBe(0)
    expect(seen).toEqual([])
    start.next()
    await heard
    expect(loads).toBe(1)
    expect(seen).toEqual(["Online"])
  })
})
