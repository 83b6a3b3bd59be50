import { beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { DomainEvent } from "../../schema/events"
import type { RpcResult } from "../../streams/rpc"
import { drawScreen, saidIn } from "../support/drawn-screen"
import { setupServerAndDiners } from "../support/suite"

/**
 * Amounts as the rules make them, read from screens drawn in Node from a diner's answers at
 * table 2 (tests/support/drawn-screen.tsx): a portion (a base-selection option, spec section 5)
 * shows the dish's price it sets, never "+" that price; the cart's and the bill's service charge
 * say their rate, as the receipt's does; each payment on the bill says what part of it it paid; an order sent together is not "another diner's" to a diner whose dish is in it.
 */

const TABLE = { tenantId: "tenant-lotus", qrCode: "demo-table-2" } as const
/** Where two diners order together. */
const TOGETHER = { tenantId: "tenant-lotus", qrCode: "demo-table-1" } as const

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

  it("says the service charge's rate with the cart's, the bill's and the payment's totals, and calls an order sent together so", async () => {
    const [ana, ben] = [await suite.diner(TOGETHER), await suite.diner(TOGETHER)]
    const venue = await body(ben.rpc(api.venueByQr, { params: { qrCode: TOGETHER.qrCode } }))
    const menu = await body(ben.rpc(api.menuPick, { params: { qrCode: TOGETHER.qrCode } }))
    const atTable: DomainEvent[] = [
      { _tag: "v1.VenueLoadStarted", qrCode: TOGETHER.qrCode },
      { _tag: "v1.VenueLoaded", answer: venue },
      { _tag: "v1.MenuReplaced", menu },
    ]
    await body(ana.rpc(api.tableCartJoin, { payload: { qr: TOGETHER.qrCode, firstName: "Ana" } }))
    await body(ben.rpc(api.tableCartJoin, { payload: { qr: TOGETHER.qrCode, firstName: "Ben" } }))
    await body(ana.rpc(api.tableCartAdd, { payload: { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 } }))
    const cart = await body(ben.rpc(api.tableCartAdd, { payload: { id: "item-love-cake", selectedChoices: {}, quantity: 1 } }))
    const cartScreen = read(await drawScreen([...atTable, { _tag: "v1.TableCartReplaced", cart }], "/venue/cart", "en"))
    expect(cartScreen).toContain("Service charge (10%)")
    // Ana sends; Ben's bill holds the order, half of it his.
    await body(ana.rpc(api.tableCartSubmit, { payload: { seenVersion: cart.version }, idempotencyKey: crypto.randomUUID() }))
    const orders = await body(ben.rpc(api.ordersSearch, { query: { qr: TOGETHER.qrCode } }))
    const billed: DomainEvent[] = [
      ...atTable,
      {
        _tag: "v1.OrderConfigLoaded",
        states: await body(ben.rpc(api.orderStates, {})),
        transitions: await body(ben.rpc(api.orderTransitions, {})),
      },
      { _tag: "v1.OrdersFetched", orders },
    ]
    const bill = read(await drawScreen(billed, "/venue/orders", "en"))
    expect(bill).toContain("Service charge (10%)")
    expect(bill).toContain("Ordered together")
    expect(bill).not.toContain("Another diner's")
    // Paying the whole bill: the share's service charge says its rate too.
    const paying: DomainEvent[] = [
      ...billed,
      { _tag: "v1.PaymentsRead", payments: await body(ben.rpc(api.paymentsGet, {})) },
      { _tag: "v1.PayPartChosen", split: { _tag: "WholeBill" } },
      { _tag: "v1.PayTipChosen", tip: { _tag: "Percent", percent: 10 } },
    ]
    expect(read(await drawScreen(paying, "/venue/pay", "en"))).toContain("Service charge (10%)")
    // A payment held while the bank confirms it counts as paid: the bill lists it, so Paid adds up.
    const held = await body(
      ben.rpc(api.pay, {
        payload: {
          qr: TOGETHER.qrCode,
          split: { _tag: "Amount", amount: 10000 },
          tip: { _tag: "Amount", amount: 0 },
          expectedTotal: 10000,
          paymentMethod: "pm_card_authenticationRequiredOnSetup",
        },
        idempotencyKey: crypto.randomUUID(),
      }),
    )
    expect(held.status).toBe("NeedsConfirmation")
    const heldBill = read(
      await drawScreen([...billed, { _tag: "v1.PaymentsRead", payments: await body(ben.rpc(api.paymentsGet, {})) }], "/venue/orders", "en"),
    )
    // Each payment says what part of the bill it paid, to its payer and to the others at the table.
    expect(heldBill).toMatch(/Paid by you · Rs\. 100\.00 An amount of the bill Being confirmed/)
    expect(heldBill).toMatch(/Paid Rs\. 100\.00/)
    const anaHears = read(
      await drawScreen([...billed, { _tag: "v1.PaymentsRead", payments: await body(ana.rpc(api.paymentsGet, {})) }], "/venue/orders", "en"),
    )
    expect(anaHears).toMatch(/Paid by another diner · Rs\. 100\.00 An amount of the bill/)
    // The receipt's service charge says its rate, as the cart's and the bill's do.
    const receipt = read(await drawScreen([...billed, { _tag: "v1.PaymentMade", payment: held }], `/venue/receipt/${held.id}`, "en"))
    expect(receipt).toContain("Service charge (10%)")
  })
})
