import * as E from "../../schema/errors"
import type { Menu } from "../../schema/menu"
import { BIG_MENU_TABLE } from "../../server/seed/big-menu"
import { MAX_LINES } from "../../server/services/cart-service"
import { DEMO_TABLE } from "./diner"
import { BIG_TABLE, CAKE, OPERATOR, NOBODY, SIX_MINUTES, TABLE_2, VALID, type Caller, type Provocation, type World } from "./refusals"
import { codeSentTo } from "./sms-outbox"

/**
 * The table of provocations of tests/contract/declared-errors.test.ts: for each error that one
 * call raises (the shared ones are in refusals.ts), how a diner or the staff get it, in order.
 */

export const withDishOff = async <A>(world: World, itemId: string, work: () => Promise<A>): Promise<A> => {
  await world.ok("operatorAvailability", OPERATOR, { params: { itemId }, payload: { available: false } })
  try {
    return await work()
  } finally {
    await world.ok("operatorAvailability", OPERATOR, { params: { itemId }, payload: { available: true } })
  }
}
const addCake = (world: World, diner: Caller, quantity = 1) =>
  world.ok<{ body: { items: Array<{ id: string }> } }>("cartAdd", diner, { payload: { ...CAKE, quantity } })
const sendCode = (world: World, diner: Caller, phone: string) => world.ok("phoneSend", diner, { params: { phone } })
/** A diner newly signed in with the table's screens open (its requests read): one who may call staff there. */
const atTable = async (world: World, table: { readonly tenantId: string; readonly qrCode: string }): Promise<Caller> => {
  const diner = await world.diner(table)
  await world.ok("staffRequestsList", diner)
  return diner
}
const wrongOf = (code: string) => (code === "000000" ? "111111" : "000000")

