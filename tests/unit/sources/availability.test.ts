import { Subject } from "rxjs"
import { describe, expect, it } from "vitest"
import type { SyncTimestamp } from "../../../schema/availability"
import { createEventLog } from "../../../streams/event-log"
import { availabilityEvents } from "../../../streams/sources/availability"
import { venueAnswer } from "../../support/fixtures"

// The venue answer every unit test shares (tests/support/fixtures.ts).
const answer = venueAnswer()

/** The availability source with a hand-fed feed (a Subject), its events in a memory log, and recorded effects. */
const setup = (stored: Record<string, string> = {}, restoredSeen: Record<string, number> = {}) => {
  const availability = new Subject<{ updatedAt: SyncTimestamp; type: string }>()
  const log = createEventLog({ store: null, session: "s", now: () => 0, log: () => undefined })
  log.append({ _tag: "v1.VenueLoaded", answer }, "http")
  for (const [key, updatedAt] of Object.entries(restoredSeen))
    log.append({ _tag: "v1.AvailabilitySyncSeen", key, updatedAt, type: "menu-edited", acted: false }, "live")
  const effects: string[] = []
  const storage = { get: (key: string) => stored[key] ?? null, set: (key: string, value: string) => void (stored[key] = value) }
  availabilityEvents({
    availability$: availability,
    state: log.getState,
    storage,
    notify: (kind, text) => effects.push(`${kind}: ${text.id}`),
    refetchMenu: () => void effects.push("refetch menu"),
    refreshCart: () => void effects.push("refresh cart"),
    report: (message) => effects.push(`report: ${message}`),
  }).subscribe(({ event, source }) => log.append(event, source))
  return { availability, log, effects, stored }
}

describe("the availability source", () => {
  it("takes the first availability snapshot silently, then acts on newer ones by type", () => {
    const { availability, effects, stored, log } = setup()
    availability.next({ updatedAt: 1000, type: "unavailable" })
    expect(effects).toEqual([])
    expect(stored["tableside.availability.tenant-t/venue-lotus"]).toBe("1000")
    availability.next({ updatedAt: 2000, type: "unavailable" })
    availability.next({ updatedAt: { seconds: 3, nanoseconds: 0 }, type: "rollback" })
    availability.next({ updatedAt: "1970-01-01T00:00:04.000Z", type: "menu-edited" })
    expect(effects).toEqual([
      "warning: toast.unavailable",
      "refetch menu",
      "refresh cart",
      "info: toast.rollback",
      "refetch menu",
      "refetch menu",
    ])
    expect(log.getState().availabilitySeen).toEqual({ "tenant-t/venue-lotus": 4000 })
  })

  it("ignores times that are not newer than the last seen, kept from an earlier visit", () => {
    const { availability, effects } = setup({ "tableside.availability.tenant-t/venue-lotus": "5000" })
    availability.next({ updatedAt: 6000, type: "unavailable" })
    availability.next({ updatedAt: 5000, type: "unavailable" })
    availability.next({ updatedAt: 4000, type: "rollback" })
    expect(effects).toEqual([])
  })

  it("goes by the last-seen time of this tab's restored state, not by what another tab stored", () => {
    const { availability, effects, stored } = setup(
      { "tableside.availability.tenant-t/venue-lotus": "9000" },
      { "tenant-t/venue-lotus": 2000 },
    )
    availability.next({ updatedAt: 3000, type: "unavailable" })
    availability.next({ updatedAt: 4000, type: "rollback" })
    expect(effects).toEqual(["info: toast.rollback", "refetch menu"])
    // What a new tab is seeded with never goes back in time.
    expect(stored["tableside.availability.tenant-t/venue-lotus"]).toBe("9000")
  })
})
