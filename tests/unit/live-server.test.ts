import { Schema } from "effect"
import { BehaviorSubject, Subject } from "rxjs"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { Connection } from "../../schema/events"
import type { AvailabilitySync } from "../../schema/availability"
import { Order } from "../../schema/order"
import type { StaffRequest } from "../../schema/staff-request"
import { createServerLive, type LiveScope } from "../../streams/live-server"
import { order as orderOf } from "../support/fixtures"

/** One request the feed made, and the server's side of its stream. */
interface Call {
  readonly status: number
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly aborted: () => boolean
  send(text: string): void
  end(): void
}

/**
 * The reference server's live push, played by hand: each fetch answers with the next scripted
 * status (200 when none is left) and a stream the test writes to.
 */
const setup = (statuses: number[] = [], { subscribe = true } = {}) => {
  const calls: Call[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const status = statuses.shift() ?? 200
    let server: ReadableStreamDefaultController<Uint8Array> | undefined
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (server = controller) })
    const signal = init?.signal
    signal?.addEventListener("abort", () => server?.error(new DOMException("aborted", "AbortError")))
    calls.push({
      status,
      url: String(input),
      headers: { ...(init?.headers as Record<string, string>) }, // the feed passes a plain object
      aborted: () => signal?.aborted ?? false,
      send: (text) => server?.enqueue(new TextEncoder().encode(text)),
      end: () => server?.close(),
    })
    return status === 200 ? new Response(body, { status }) : new Response("refused", { status })
  }
  const scope = new BehaviorSubject<LiveScope | null>(null)
  let token = "token-1"
  const reports: string[] = []
  const networkBack = new Subject<void>()
  const live = createServerLive({
    fetch,
    baseUrl: "http://venue.test",
    scope$: scope,
    token: () => token,
    networkBack$: networkBack,
    log: (message) => reports.push(message),
  })
  const orders: Order[] = []
  const requests: StaffRequest[] = []
  const availability: AvailabilitySync[] = []
  const connection: Connection[] = []
  live.connection$().subscribe((state) => connection.push(state))
  const subscribeAll = () => [
    live.orders$().subscribe((order) => orders.push(order)),
    live.requests$().subscribe((request) => requests.push(request)),
    live.availability$().subscribe((sync) => availability.push(sync)),
  ]
  if (subscribe) subscribeAll()
  const last = () => calls.at(-1)
  return {
    live,
    calls,
    last,
    scope,
    orders,
    requests,
    availability,
    connection,
    reports,
    subscribeAll,
    networkBack,
    newToken: (value: string) => (token = value),
  }
}

const table: LiveScope = { uid: "diner-1", tenant: "tenant-1", qr: "demo-table-1", visitsJoined: 0 }
const orderEvent = (id: string, order: Order) => `id: ${id}\nevent: order\ndata: ${JSON.stringify(Schema.encodeSync(Order)(order))}\n\n`
const waiterCalled: StaffRequest = {
  id: "request-1",
  serviceAreaId: "area-1",
  kind: "waiter",
  label: "Call the waiter",
  status: "open",
  createdAt: 1,
  acknowledgedAt: null,
}
const requestEvent = (id: string, request: StaffRequest) => `id: ${id}\nevent: request\ndata: ${JSON.stringify(request)}\n\n`
const availabilityEvent = (sync: AvailabilitySync, id?: string) =>
  `${id === undefined ? "" : `id: ${id}\n`}event: availability\ndata: ${JSON.stringify(sync)}\n\n`
