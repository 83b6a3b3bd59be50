import { describe, expect, it, vi } from "vitest"
import { failWith, ok, refusal } from "../../support/fake-rpc"
import { menuOf } from "../../support/fixtures"
import { testApp } from "../../support/test-app"
import { ServerFault } from "../../../schema/errors"

/** The open table's menu fetched again (streams/sources/menu-refetch.ts), as an availability sync asks. */
describe("the menu refetch", () => {
  it("replaces the menu with the table's menu as the server answers it", async () => {
    const t = testApp({ menuPick: () => ok(menuOf("Fresh Kottu")) })
    t.log.append({ _tag: "v1.VenueLoadStarted", qrCode: "table-1" }, "intent")
    t.log.append({ _tag: "v1.MenuReplaced", menu: menuOf("Old Kottu") }, "http")
    t.commands.refetchMenu()
    await vi.waitFor(() => expect(t.log.getState().menu).toEqual(menuOf("Fresh Kottu")))
    expect(t.fake.inputsOf("menuPick")).toEqual([{ params: { qrCode: "table-1" } }])
  })

  it("refuses to refetch the menu without a QR code, saying so, and asks nothing", async () => {
    const t = testApp({})
    t.commands.refetchMenu()
    await vi.waitFor(() => expect(t.reports).toEqual(["menu refetch: Missing QR to refetch menu"]))
    expect(t.fake.calls).toEqual([])
  })

  it("keeps the menu on screen when the refetch fails, and reports why", async () => {
    const t = testApp({ menuPick: failWith(refusal(ServerFault, "down")) })
    t.log.append({ _tag: "v1.VenueLoadStarted", qrCode: "table-1" }, "intent")
    t.log.append({ _tag: "v1.MenuReplaced", menu: menuOf("Old Kottu") }, "http")
    t.commands.refetchMenu()
    await vi.waitFor(() => expect(t.reports).toEqual(["menu refetch: answered 500 ServerFault: down"]))
    expect(t.log.getState().menu).toEqual(menuOf("Old Kottu"))
  })
})
