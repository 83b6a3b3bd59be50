import { BehaviorSubject, Subject } from "rxjs"
import { describe, expect, it, vi } from "vitest"
import type { OrderWithArea } from "../../schema/operator-api"
import type { StaffVenue } from "../../schema/staff"
import type { StaffAuth, StaffSignIn } from "../../src/staff/data/staff-auth"
import type { FeedStatus, StaffLiveEvent } from "../../src/staff/data/staff-live"
import { createStaffRpc } from "../../src/staff/data/staff-rpc"
import { createStaffStore } from "../../src/staff/store/staff-store"
import { order } from "../support/fixtures"

/**
 * The staff screen's store with the real typed caller over a scripted fetch, a fake sign-in and
 * a fake feed: what it shows after each answer and each event, as the screens read it.
 */
const venue: StaffVenue = {
  id: "venue-1",
  name: "Lotus",
  tenantId: "tenant-1",
  currency: null,
  lateAfterMinutes: 15,
  orderStates: [
    { id: "state-placed", name: "Placed", color: "#000000", isEnd: false, position: 1, moves: [] },
    { id: "state-paid", name: "Paid", color: "#000000", isEnd: true, position: 2, moves: [] },
  ],
}
const placed = (id: string): OrderWithArea => ({
  order: order({ id, orderState: { id: "state-placed", stateName: "Placed", color: "#000000" } }),
  serviceAreaName: "Table 1",
  stateIsEnd: false,
})

/** Answers by path; an answer is a body (wrapped as the server wraps it) or a function giving the raw text later. */
type Script = Record<string, unknown>
const fetchOf =
  (script: Script): typeof globalThis.fetch =>
  async (input) => {
    const path = new URL(String(input), "http://screen.test").pathname
    const answer = script[path]
    if (answer === undefined) return new Response(JSON.stringify({ errors: [{ message: `no ${path}` }] }), { status: 500 })
    const text = typeof answer === "function" ? await (answer as () => Promise<string>)() : JSON.stringify({ body: answer })
    return new Response(text, { status: 200, headers: { "content-type": "application/json" } })
  }

const lists = (orders: ReadonlyArray<OrderWithArea>): Script => ({
  "/api/staff/venues": [venue],
  "/api/staff/venues/venue-1/orders": orders,
  "/api/staff/venues/venue-1/requests": [],
  "/api/staff/venues/venue-1/tables": [],
  "/api/staff/venues/venue-1/menu": [],
  "/api/staff/venues/venue-1/payments": [],
  "/api/staff/venues/venue-1/feedback": [],
})

const storeWith = (script: Script) => {
  const signIn = new BehaviorSubject<StaffSignIn>({ status: "signedIn", account: { uid: "u", email: "sam@venue.test", name: "Sam" } })
  const auth: StaffAuth = {
    signIn$: signIn,
    token: () => "token",
    refreshToken: async () => undefined,
    signInWithGoogle: async () => undefined,
    signOut: async () => signIn.next({ status: "signedOut" }),
    usesEmulator: true,
  }
  const events = new Subject<StaffLiveEvent>()
  const status = new BehaviorSubject<FeedStatus>("connecting")
  const logged: string[] = []
  const store = createStaffStore({
    auth,
    rpc: createStaffRpc({ fetch: fetchOf(script), baseUrl: "http://screen.test", auth, log: (line) => logged.push(line) }),
    live: () => ({ events$: events, status$: status }),
    chime: { unlock: () => undefined, play: () => undefined },
    now: () => 0,
    log: (line) => logged.push(line),
  })
  return { store, events, status, script }
}

describe("the staff screen's store", () => {
  it("opens the one venue of the account, reads its lists when the feed is ready, and follows the feed", async () => {
    const { store, events, status } = storeWith(lists([placed("a")]))
    await vi.waitFor(() => expect(store.get().venue?.id).toBe("venue-1"))
    status.next("live")
    events.next({ kind: "ready" })
    await vi.waitFor(() => expect(store.get().listsLoad.status).toBe("ready"))
    expect([...store.get().lists.orders.keys()]).toEqual(["a"])
    expect(store.get().feed).toBe("live")
    events.next({
      kind: "order",
      payload: order({ id: "b", orderNumber: "A-002", orderState: { id: "state-placed", stateName: "", color: "#000000" } }),
    })
    expect([...store.get().lists.orders.keys()]).toEqual(["a", "b"])
    expect(store.get().announcement).toBe("New order A-002, A table")
    store.stop()
  })

  it("says an answer that does not match its schema could not be read, and reads again when staff try again", async () => {
    const script = lists([placed("a")])
    const { store, events } = storeWith({
      ...script,
      "/api/staff/venues/venue-1/orders": async () => JSON.stringify({ body: [{ order: "?" }] }),
    })
    await vi.waitFor(() => expect(store.get().venue).not.toBeNull())
    events.next({ kind: "ready" })
    await vi.waitFor(() => expect(store.get().listsLoad.status).toBe("failed"))
    expect(store.get().listsLoad).toEqual({
      status: "failed",
      message: "Reading the venue's orders and tables failed: the server's answer could not be read. Try again.",
    })
    store.stop()
  })

  it("recovers from a malformed answer on Try again, in the same store", async () => {
    let malformed = true
    const script = lists([placed("a")])
    const good = JSON.stringify({ body: [placed("a")] })
    const { store, events } = storeWith({
      ...script,
      "/api/staff/venues/venue-1/orders": async () => (malformed ? "not json" : good),
    })
    await vi.waitFor(() => expect(store.get().venue).not.toBeNull())
    events.next({ kind: "ready" })
    await vi.waitFor(() => expect(store.get().listsLoad.status).toBe("failed"))
    malformed = false
    store.commands.retry()
    await vi.waitFor(() => expect(store.get().listsLoad.status).toBe("ready"))
    expect([...store.get().lists.orders.keys()]).toEqual(["a"])
    store.stop()
  })

  it("applies the changes that arrive while the lists are read after them, never under them", async () => {
    const orders: { answer?: (text: string) => void } = {}
    const { store, events } = storeWith({
      ...lists([]),
      "/api/staff/venues/venue-1/orders": () => new Promise<string>((resolve) => (orders.answer = resolve)),
    })
    await vi.waitFor(() => expect(store.get().venue).not.toBeNull())
    events.next({ kind: "ready" })
    // Placed while the lists are on their way: the answer, read before it, does not have it.
    events.next({ kind: "order", payload: order({ id: "late", orderState: { id: "state-placed", stateName: "", color: "#000000" } }) })
    await vi.waitFor(() => expect(orders.answer).toBeDefined())
    orders.answer?.(JSON.stringify({ body: [placed("a")] }))
    await vi.waitFor(() => expect(store.get().listsLoad.status).toBe("ready"))
    expect([...store.get().lists.orders.keys()].sort()).toEqual(["a", "late"])
    store.stop()
  })

  it("tells an account on no venue's staff list so, with no venue opened", async () => {
    const { store } = storeWith({ "/api/staff/venues": [] })
    await vi.waitFor(() => expect(store.get().venues).toEqual({ status: "ready", value: [] }))
    expect(store.get().venue).toBeNull()
    store.stop()
  })
})