/** Lets the fetch, the stream and the timers due by then run. */
const pass = (ms = 0) => vi.advanceTimersByTimeAsync(ms)

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe("the server's live feed", () => {
  it("opens no feed before the sign-in rule is met, then one connection with the diner's headers, its events decoded into their streams", async () => {
    const t = setup()
    await pass(60_000)
    expect(t.calls).toEqual([])
    expect(t.connection).toEqual(["Unknown", "Offline"]) // no feed spoke within 10 s of listening
    t.scope.next(table)
    await pass()
    expect(t.calls.map((call) => call.url)).toEqual(["http://venue.test/api/live/table"])
    expect(t.last()?.headers).toEqual({
      authorization: "Bearer token-1",
      tenant: "tenant-1",
      qr: "demo-table-1",
      accept: "text/event-stream",
    })
    t.last()?.send("id: 5\nevent: ready\ndata: {}\n\n")
    t.last()?.send(availabilityEvent({ updatedAt: 100, type: "rollback" }))
    t.last()?.send(orderEvent("6", orderOf({ id: "order-1" })))
    t.last()?.send(requestEvent("7", waiterCalled))
    t.last()?.send('id: 8\nevent: order\ndata: {"id":3}\n\n')
    t.last()?.send(availabilityEvent({ updatedAt: 200, type: "unavailable" }, "9"))
    await pass()
    expect(t.calls).toHaveLength(1)
    expect(t.orders.map((order) => order.id)).toEqual(["order-1"])
    expect(t.requests).toEqual([waiterCalled])
    expect(t.availability).toEqual([
      { updatedAt: 100, type: "rollback" },
      { updatedAt: 200, type: "unavailable" },
    ])
    expect(t.reports).toEqual([expect.stringMatching(/^live feed: an event "order" does not match its schema and is skipped: /)])
    expect(t.connection.at(-1)).toBe("Online")
  })

  it("reconnects after a drop with a growing back-off and a fresh token, resuming from the last event id", async () => {
    const t = setup([200, 503, 503])
    t.scope.next(table)
    await pass()
    t.last()?.send("id: 5\nevent: ready\ndata: {}\n\n")
    t.last()?.end() // the server restarts
    t.newToken("token-2")
    // Each attempt waits twice as long as the one before: 1 s, 2 s, 4 s.
    const attemptsAt = async (...ms: number[]) => {
      const counts: number[] = []
      for (const step of ms) {
        await pass(step)
        counts.push(t.calls.length)
      }
      return counts
    }
    expect(await attemptsAt(999, 1, 1999, 1, 3999, 1)).toEqual([1, 2, 2, 3, 3, 4])
    expect(t.calls.map((call) => call.status)).toEqual([200, 503, 503, 200])
    expect(t.last()?.headers).toMatchObject({ authorization: "Bearer token-2", "last-event-id": "5" })
    expect(t.reports).toEqual([
      "live feed: the server closed the feed; reconnecting",
      "live feed: live feed http://venue.test/api/live/table answered 503; reconnecting",
      "live feed: live feed http://venue.test/api/live/table answered 503; reconnecting",
    ])
    // A good connection (its `ready`) starts the back-off over: the next drop waits 1 s again.
    t.last()?.send("id: 9\nevent: ready\ndata: {}\n\n")
    await pass()
    t.last()?.end()
    expect(await attemptsAt(999, 1)).toEqual([4, 5])
    expect(t.last()?.headers).toMatchObject({ "last-event-id": "9" })
  })

  it("reconnects at once when the network comes back, not after the back-off it grew while offline", async () => {
    const t = setup([503, 503, 503, 503])
    t.scope.next(table)
    await pass(1000 + 2000 + 4000) // offline: the fourth attempt failed too, the next waits 8 s
    expect(t.calls).toHaveLength(4)
    await pass(100)
    t.networkBack.next()
    await pass()
    expect(t.calls).toHaveLength(5)
    t.last()?.send("id: 3\nevent: ready\ndata: {}\n\n")
    await pass()
    expect(t.connection.at(-1)).toBe("Online")
    // Back while connected: nothing to cut short, the feed stays the one it is.
    t.networkBack.next()
    await pass(60_000)
    expect(t.calls).toHaveLength(5)
  })

  it("starts afresh, without Last-Event-ID, when the server refuses its resume point (400: a newer database)", async () => {
    const t = setup([200, 400])
    t.scope.next(table)
    await pass()
    t.last()?.send("id: 50\nevent: ready\ndata: {}\n\n")
    t.last()?.end()
    await pass(1000)
    expect(t.last()?.headers).toMatchObject({ "last-event-id": "50" })
    expect(t.last()?.status).toBe(400)
    await pass(2000)
    expect(t.calls).toHaveLength(3)
    expect(t.last()?.headers["last-event-id"]).toBeUndefined()
  })

  it("follows the scope: another table closes the feed and opens one for it; none while the rule is not met", async () => {
    const t = setup()
    t.scope.next(table)
    await pass()
    const first = t.last()
    t.scope.next({ ...table }) // the same scope again (the state changed elsewhere): the feed stays
    await pass()
    expect(t.calls).toHaveLength(1)
    t.scope.next({ ...table, qr: "demo-table-2" })
    await pass()
    expect(first?.aborted()).toBe(true)
    expect(t.calls.map((call) => call.headers["qr"])).toEqual(["demo-table-1", "demo-table-2"])
    t.scope.next(null)
    await pass(60_000)
    expect(t.last()?.aborted()).toBe(true)
    expect(t.calls).toHaveLength(2)
  })

  it("is Online while a feed speaks (keep-alives too) and Offline after 10 s of silence", async () => {
    const t = setup()
    t.scope.next(table)
    await pass()
    t.last()?.send("id: 5\nevent: ready\ndata: {}\n\n")
    await pass(9_999)
    t.last()?.send(": keep-alive\n\n")
    await pass(9_999)
    expect(t.connection).toEqual(["Unknown", "Online"])
    await pass(1)
    expect(t.connection).toEqual(["Unknown", "Online", "Offline"])
    t.last()?.send(": keep-alive\n\n")
    await pass()
    expect(t.connection).toEqual(["Unknown", "Online", "Offline", "Online"])
  })

  it("opens with the first of its three streams, shares the connection, and closes when the last one leaves", async () => {
    const t = setup([], { subscribe: false })
    t.scope.next(table)
    await pass()
    expect(t.calls).toEqual([])
    const orders = t.live.orders$().subscribe()
    await pass()
    expect(t.calls).toHaveLength(1)
    const others = [t.live.requests$().subscribe(), t.live.availability$().subscribe()]
    await pass()
    expect(t.calls).toHaveLength(1)
    orders.unsubscribe()
    others[0]?.unsubscribe()
    await pass()
    expect(t.last()?.aborted()).toBe(false)
    others[1]?.unsubscribe()
    await pass()
    expect(t.last()?.aborted()).toBe(true)
    expect(t.calls).toHaveLength(1)
  })

  it("gives an availability subscriber that comes late the connection's current document first", async () => {
    const t = setup([], { subscribe: false })
    t.scope.next(table)
    t.live.orders$().subscribe()
    await pass()
    t.last()?.send("id: 5\nevent: ready\ndata: {}\n\n")
    t.last()?.send(availabilityEvent({ updatedAt: 100, type: "rollback" }))
    t.last()?.send(availabilityEvent({ updatedAt: 200, type: "unavailable" }, "6"))
    await pass()
    const late: AvailabilitySync[] = []
    t.live.availability$().subscribe((sync) => late.push(sync))
    t.last()?.send(availabilityEvent({ updatedAt: 300, type: "rollback" }, "7"))
    await pass()
    expect(late).toEqual([
      { updatedAt: 200, type: "unavailable" },
      { updatedAt: 300, type: "rollback" },
    ])
    expect(t.calls).toHaveLength(1)
  })
})
