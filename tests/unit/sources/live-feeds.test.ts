import { describe, expect, it } from "vitest"
import type { StaffRequest } from "../../../schema/staff-request"
import { createEventLog } from "../../../streams/event-log"
import { liveFeedEvents } from "../../../streams/sources/live-feeds"
import { fakeLive } from "../../support/fake-live"
import { order as orderOf, venueAnswer } from "../../support/fixtures"

// The venue answer every unit test shares (tests/support/fixtures.ts).
const answer = venueAnswer()

/** The live feeds source with hand-fed feeds (Subjects), its events in a memory log. */
const setup = () => {
  const { live, orders, requests } = fakeLive()
  const log = createEventLog({ store: null, session: "s", now: () => 0, log: () => undefined })
  log.append({ _tag: "v1.VenueLoaded", answer }, "http")
  const reports: string[] = []
  liveFeedEvents(live, (message) => reports.push(message)).subscribe(({ event, source }) => log.append(event, source))
  return { orders, requests, log, reports }
}

describe("the live feeds source", () => {
  it("replaces a staff request as it is acknowledged, and drops it when the table is settled", () => {
    const { requests, log } = setup()
    const asked: StaffRequest = {
      id: "r1",
      serviceAreaId: "area-1",
      kind: "waiter",
      label: "Waiter",
      status: "open",
      createdAt: 0,
      acknowledgedAt: null,
    }
    log.append({ _tag: "v1.StaffRequestChanged", request: asked }, "http")
    requests.next({ ...asked, status: "acknowledged", acknowledgedAt: 60_000 })
    expect(log.getState().staff.requests).toEqual([{ ...asked, status: "acknowledged", acknowledgedAt: 60_000 }])
    requests.next({ ...asked, status: "closed", acknowledgedAt: 60_000 })
    expect(log.getState().staff.requests).toEqual([])
  })

  it("sets each order's new status; a feed that fails is reported and the other goes on", () => {
    const { orders, requests, log, reports } = setup()
    const order = orderOf({ id: "o1", orderState: { id: "s", stateName: "Ready", color: "#1f6f3f" } })
    orders.next(order)
    expect(log.getState().orders).toEqual([order])
    requests.error(new Error("listener refused"))
    orders.next({ ...order, orderState: { id: "t", stateName: "Served", color: "#3d3d3d" } })
    expect(log.getState().orders.map((o) => o.orderState.stateName)).toEqual(["Served"])
    expect(reports).toEqual(["requests feed: Error: listener refused"])
    expect(log.getState().connection).toBe("Unknown") // the connection is its own source
  })
})
