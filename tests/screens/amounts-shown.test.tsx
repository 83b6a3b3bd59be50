import { beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { DomainEvent } from "../../schema/events"
import type { RpcResult } from "../../streams/rpc"
import { drawScreen, saidIn } from "../support/drawn-screen"
import { setupServerAndDiners } from "../support/suite"

/**
 * Amounts as the rules make them, read from screens drawn in Node from a diner's answers at
 * table 2 (tests/support/drawn-screen.tsx): a portion (a base-selection option, spec section 5)
 * shows the dish's price it sets, never "+" that price.
 */

const TABLE = { tenantId: "tenant-lotus", qrCode: "demo-table-2" } as const

const body = async <A,>(answer: Promise<RpcResult<A>>): Promise<A> => {
  const answered = await answer
  if (answered._tag !== "Ok") throw new Error("the server had no answer for it")
  return answered.body
}

/** A drawn screen's words on one line, as a diner reads them. */
const read = (html: string) => saidIn(html, "en").replace(/\s+/g, " ")

describe("amounts on the screens, drawn from a diner's answers", () => {
  const suite = setupServerAndDiners()
  const opened: DomainEvent[] = []
  const itemIds = new Map<string, string>()

  beforeAll(async () => {
    const diner = await suite.diner(TABLE)
    const venue = await body(diner.rpc(api.venueByQr, { params: { qrCode: TABLE.qrCode } }))
    const menu = await body(diner.rpc(api.menuPick, { params: { qrCode: TABLE.qrCode } }))
    for (const item of menu.items) itemIds.set(item.name, item.id)
    opened.push(
      { _tag: "v1.VenueLoadStarted", qrCode: TABLE.qrCode },
      { _tag: "v1.VenueLoaded", answer: venue },
      { _tag: "v1.MenuReplaced", menu },
    )
  })

  const drawer = (dish: string) => {
    const itemId = itemIds.get(dish)
    if (itemId === undefined) throw new Error(`the demo menu has no ${dish}`)
    return drawScreen([...opened, { _tag: "v1.DrawerOpened", itemId }], "/venue", "en").then(read)
  }

  it("shows a portion with the dish's price it sets, and an extra with what it adds", async () => {
    // Chicken Rice & Curry: Rs. 1450.00; Large sets Rs. 1850.00, Family Rs. 4200.00; Regular keeps Rs. 1450.00.
    const curry = await drawer("Chicken Rice & Curry")
    expect(curry).toContain("Regular Rs. 1450.00")
    expect(curry).toContain("Large Rs. 1850.00")
    expect(curry).toContain("Family Rs. 4200.00")
    expect(curry).not.toMatch(/\+\s*Rs\. (1850|4200)\.00/)
    // The curry's extras still add their own price.
    expect(curry).toContain("Boiled egg +")
    // Lime Juice: Rs. 450.00; a glass keeps it, a jug sets Rs. 1200.00.
    const lime = await drawer("Lime Juice")
    expect(lime).toContain("Glass Rs. 450.00")
    expect(lime).toContain("Jug (1 l) Rs. 1200.00")
    expect(lime).not.toMatch(/\+\s*Rs\. 1200\.00/)
  })
})
