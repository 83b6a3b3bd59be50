import { beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { DomainEvent } from "../../schema/events"
import type { RpcResult } from "../../streams/rpc"
import { drawScreen, saidIn } from "../support/drawn-screen"
import { catalogueEnglishIn, latinIn, untranslatedTexts, writtenCatalogue } from "../support/no-english"
import { setupServerAndDiners } from "../support/suite"

/**
 * Every screen in Sinhala and Tamil says no English: the menu, the drawer, the cart, the bill
 * with the table's requests and its split, paying, the receipt, the sign-in gate, the home page
 * and the error page of an unknown table. Each is drawn in Node (tests/support/drawn-screen.tsx)
 * from the answers a diner at table 2 got from the reference server, folded as the app folds
 * them. The browser walks the same screens in Sinhala with axe (tests/e2e/every-diner.test.ts);
 * what only a browser can tell (layout, focus, hydration) stays there.
 */

/** A screen at a moment of the diner's visit: the log up to it, where it is, and a text that says it was drawn. */
interface Moment {
  readonly name: string
  readonly path: string
  readonly events: ReadonlyArray<DomainEvent>
  readonly heading: string
  /** Latin letters the screen rightly shows: data, not words. */
  readonly data?: ReadonlyArray<string>
  /** Messages the screen says besides its heading, each with its values (their words checked, not the values). */
  readonly says?: ReadonlyArray<string>
}

const TABLE = { tenantId: "tenant-lotus", qrCode: "demo-table-2" } as const
/** The dish the diner orders, by its name in the venue's language. */
const DISH = "Milk Hopper"
const GATED = { tenantId: "tenant-lotus", qrCode: "demo-table-google" } as const

const body = async <A,>(answer: Promise<RpcResult<A>>): Promise<A> => {
  const answered = await answer
  if (answered._tag !== "Ok") throw new Error("the server had no answer for it")
  return answered.body
}

describe("every screen in Sinhala and Tamil, drawn in Node from a diner's answers", () => {
  const suite = setupServerAndDiners()
  const screens: Moment[] = []

  beforeAll(async () => {
    const diner = await suite.diner(TABLE)
    const venue = await body(diner.rpc(api.venueByQr, { params: { qrCode: TABLE.qrCode } }))
    const menu = await body(diner.rpc(api.menuPick, { params: { qrCode: TABLE.qrCode } }))
    const milkHopper = menu.items.find((item) => item.name === DISH)
    if (milkHopper === undefined) throw new Error(`the demo menu has no ${DISH}`)
    const opened: DomainEvent[] = [
      { _tag: "v1.VenueLoadStarted", qrCode: TABLE.qrCode },
      { _tag: "v1.VenueLoaded", answer: venue },
      { _tag: "v1.MenuReplaced", menu },
    ]
    const cart = await body(diner.rpc(api.cartAdd, { payload: { id: milkHopper.id, selectedChoices: {}, quantity: 1 } }))
    const inCart: DomainEvent[] = [...opened, { _tag: "v1.CartReplaced", cart }]
    const order = await body(diner.rpc(api.cartSubmit, { idempotencyKey: crypto.randomUUID() }))
    await body(diner.rpc(api.staffRequestCreate, { payload: { kind: "water" } }))
    const { kinds, requests } = await body(diner.rpc(api.staffRequestsList, {}))
    const billed: DomainEvent[] = [
      ...opened,
      {
        _tag: "v1.OrderConfigLoaded",
        states: await body(diner.rpc(api.orderStates, {})),
        transitions: await body(diner.rpc(api.orderTransitions, {})),
      },
      { _tag: "v1.OrdersFetched", orders: [order] },
      { _tag: "v1.StaffRequestsFetched", kinds, requests },
    ]
    const paying: DomainEvent[] = [
      ...billed,
      { _tag: "v1.PaymentsRead", payments: await body(diner.rpc(api.paymentsGet, {})) },
      { _tag: "v1.PayPartChosen", split: { _tag: "WholeBill" } },
      { _tag: "v1.PayTipChosen", tip: { _tag: "Percent", percent: 10 } },
    ]
    const amount = { _tag: "Amount", amount: 10000 } as const
    const tip = { _tag: "Amount", amount: 0 } as const
    const payment = await body(
      diner.rpc(api.pay, { payload: { qr: TABLE.qrCode, split: amount, tip, expectedTotal: 10000, paymentMethod: "pm_card_visa" } }),
    )
    const gated = await body(diner.rpc(api.venueByQr, { params: { qrCode: GATED.qrCode } }))
    screens.push(
      { name: "menu", path: "/venue", events: opened, heading: "menu.title" },
      {
        name: "drawer",
        path: "/venue",
        events: [...opened, { _tag: "v1.DrawerOpened", itemId: milkHopper.id }],
        heading: "drawer.quantity",
      },
      { name: "cart", path: "/venue/cart", events: inCart, heading: "cart.title" },
      { name: "bill, requests and split", path: "/venue/orders", events: billed, heading: "orders.title" },
      {
        name: "bill, after Add again",
        path: "/venue/orders",
        events: [
          ...billed,
          {
            _tag: "v1.AddAgainAnswered",
            at: order.id,
            added: [{ dishId: milkHopper.id, name: DISH, quantity: 1, priceChanged: true }],
            notAdded: (["offMenu", "soldOut", "changed"] as const).map((reason) => ({
              dishId: milkHopper.id,
              name: DISH,
              quantity: 1,
              reason,
            })),
          },
        ],
        heading: "orders.title",
        says: ["again.add", "again.added", "again.priceChanged", "again.offMenu", "again.soldOut", "again.changed"],
      },
      { name: "pay", path: "/venue/pay", events: paying, heading: "pay.title" },
      {
        name: "receipt",
        path: `/venue/receipt/${payment.id}`,
        events: [...paying, { _tag: "v1.PaymentMade", payment }],
        heading: "receipt.title",
        // Its number and the card's brand, as the venue's till and the card print them.
        data: [payment.receiptNumber, payment.card.brand.toUpperCase()],
      },
      {
        name: "sign-in gate",
        path: "/venue/load",
        events: [
          { _tag: "v1.VenueLoadStarted", qrCode: GATED.qrCode },
          { _tag: "v1.VenueLoaded", answer: gated },
          // The anonymous diner this table asks a Google account of.
          {
            _tag: "v1.UserChanged",
            user: { uid: diner.user.uid, isAnonymous: true, hasEmail: false, phoneNumberVerified: false, tenantId: null },
          },
        ],
        heading: "gate.title",
        // That table's own name, and Google's.
        data: [gated.selectedServiceArea.name, "Google"],
      },
    )
  })

  for (const language of ["si", "ta"] as const) {
    const texts = writtenCatalogue(language)
    it(`in ${language === "si" ? "Sinhala" : "Tamil"}: each screen drawn says no English, but the venue's untranslated names`, async () => {
      const allowed = [...(await untranslatedTexts(suite.server.origin, TABLE.qrCode, language)), "alt+T"]
      for (const screen of screens) {
        const said = saidIn(await drawScreen(screen.events, screen.path, language), language)
        const heading = texts[screen.heading]
        expect(heading, screen.heading).toBeDefined()
        expect(said, `the ${screen.name} screen drawn`).toContain(heading)
        for (const id of screen.says ?? [])
          for (const words of (texts[id] ?? id).split(/\{\w+\}/u).map((part) => part.trim()))
            expect(said, `${id} on the ${screen.name} screen`).toContain(words)
        expect(catalogueEnglishIn(said), `English on the ${screen.name} screen`).toEqual([])
        expect(
          latinIn(said, [...allowed, ...(screen.data ?? [])]),
          `Latin letters on the ${screen.name} screen (in: ${said.replace(/\s+/g, " ").slice(0, 600)})`,
        ).toEqual([])
      }
      // The dish in the cart and on the bill is translated, so no allowed text lets its English name through.
      expect(allowed.filter((text) => text.includes(DISH))).toEqual([])
    })

    it(`in ${language === "si" ? "Sinhala" : "Tamil"}: the home page and an unknown table's error page say nothing of the English catalogue`, async () => {
      const home = saidIn(await drawScreen([], "/", language), language)
      expect(home).toContain(texts["home.title"])
      expect(catalogueEnglishIn(home)).toEqual([])
      const unknown: DomainEvent[] = [
        { _tag: "v1.VenueLoadStarted", qrCode: "no-such-table" },
        { _tag: "v1.VenueLoadFailed", reason: "No table 'no-such-table'", kind: "unknownTable" },
      ]
      const error = saidIn(await drawScreen(unknown, "/venue/error", language), language)
      expect(error).toContain(texts["venueError.title"])
      expect(error).toContain("'no-such-table'")
      expect(catalogueEnglishIn(error)).toEqual([])
    })
  }
})
