import { describe, expect, it, vi } from "vitest"
import type { StaffRequest } from "../../../schema/staff-request"
import { failWith, notFound, ok, refusal, unreachable } from "../../support/fake-rpc"
import { testApp } from "../../support/test-app"
import { RequestLimited } from "../../../schema/errors"

/** Table service (streams/sources/table-service.ts): the venue's kinds, each ask and the server's answer, in the log. */
const request: StaffRequest = {
  id: "r1",
  serviceAreaId: "a",
  kind: "waiter",
  label: "Waiter",
  status: "open",
  createdAt: 0,
  acknowledgedAt: null,
}
const kinds = [{ id: "waiter", label: "Waiter" }]

describe("the table service source", () => {
  it("records the ask at once and the server's answer; a second answer of the same request keeps one", async () => {
    let answer: (value: ReturnType<typeof ok<StaffRequest>>) => void = () => undefined
    const t = testApp({ staffRequestCreate: () => new Promise((resolve) => (answer = resolve)) })
    t.commands.askStaff("waiter")
    expect(t.log.getState().staff.asking).toBe("waiter")
    answer(ok(request))
    await vi.waitFor(() => expect(t.log.getState().staff.asking).toBeNull())
    t.commands.askStaff("waiter")
    answer(ok(request))
    await vi.waitFor(() => expect(t.log.getState().staff.asking).toBeNull())
    expect(t.log.getState().staff).toMatchObject({ notice: null, requests: [request] })
    expect(await t.tags()).toEqual(["v1.StaffRequestAsked", "v1.StaffRequestChanged", "v1.StaffRequestAsked", "v1.StaffRequestChanged"])
  })

  it("shows the server's reason when the table has asked too often, and says when the diner is offline", async () => {
    const limited = testApp({
      staffRequestCreate: failWith(refusal(RequestLimited, "This table has called the staff 5 times in the last 10 minutes.")),
    })
    limited.commands.askStaff("water")
    await vi.waitFor(() =>
      expect(limited.log.getState().staff).toMatchObject({ asking: null, notice: { id: "refusal.requestLimited" }, requests: [] }),
    )

    const offline = testApp({ staffRequestCreate: failWith(unreachable()) })
    offline.commands.askStaff("water")
    await vi.waitFor(() => expect(offline.log.getState().staff.notice).toEqual({ id: "refusal.staffOffline" }))
  })

  it("loads the venue's kinds and the table's requests; without them they stay unknown (the header keeps the button's place, empty)", async () => {
    const t = testApp({ staffRequestsList: () => ok({ kinds, requests: [request] }) })
    t.commands.loadStaffRequests()
    await vi.waitFor(() => expect(t.log.getState().staff).toMatchObject({ kinds, requests: [request] }))

    const none = testApp({ staffRequestsList: () => notFound })
    none.commands.loadStaffRequests()
    await vi.waitFor(() => expect(none.fake.names()).toEqual(["staffRequestsList"]))
    expect(await none.tags()).toEqual([])
    expect(none.log.getState().staff.kinds).toBeNull()
  })
})
