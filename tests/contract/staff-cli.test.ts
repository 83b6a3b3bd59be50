import { describe, expect, it } from "vitest"
import { staffApi } from "../../schema/staff-api"
import { venueCli } from "../support/cli"
import { DEMO_TABLE } from "../support/diner"
import { HARBOUR_VENUE_ID, staffCall, staffDo } from "../support/staff"
import { setupServerAndDiners } from "../support/suite"

/**
 * The staff list and the late time from the command line (`npm run venue -- staff ...`, `late`),
 * as the venue runs it: the demo venue unless --venue, an address kept lowercased, and the
 * staff screen letting the account in, or no longer, at once.
 */
describe("the staff list from the command line", () => {
  const suite = setupServerAndDiners()
  const cli = async (...args: string[]) => (await venueCli(suite.server.origin, args)).stdout.trim()

  it("adds, lists and removes an address of the demo venue's staff, which the staff screen follows", async () => {
    expect(await cli("staff", "add", "Ana@Example.com")).toBe("ana@example.com may now sign in to the staff screen of venue-lotus-colombo.")
    expect(await cli("staff", "add", "ana@example.com")).toBe("ana@example.com was already on the staff list of venue-lotus-colombo.")
    const listed = await cli("staff", "list")
    expect(listed.split("\n").map((line) => line.split("  ")[0])).toEqual(["ana@example.com", "staff@tableside.test"])
    const ana = await suite.diner(DEMO_TABLE, "ana@example.com")
    expect((await staffDo(suite.server.origin, staffApi.staffVenues, {}, ana.token())).map((venue) => venue.name)).toEqual([
      "Lotus & Lime Colombo",
    ])
    expect(await cli("staff", "remove", "ana@example.com")).toBe("ana@example.com is off the staff list of venue-lotus-colombo.")
    const refused = await staffCall(suite.server.origin, staffApi.staffMenu, { params: { venueId: "venue-lotus-colombo" } }, ana.token())
    expect(refused._tag === "Refused" ? refused.error._tag : refused._tag).toBe("NotStaff")
  })

  it("takes another venue with --venue, sets the late time, and says what is wrong with a bad one", async () => {
    expect(await cli("staff", "list", "--venue", HARBOUR_VENUE_ID)).toMatch(/^staff@harbour\.test {2}added /u)
    expect(await cli("late", "25", "--venue", HARBOUR_VENUE_ID)).toBe(`Orders at ${HARBOUR_VENUE_ID} show late after 25 minutes.`)
    await expect(cli("late", "0")).rejects.toMatchObject({ stderr: expect.stringContaining("minutes") })
    await expect(cli("staff", "add", "ana@example.com", "--venue", "no-such-venue")).rejects.toMatchObject({
      stderr: expect.stringContaining("No venue has the id 'no-such-venue'."),
    })
  })
})