/** One row per declared error of a call that only that call raises. */
export const specific = (origin: () => string): ReadonlyArray<Provocation> => [
  { call: "venueByQr", error: E.NoVenue, provoke: (w) => w.send("venueByQr", NOBODY, { params: { qrCode: "no-such-table" } }) },
  { call: "menuPick", error: E.NoVenue, provoke: (w) => w.send("menuPick", NOBODY, { params: { qrCode: "no-such-table" } }) },
  {
    call: "cartAdd",
    error: E.DishNotOnMenu,
    provoke: async (w) => w.send("cartAdd", await w.diner(), { payload: { ...CAKE, id: "no-such-dish" } }),
  },
  {
    call: "cartAdd",
    error: E.DishUnavailable,
    provoke: async (w) => withDishOff(w, CAKE.id, async () => w.send("cartAdd", await w.diner(), { payload: CAKE })),
  },
  {
    call: "cartAdd",
    error: E.ChoiceRefused,
    provoke: async (w) =>
      w.send("cartAdd", await w.diner(), { payload: { id: dishNeedingAPick(w.demoMenu()), selectedChoices: {}, quantity: 1 } }),
  },
  {
    call: "cartAdd",
    error: E.QuantityCap,
    provoke: async (w) => {
      const diner = await w.diner()
      await addCake(w, diner, 99)
      return w.send("cartAdd", diner, { payload: CAKE })
    },
  },
  {
    call: "cartAdd",
    error: E.CartFull,
    provoke: async (w) => {
      const diner = await w.diner(BIG_TABLE)
      const dishes = w
        .bigMenu()
        .items.slice(0, MAX_LINES + 1)
        .map(withFewestPicks)
      for (const payload of dishes.slice(0, MAX_LINES)) await w.ok("cartAdd", diner, { payload })
      return w.send("cartAdd", diner, { payload: dishes[MAX_LINES] })
    },
  },
  { call: "cartUpdate", error: E.NoCart, provoke: async (w) => w.send("cartUpdate", await w.diner(), VALID["cartUpdate"]) },
  {
    call: "cartUpdate",
    error: E.LineGone,
    provoke: async (w) => {
      const diner = await w.diner()
      await addCake(w, diner)
      return w.send("cartUpdate", diner, { payload: { id: "no-such-line", selectedChoices: {}, quantity: 2 } })
    },
  },
  {
    call: "cartUpdate",
    error: E.LineAmbiguous,
    provoke: async (w) => {
      const diner = await w.diner()
      const { first, second } = twoPicks(w.demoMenu())
      await w.ok("cartAdd", diner, { payload: first })
      await w.ok("cartAdd", diner, { payload: second })
      return w.send("cartUpdate", diner, { payload: { id: first.id, selectedChoices: first.selectedChoices, quantity: 2 } })
    },
  },
  {
    call: "cartUpdate",
    error: E.DishUnavailable,
    postgresOnly:
      "a dish gone from the menu under a cart line: no call deletes a dish, so the test changes the line's variant in the database",
    provoke: async (w) => {
      const diner = await w.diner()
      const [line] = (await addCake(w, diner)).body.items
      await w.sql("update cart_lines set variant_id = 'variant-gone' where id = $1", [line?.id])
      return w.send("cartUpdate", diner, { payload: { id: line?.id, selectedChoices: {}, quantity: 2 } })
    },
  },
  {
    call: "cartUpdate",
    error: E.ChoiceRefused,
    provoke: async (w) => {
      const diner = await w.diner()
      const { first } = twoPicks(w.demoMenu())
      const [line] = (await w.ok<{ body: { items: Array<{ id: string }> } }>("cartAdd", diner, { payload: first })).body.items
      return w.send("cartUpdate", diner, { payload: { id: line?.id, selectedChoices: {}, quantity: 1 } })
    },
  },
  {
    call: "cartUpdate",
    error: E.QuantityCap,
    provoke: async (w) => {
      // Two lines of one dish, apart only by one pick: given the same picks, they become one line of 120.
      const diner = await w.diner()
      const { first, second } = twoPicks(w.demoMenu())
      await w.ok("cartAdd", diner, { payload: { ...first, quantity: 60 } })
      const { body } = await w.ok<{ body: { items: Array<{ id: string }> } }>("cartAdd", diner, { payload: { ...second, quantity: 60 } })
      return w.send("cartUpdate", diner, { payload: { id: body.items[1]?.id, selectedChoices: first.selectedChoices, quantity: 60 } })
    },
  },
  {
    call: "cartAdd",
    error: E.IdempotencyKeyReused,
    provoke: async (w) => {
      const diner = await w.diner()
      await w.ok("cartAdd", diner, { payload: CAKE, key: "add-key-0001" })
      return w.send("cartAdd", diner, { payload: { ...CAKE, quantity: 2 }, key: "add-key-0001" })
    },
  },
  {
    call: "cartUpdate",
    error: E.IdempotencyKeyReused,
    provoke: async (w) => {
      const diner = await w.diner()
      const [line] = (await addCake(w, diner)).body.items
      await w.ok("cartUpdate", diner, { payload: { id: line?.id, selectedChoices: {}, quantity: 2 }, key: "update-key-0001" })
      return w.send("cartUpdate", diner, { payload: { id: line?.id, selectedChoices: {}, quantity: 3 }, key: "update-key-0001" })
    },
  },
  {
    call: "cartSubmit",
    error: E.IdempotencyKeyReused,
    provoke: async (w) => {
      // A submit has no body: its key is reused when it named another call first.
      const diner = await w.diner()
      await w.ok("cartAdd", diner, { payload: CAKE, key: "submit-key-0001" })
      return w.send("cartSubmit", diner, { key: "submit-key-0001" })
    },
  },
  { call: "cartGet", error: E.NoCart, provoke: async (w) => w.send("cartGet", await w.diner()) },
  { call: "cartSubmit", error: E.NoCart, provoke: async (w) => w.send("cartSubmit", await w.diner()) },
  {
    call: "cartSubmit",
    error: E.CartEmpty,
    provoke: async (w) => {
      const diner = await w.diner()
      const [line] = (await addCake(w, diner)).body.items
      await w.ok("cartUpdate", diner, { payload: { id: line?.id, selectedChoices: {}, quantity: 0 } })
      return w.send("cartSubmit", diner)
    },
  },
  {
    call: "cartSubmit",
    error: E.DishUnavailable,
    provoke: async (w) => {
      const diner = await w.diner()
      await addCake(w, diner)
      return withDishOff(w, CAKE.id, () => w.send("cartSubmit", diner))
    },
  },
  {
    call: "phoneSend",
    error: E.SendLimited,
    provoke: async (w) => {
      const diner = await w.diner()
      await sendCode(w, diner, "0771000001")
      return w.send("phoneSend", diner, { params: { phone: "0771000001" } })
    },
  },
  { call: "phoneVerify", error: E.CodeNotSent, provoke: async (w) => w.send("phoneVerify", await w.diner(), VALID["phoneVerify"]) },
  {
    call: "phoneVerify",
    error: E.CodeWrong,
    provoke: async (w) => {
      const diner = await w.diner()
      await sendCode(w, diner, "0771000002")
      return w.send("phoneVerify", diner, { params: { code: wrongOf(await codeSentTo(origin(), "0771000002")) } })
    },
  },
  {
    call: "phoneVerify",
    error: E.TooManyTries,
    provoke: async (w) => {
      const diner = await w.diner()
      await sendCode(w, diner, "0771000003")
      const wrong = { params: { code: wrongOf(await codeSentTo(origin(), "0771000003")) } }
      for (let tries = 0; tries < 5; tries++) await w.send("phoneVerify", diner, wrong)
      return w.send("phoneVerify", diner, wrong)
    },
  },
  {
    call: "staffRequestCreate",
    error: E.RequestKindRefused,
    provoke: async (w) => w.send("staffRequestCreate", await w.diner(), { payload: { kind: "karaoke" } }),
  },
  {
    call: "staffRequestCreate",
    error: E.NotAtTable,
    provoke: async (w) => w.send("staffRequestCreate", await w.diner(), { payload: { kind: "waiter" } }),
  },
  {
    call: "staffRequestCreate",
    error: E.RequestLimited,
    provoke: async (w) => {
      const diner = await atTable(w, TABLE_2)
      for (let asked = 0; asked < 3; asked++) {
        const { body } = await w.ok<{ body: { id: string } }>("staffRequestCreate", diner, { payload: { kind: "waiter" } })
        await w.ok("operatorAcknowledge", OPERATOR, { params: { requestId: body.id } })
      }
      return w.send("staffRequestCreate", diner, { payload: { kind: "waiter" } })
    },
  },
  { call: "operatorAdvance", error: E.OrderNotFound, provoke: (w) => w.send("operatorAdvance", OPERATOR, VALID["operatorAdvance"]) },
  {
    call: "operatorAdvance",
    error: E.MoveRefused,
    provoke: async (w) => {
      const diner = await w.diner()
      await addCake(w, diner)
      const { body } = await w.ok<{ body: { id: string } }>("cartSubmit", diner)
      return w.send("operatorAdvance", OPERATOR, { params: { orderId: body.id }, payload: { toStateId: "state-served" } })
    },
  },
  {
    call: "operatorAvailability",
    error: E.ItemNotFound,
    provoke: (w) => w.send("operatorAvailability", OPERATOR, VALID["operatorAvailability"]),
  },
  {
    call: "operatorPrice",
    error: E.ItemNotFound,
    provoke: (w) => w.send("operatorPrice", OPERATOR, VALID["operatorPrice"]),
  },
  ...(["operatorStaffList", "operatorStaffAdd", "operatorStaffRemove", "operatorLateAfter"] as const).map((call) => ({
    call,
    error: E.VenueNotFound,
    provoke: (w: World) => w.send(call, OPERATOR, VALID[call]),
  })),
  {
    call: "operatorAcknowledge",
    error: E.RequestNotFound,
    provoke: (w) => w.send("operatorAcknowledge", OPERATOR, VALID["operatorAcknowledge"]),
  },
  {
    call: "operatorAcknowledge",
    error: E.RequestClosed,
    provoke: async (w) => {
      const { body } = await w.ok<{ body: { id: string } }>("staffRequestCreate", await atTable(w, DEMO_TABLE), {
        payload: { kind: "bill" },
      })
      await w.ok("operatorSettle", OPERATOR, { params: { qrCode: DEMO_TABLE.qrCode } })
      return w.send("operatorAcknowledge", OPERATOR, { params: { requestId: body.id } })
    },
  },
  { call: "operatorSettle", error: E.TableNotFound, provoke: (w) => w.send("operatorSettle", OPERATOR, VALID["operatorSettle"]) },
  {
    call: "operatorSettle",
    error: E.NoSettledState,
    provoke: (w) => w.send("operatorSettle", OPERATOR, { params: { qrCode: BIG_MENU_TABLE } }),
  },
  // Last: the code expires as the clock moves on, which would also age every window above.
  {
    call: "phoneVerify",
    error: E.CodeExpired,
    provoke: async (w) => {
      const diner = await w.diner()
      await sendCode(w, diner, "0771000004")
      w.advanceClock(SIX_MINUTES)
      return w.send("phoneVerify", diner, { params: { code: await codeSentTo(origin(), "0771000004").catch(() => "123456") } })
    },
  },
]

