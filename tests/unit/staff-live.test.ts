import { describe, expect, it } from "vitest"
import { decodeStaffLiveEvent } from "../../src/staff/data/staff-live"
import { order } from "../support/fixtures"

/** The staff feed's events as the screen reads them: each by its name's schema, and one that matches none said so, not trusted. */
describe("the staff feed's events", () => {
  it("decodes a change by its kind, and knows the connection's ready", () => {
    const placed = order({ id: "o-1" })
    expect(decodeStaffLiveEvent({ id: "7", event: "order", data: JSON.stringify(placed) })).toEqual({ kind: "order", payload: placed })
    expect(decodeStaffLiveEvent({ id: "6", event: "ready", data: "" })).toEqual({ kind: "ready" })
  })

  it("calls an event that does not match its schema, or a kind it does not know, unreadable", () => {
    const malformed = decodeStaffLiveEvent({ id: "8", event: "order", data: JSON.stringify({ id: "o-1" }) })
    expect(malformed.kind).toBe("unreadable")
    expect(decodeStaffLiveEvent({ id: "9", event: "order", data: "not json" }).kind).toBe("unreadable")
    expect(decodeStaffLiveEvent({ id: "10", event: "weather", data: "{}" })).toEqual({
      kind: "unreadable",
      reason: 'an event "weather" the screen does not know',
    })
  })
})
