import { beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { CallSpec } from "../../schema/api"
import * as E from "../../schema/errors"
import { operatorApi } from "../../schema/operator-api"
import { staffApi } from "../../schema/staff-api"
import { testDatabases, type TestDatabase } from "../support/databases"
import { DEMO_TABLE, type TestDiner } from "../support/diner"
import { operatorDo } from "../support/operator"
import {
  DEMO_STAFF_EMAIL,
  DEMO_VENUE_ID,
  HARBOUR_STAFF_EMAIL,
  HARBOUR_TABLE,
  HARBOUR_VENUE_ID,
  STAFF_VALID,
  staffCall,
  staffDo,
} from "../support/staff"
import { setupServerAndDiners } from "../support/suite"
import { body } from "../support/typed-answers"

/**
 * Who may use the staff screen's calls (schema/staff-api.ts), on both databases: every call
 * refuses no token (401), an anonymous diner's token, an account not on the venue's list
 * (403 NotStaff), and another tenant's staff (403 OtherTenant), each with a message that names
 * the reason; the venue's listed staff member gets through. The table of calls is the API's
 * own, so a call added later is tried too.
 */
describe.each(testDatabases())("the staff calls' access on $name", (database: TestDatabase) => {
  const suite = setupServerAndDiners(database)
  const origin = () => suite.server.origin
  let staff: TestDiner
  let anonymous: TestDiner
  let stranger: TestDiner
  let otherTenant: TestDiner

  beforeAll(async () => {
    staff = await suite.diner(DEMO_TABLE, DEMO_STAFF_EMAIL)
    anonymous = await suite.diner()
    stranger = await suite.diner(DEMO_TABLE, "stranger@tableside.test")
    // The harbour venue's staff member, whose token names the harbour tenant (a diner call there
    // set the claim), is put on the demo venue's list too: only the tenant rule refuses them there.
    otherTenant = await suite.diner(HARBOUR_TABLE, HARBOUR_STAFF_EMAIL)
    await body(otherTenant.rpc(api.visitGet, {}))
    await otherTenant.refresh()
    await operatorDo(origin(), operatorApi.operatorStaffAdd, {
      params: { venueId: DEMO_VENUE_ID },
      payload: { email: HARBOUR_STAFF_EMAIL },
    })
  })

  const venueScoped = Object.entries(staffApi).filter(([name]) => name !== "staffVenues")
  const send = (name: string, token: string | null) =>
    staffCall(origin(), staffApi[name as keyof typeof staffApi] as CallSpec, STAFF_VALID[name as keyof typeof STAFF_VALID], token)

  it.each(Object.keys(staffApi))("%s refuses a request without a token: 401 NotSignedIn", async (name) => {
    const answer = await send(name, null)
    expect([answer.status, answer._tag === "Refused" ? answer.error._tag : answer._tag]).toEqual([401, E.NotSignedIn.tag])
  })

  it.each(Object.keys(staffApi))("%s refuses an anonymous diner's token: 403 NotStaff, saying it is a diner's sign-in", async (name) => {
    const answer = await send(name, anonymous.token())
    expect([answer.status, answer._tag === "Refused" ? answer.error._tag : answer._tag]).toEqual([403, E.NotStaff.tag])
    expect(answer._tag === "Refused" ? answer.messages[0] : "").toContain("anonymous")
  })

  it.each(venueScoped.map(([name]) => name))("%s refuses an account not on the venue's list: 403 NotStaff, naming it", async (name) => {
    const answer = await send(name, stranger.token())
    expect([answer.status, answer._tag === "Refused" ? answer.error._tag : answer._tag]).toEqual([403, E.NotStaff.tag])
    expect(answer._tag === "Refused" ? answer.messages[0] : "").toContain("stranger@tableside.test is not on this venue's staff list")
  })

  it.each(venueScoped.map(([name]) => name))("%s refuses another tenant's staff: 403 OtherTenant", async (name) => {
    const answer = await send(name, otherTenant.token())
    expect([answer.status, answer._tag === "Refused" ? answer.error._tag : answer._tag]).toEqual([403, E.OtherTenant.tag])
    expect(answer._tag === "Refused" ? answer.messages[0] : "").toContain("another tenant (tenant-harbour)")
  })

  it.each(venueScoped.map(([name]) => name))("%s lets the venue's staff member through to its handler", async (name) => {
    const answer = await send(name, staff.token())
    // Past access: answered, or refused by the handler for a target that does not exist (never an access refusal).
    const tag = answer._tag === "Refused" ? answer.error._tag : answer._tag
    expect([E.NotSignedIn.tag, E.NotStaff.tag, E.OtherTenant.tag, "Undecodable"]).not.toContain(tag)
  })

  it("a venue that does not exist is refused as one whose list lacks the account: no venue id is told", async () => {
    const answer = await staffCall(origin(), staffApi.staffOrders, { params: { venueId: "no-such-venue" }, query: {} }, staff.token())
    expect([answer.status, answer._tag === "Refused" ? answer.error._tag : answer._tag]).toEqual([403, E.NotStaff.tag])
  })

  it("lists the venues whose staff list holds the caller: the demo venue for its staff, none for a stranger, the own tenant's only", async () => {
    const venues = await staffDo(origin(), staffApi.staffVenues, {}, staff.token())
    expect(venues.map((venue) => venue.id)).toEqual([DEMO_VENUE_ID])
    const [demo] = venues
    expect(demo?.lateAfterMinutes).toBe(15)
    expect(demo?.orderStates.find((state) => state.id === "state-placed")?.moves.map((move) => move.toStateId)).toEqual([
      "state-accepted",
      "state-cancelled",
    ])
    expect(demo?.orderStates.find((state) => state.id === "state-paid")?.isEnd).toBe(true)
    expect(await staffDo(origin(), staffApi.staffVenues, {}, stranger.token())).toEqual([])
    // On both lists, but the token names the harbour tenant: the demo venue is not offered.
    expect((await staffDo(origin(), staffApi.staffVenues, {}, otherTenant.token())).map((venue) => venue.id)).toEqual([HARBOUR_VENUE_ID])
  })

  it("takes an address off the list at once, and the venue's late time as the operator sets it", async () => {
    const listed = await operatorDo(origin(), operatorApi.operatorStaffAdd, {
      params: { venueId: DEMO_VENUE_ID },
      payload: { email: "Waiter@Tableside.Test" },
    })
    expect(listed).toEqual({ email: "waiter@tableside.test", changed: true })
    const waiter = await suite.diner(DEMO_TABLE, "waiter@tableside.test")
    expect((await staffCall(origin(), staffApi.staffMenu, STAFF_VALID.staffMenu, waiter.token()))._tag).toBe("Ok")
    await operatorDo(origin(), operatorApi.operatorStaffRemove, {
      params: { venueId: DEMO_VENUE_ID },
      payload: { email: "waiter@tableside.test" },
    })
    const refused = await staffCall(origin(), staffApi.staffMenu, STAFF_VALID.staffMenu, waiter.token())
    expect(refused._tag === "Refused" ? refused.error._tag : refused._tag).toBe(E.NotStaff.tag)
    await operatorDo(origin(), operatorApi.operatorLateAfter, { params: { venueId: DEMO_VENUE_ID }, payload: { minutes: 20 } })
    expect((await staffDo(origin(), staffApi.staffVenues, {}, staff.token()))[0]?.lateAfterMinutes).toBe(20)
  })
})