/** A dish of its first variant with the fewest picks its choices allow (at least one each). */
const withFewestPicks = (item: Menu["items"][number]) => {
  const variant = item.variants[0]
  const selectedChoices = Object.fromEntries(
    (variant?.choices ?? []).map((each) => [
      each.choice.id,
      each.choiceOptions.slice(0, Math.max(1, each.choice.minSelection)).map((option) => option.id),
    ]),
  )
  return { id: item.id, variantId: variant?.id, selectedChoices, quantity: 1 }
}

/** A dish with a choice of one pick among several, added two ways: with its first option, and with its second. */
export const twoPicks = (menu: Menu) => {
  for (const item of menu.items) {
    const fewest = withFewestPicks(item)
    const choice = item.variants[0]?.choices.find(
      (each) => each.choice.minSelection === 1 && each.choice.maxSelection === 1 && each.choiceOptions.length >= 2,
    )
    const [one, two] = choice?.choiceOptions ?? []
    if (choice === undefined || one === undefined || two === undefined) continue
    const picking = (option: string) => ({ ...fewest, selectedChoices: { ...fewest.selectedChoices, [choice.choice.id]: [option] } })
    return { first: picking(one.id), second: picking(two.id) }
  }
  throw new Error("the demo menu has no dish with a one-of-several choice")
}

export const dishNeedingAPick = (menu: Menu): string => {
  const dish = menu.items.find((item) => item.variants[0]?.choices.some((each) => each.choice.minSelection > 0))
  if (dish === undefined) throw new Error("the demo menu has no dish with a choice to make")
  return dish.id
}

/** Declared errors no request to a demo server can provoke, and why (their own tests cover them). */
export const UNREACHABLE = new Map([
  ["payConfirm CardDeclined", "the demo provider's confirmation never declines; a card declined at its bank's check is Stripe's"],
  ["phoneSend SmsUnavailable", "a demo server always has its SMS outbox; phone.test.ts checks the service without one"],
  ["receiptMail MailUnavailable", "this file's server has a mail server; receipt-mail.test.ts checks one that does not answer, and none"],
])
