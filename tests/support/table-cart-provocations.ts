import * as E from "../../schema/errors"
import { MAX_LINES } from "../../server/services/cart-service"
import { DEMO_TABLE } from "./diner"
import { dishNeedingAPick, twoPicks, withDishOff } from "./provocations"
import { CAKE, OPERATOR, TABLE_2, type Caller, type Provocation, type Table, type World } from "./refusals"

/**
 * The provocations of "Order together" (schema/table-cart.ts) for
 * tests/contract/declared-errors.test.ts: each declared error of the table cart's calls, and
 * how a diner gets it. The harbour's table does not offer it; a refusal that needs an empty
 * or a full cart settles table 2 first (a new visit: no members, no lines).
 */

const HARBOUR: Table = { tenantId: "tenant-harbour", qrCode: "harbour-deck-2" }

type CartBody = { body: { version: number; items: Array<{ id: string }> } }

/** A diner newly signed in who joined the table's cart. */
const member = async (w: World, table: Table = DEMO_TABLE): Promise<Caller> => {
  const diner = await w.diner(table)
  await w.ok("tableCartJoin", diner, { payload: { qr: table.qrCode } })
  return diner
}
/** A member of table 2's cart as a new visit starts there (the table settled first). */
const firstAtTable2 = async (w: World): Promise<Caller> => {
  await w.ok("operatorSettle", OPERATOR, { params: { qrCode: TABLE_2.qrCode } })
  return member(w, TABLE_2)
}
const addCake = (w: World, diner: Caller) => w.ok<CartBody>("tableCartAdd", diner, { payload: CAKE })
/** The id of the line the member just added: the newest of theirs. */
const newestLine = async (w: World, diner: Caller): Promise<string> => (await addCake(w, diner)).body.items.at(-1)?.id ?? ""

const offAndStranger = (call: string, valid: object): Provocation[] => [
  { call, error: E.TableCartOff, provoke: async (w) => w.send(call, await w.diner(HARBOUR), { ...valid }) },
  { call, error: E.NotTableCartMember, provoke: async (w) => w.send(call, await w.diner(), { ...valid }) },
]

