import { describe, expect, it } from "vitest"
import { availabilityAction, syncMillis } from "../../src/domain/availability"

describe("availability sync", () => {
  it("only initializes on the first snapshot, whatever its type", () => {
    expect(availabilityAction(null, true, 1000, "unavailable")).toBe("init")
    expect(availabilityAction(500, true, 1000, "unavailable")).toBe("init")
  })

  it("ignores a time that is not newer than the last seen", () => {
    expect(availabilityAction(1000, false, 1000, "unavailable")).toBe("ignore")
    expect(availabilityAction(1000, false, 999, "rollback")).toBe("ignore")
  })

  it("acts on a newer time by its type", () => {
    expect(availabilityAction(1000, false, 1001, "unavailable")).toBe("unavailable")
    expect(availabilityAction(1000, false, 1001, "rollback")).toBe("rollback")
    expect(availabilityAction(1000, false, 1001, "menu-edited")).toBe("refresh")
  })

  it("reads times as epoch ms, date strings, or seconds and nanoseconds", () => {
    expect(syncMillis(1763750000000)).toBe(1763750000000)
    expect(syncMillis("2026-11-21T19:00:00.250Z")).toBe(Date.parse("2026-11-21T19:00:00.250Z"))
    expect(syncMillis({ seconds: 1763750000, nanoseconds: 250_000_000 })).toBe(1763750000250)
    expect(syncMillis("not a date")).toBeNull()
  })
})