export const tableCartProvocations = (): ReadonlyArray<Provocation> => [
  {
    call: "tableCartJoin",
    error: E.TableCartOff,
    provoke: async (w) => w.send("tableCartJoin", await w.diner(HARBOUR), { payload: { qr: HARBOUR.qrCode } }),
  },
  {
    call: "tableCartJoin",
    error: E.IdempotencyKeyReused,
    provoke: async (w) => {
      const diner = await w.diner()
      await w.ok("tableCartJoin", diner, { payload: { qr: DEMO_TABLE.qrCode }, key: "table-join-key-0001" })
      return w.send("tableCartJoin", diner, { payload: { qr: DEMO_TABLE.qrCode, firstName: "Ana" }, key: "table-join-key-0001" })
    },
  },
  ...offAndStranger("tableCartGet", {}),
  ...offAndStranger("tableCartAdd", { payload: CAKE }),
  ...offAndStranger("tableCartUpdate", { payload: { id: "line", selectedChoices: {}, quantity: 1 } }),
  ...offAndStranger("tableCartSubmit", { payload: { seenVersion: 0 } }),
  {
    call: "tableCartAdd",
    error: E.DishNotOnMenu,
    provoke: async (w) => w.send("tableCartAdd", await member(w), { payload: { ...CAKE, id: "no-such-dish" } }),
  },
  {
    call: "tableCartAdd",
    error: E.DishUnavailable,
    provoke: async (w) => withDishOff(w, CAKE.id, async () => w.send("tableCartAdd", await member(w), { payload: CAKE })),
  },
  {
    call: "tableCartAdd",
    error: E.ChoiceRefused,
    provoke: async (w) =>
      w.send("tableCartAdd", await member(w), { payload: { id: dishNeedingAPick(w.demoMenu()), selectedChoices: {}, quantity: 1 } }),
  },
  {
    call: "tableCartAdd",
    error: E.CartFull,
    provoke: async (w) => {
      const diner = await firstAtTable2(w)
      for (let line = 0; line < MAX_LINES; line++) await addCake(w, diner)
      const refused = await w.send("tableCartAdd", diner, { payload: CAKE })
      await w.ok("operatorSettle", OPERATOR, { params: { qrCode: TABLE_2.qrCode } })
      return refused
    },
  },
  {
    call: "tableCartAdd",
    error: E.IdempotencyKeyReused,
    provoke: async (w) => {
      const diner = await member(w)
      await w.ok("tableCartAdd", diner, { payload: CAKE, key: "table-add-key-0001" })
      return w.send("tableCartAdd", diner, { payload: { ...CAKE, quantity: 2 }, key: "table-add-key-0001" })
    },
  },
  {
    call: "tableCartUpdate",
    error: E.LineGone,
    provoke: async (w) => w.send("tableCartUpdate", await member(w), { payload: { id: "no-such-line", selectedChoices: {}, quantity: 2 } }),
  },
  {
    call: "tableCartUpdate",
    error: E.LineNotYours,
    provoke: async (w) => {
      const line = await newestLine(w, await member(w))
      return w.send("tableCartUpdate", await member(w), { payload: { id: line, selectedChoices: {}, quantity: 0 } })
    },
  },
  {
    call: "tableCartUpdate",
    error: E.DishUnavailable,
    postgresOnly: "a dish gone from the menu under a line: no call deletes a dish, so the test changes the line's variant in the database",
    provoke: async (w) => {
      const diner = await member(w)
      const line = await newestLine(w, diner)
      await w.sql("update table_cart_lines set variant_id = 'variant-gone' where id = $1", [line])
      const refused = await w.send("tableCartUpdate", diner, { payload: { id: line, selectedChoices: {}, quantity: 2 } })
      await w.ok("tableCartUpdate", diner, { payload: { id: line, selectedChoices: {}, quantity: 0 } })
      return refused
    },
  },
  {
    call: "tableCartUpdate",
    error: E.ChoiceRefused,
    provoke: async (w) => {
      const diner = await member(w)
      const line = (await w.ok<CartBody>("tableCartAdd", diner, { payload: twoPicks(w.demoMenu()).first })).body.items.at(-1)?.id
      return w.send("tableCartUpdate", diner, { payload: { id: line, selectedChoices: {}, quantity: 1 } })
    },
  },
  {
    call: "tableCartUpdate",
    error: E.IdempotencyKeyReused,
    provoke: async (w) => {
      const diner = await member(w)
      const line = await newestLine(w, diner)
      await w.ok("tableCartUpdate", diner, { payload: { id: line, selectedChoices: {}, quantity: 2 }, key: "table-update-key-0001" })
      return w.send("tableCartUpdate", diner, { payload: { id: line, selectedChoices: {}, quantity: 3 }, key: "table-update-key-0001" })
    },
  },
  {
    call: "tableCartSubmit",
    error: E.CartEmpty,
    provoke: async (w) => {
      const diner = await firstAtTable2(w)
      const { version } = (await w.ok<CartBody>("tableCartGet", diner)).body
      return w.send("tableCartSubmit", diner, { payload: { seenVersion: version } })
    },
  },
  {
    call: "tableCartSubmit",
    error: E.DishUnavailable,
    provoke: async (w) => {
      const diner = await firstAtTable2(w)
      const { version } = (await addCake(w, diner)).body
      const refused = await withDishOff(w, CAKE.id, async () => w.send("tableCartSubmit", diner, { payload: { seenVersion: version } }))
      await w.ok("operatorSettle", OPERATOR, { params: { qrCode: TABLE_2.qrCode } })
      return refused
    },
  },
  {
    call: "tableCartSubmit",
    error: E.IdempotencyKeyReused,
    provoke: async (w) => {
      const diner = await member(w)
      await w.ok("tableCartAdd", diner, { payload: CAKE, key: "table-submit-key-0001" })
      return w.send("tableCartSubmit", diner, { payload: { seenVersion: 0 }, key: "table-submit-key-0001" })
    },
  },
]
