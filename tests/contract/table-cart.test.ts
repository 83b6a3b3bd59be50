import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { Cart } from "../../schema/cart"
import type { Order } from "../../schema/order"
import type { TableCart } from "../../schema/table-cart"
import { demoServiceChargePercent as DEMO_SERVICE_CHARGE_PERCENT } from "../../server/seed/demo-venue"
import { MAX_LINES } from "../../server/services/cart-service"
import { summaryOf } from "../../src/domain/pricing"
import { testDatabases } from "../support/databases"
import { body, refusal } from "../support/typed-answers"
import { DEMO_TABLE, type TestDiner } from "../support/diner"
import { callSpec, OPERATOR, sendCall } from "../support/refusals"
import { setupServerAndDiners } from "../support/suite"

/**
 * "Order together" (schema/table-cart.ts) through the app's typed client against the real
 * server: who may join, who may change a line, and that a table's cart makes one order however
 * many members race to send it, losing no line added while it is sent.
 */

const TEA = { id: "item-ceylon-tea", selectedChoices: {}, quantity: 1 }
const CAKE = { id: "item-love-cake", selectedChoices: {}, quantity: 1 }
const CUTLETS = { id: "item-fish-cutlets", selectedChoices: {}, quantity: 2 }
const HARBOUR = { tenantId: "tenant-harbour", qrCode: "harbour-deck-2" }
const GOOGLE = { tenantId: "tenant-lotus", qrCode: "demo-table-google" }
const TABLE_2 = { tenantId: "tenant-lotus", qrCode: "demo-table-2" }

describe.each(testDatabases())("order together on $name", (database) => {
  const suite = setupServerAndDiners(database)
  const origin = () => suite.server.origin
  const diner = suite.diner
  const join = (member: TestDiner, qr: string, firstName?: string, idempotencyKey?: string) =>
    body(
      member.rpc(api.tableCartJoin, {
        payload: firstName === undefined ? { qr } : { qr, firstName },
        ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
      }),
    )
  /** Dishes in the diner's own cart (the spec's cart), before they join: the cart after. */
  const addOwn = async (member: TestDiner, ...dishes: ReadonlyArray<typeof TEA>): Promise<Cart> => {
    let cart: Cart | undefined
    for (const dish of dishes) cart = await body(member.rpc(api.cartAdd, { payload: dish }))
    if (cart === undefined) throw new Error("no dish added")
    return cart
  }
  const available = (itemId: string, on: boolean) =>
    sendCall(origin(), callSpec("operatorAvailability"), OPERATOR, { params: { itemId }, payload: { available: on } })
  const add = (member: TestDiner, dish = TEA, idempotencyKey?: string) =>
    body(member.rpc(api.tableCartAdd, idempotencyKey === undefined ? { payload: dish } : { payload: dish, idempotencyKey }))
  const settle = (qrCode: string) => sendCall(origin(), callSpec("operatorSettle"), OPERATOR, { params: { qrCode } })
  const ordersAt = async (member: TestDiner, qr: string): Promise<ReadonlyArray<Order>> =>
    body(member.rpc(api.ordersSearch, { query: { qr } }))

  it("lets a diner join their own table's cart, and refuses another table, a table with the feature off, and a gated table without its gate", async () => {
    const ana = await diner(TABLE_2)
    expect(await refusal(ana.rpc(api.tableCartGet, {}))).toEqual({ status: 403, tag: "NotTableCartMember" })
    expect(await refusal(ana.rpc(api.tableCartJoin, { payload: { qr: DEMO_TABLE.qrCode } }))).toEqual({ status: 403, tag: "WrongTable" })
    const joined = await join(ana, TABLE_2.qrCode, "Ana")
    expect(joined).toMatchObject({ cart: { members: 1, items: [], lastSend: null }, moved: [], kept: [], ownCart: null })
    // A member of table 2 is no member at table 1: the same token with another table's header.
    const elsewhere = await sendCall(origin(), api.tableCartGet, {
      authorization: `Bearer ${ana.token()}`,
      tenant: DEMO_TABLE.tenantId,
      qr: DEMO_TABLE.qrCode,
    })
    expect([elsewhere.status, ((await elsewhere.json()) as { error: { _tag: string } }).error._tag]).toEqual([403, "NotTableCartMember"])

    const harbour = await diner(HARBOUR)
    expect(await refusal(harbour.rpc(api.tableCartJoin, { payload: { qr: HARBOUR.qrCode } }))).toEqual({ status: 403, tag: "TableCartOff" })
    // Harbour's own cart is untouched by the refusal: the spec's cart still works there.
    expect((await body(harbour.rpc(api.cartAdd, { payload: { ...TEA, id: "item-seer-fish-steak" } }))).items).toHaveLength(1)

    const anonymous = await diner(GOOGLE)
    expect(await refusal(anonymous.rpc(api.tableCartJoin, { payload: { qr: GOOGLE.qrCode } }))).toEqual({
      status: 403,
      tag: "SignInRequired",
    })
    const google = await diner(GOOGLE, "bea@example.com")
    expect((await join(google, GOOGLE.qrCode, "Bea")).cart.members).toBe(1)
    expect((await add(google)).items.map((line) => line.addedBy)).toEqual([{ yours: true, name: "Bea" }])
  })

  it("refuses a first name with a NUL, a control or format character or '@' (400, naming firstName), and joins no one by it", async () => {
    const bea = await diner(TABLE_2)
    const headers = { authorization: `Bearer ${bea.token()}`, tenant: TABLE_2.tenantId, qr: TABLE_2.qrCode }
    for (const firstName of ["Bea\u0000", "\u001b[2JBea", "bea@example.com", "\u202eaeB", "B\u200bea", "Bea\u{E0001}"]) {
      const answer = await sendCall(origin(), api.tableCartJoin, headers, { payload: { qr: TABLE_2.qrCode, firstName } })
      const refused = (await answer.json()) as { error?: { _tag?: string; field?: string } }
      expect([answer.status, refused.error?._tag, refused.error?.field], JSON.stringify(firstName)).toEqual([
        400,
        "BadRequest",
        "firstName",
      ])
    }
    expect(await refusal(bea.rpc(api.tableCartGet, {}))).toEqual({ status: 403, tag: "NotTableCartMember" })
    expect((await join(bea, TABLE_2.qrCode, "ශ්‍රියා")).cart.members).toBeGreaterThan(0)
  })

  it("shows each member every line, marked yours or by the adder's first name, and refuses a change by anyone but the adder", async () => {
    const [ana, ben] = [await diner(TABLE_2), await diner(TABLE_2)]
    await settle(TABLE_2.qrCode)
    await join(ana, TABLE_2.qrCode, "Ana")
    await join(ben, TABLE_2.qrCode)
    const mine = (await add(ana, TEA)).items.at(-1)
    const bens = (await add(ben, CAKE)).items.at(-1)
    if (mine === undefined || bens === undefined) throw new Error("the adds answered no lines")
    const seenByBen = await body(ben.rpc(api.tableCartGet, {}))
    expect(seenByBen.items.map((line) => [line.itemId, line.addedBy])).toEqual([
      ["item-ceylon-tea", { yours: false, name: "Ana" }],
      ["item-love-cake", { yours: true, name: null }],
    ])
    expect(JSON.stringify(seenByBen)).not.toContain(ana.user.uid)

    expect(await refusal(ben.rpc(api.tableCartUpdate, { payload: { id: mine.id, selectedChoices: {}, quantity: 3 } }))).toEqual({
      status: 403,
      tag: "LineNotYours",
    })
    expect(await refusal(ben.rpc(api.tableCartUpdate, { payload: { id: mine.id, selectedChoices: {}, quantity: 0 } }))).toEqual({
      status: 403,
      tag: "LineNotYours",
    })
    const changed = await body(ana.rpc(api.tableCartUpdate, { payload: { id: mine.id, selectedChoices: {}, quantity: 3 } }))
    expect(changed.items.find((line) => line.id === mine.id)).toMatchObject({ quantity: 3, price: 3 * mine.unitPrice })
    const removed = await body(ben.rpc(api.tableCartUpdate, { payload: { id: bens.id, selectedChoices: {}, quantity: 0 } }))
    expect(removed.items.map((line) => line.id)).toEqual([mine.id])
    // A diner at the table who did not join keeps their own cart, and the spec's calls their meaning.
    const cal = await diner(TABLE_2)
    expect(await cal.rpc(api.cartGet, {})).toEqual({ _tag: "NotFound" })
  })

  it("makes one order from 20 racing sends by two members, each line attributed, every sender told of it", async () => {
    const [ana, ben] = [await diner(), await diner()]
    await join(ana, DEMO_TABLE.qrCode, "Ana")
    await join(ben, DEMO_TABLE.qrCode, "Ben")
    await add(ana, TEA)
    const seen = await add(ben, CAKE)
    const before = (await ordersAt(ana, DEMO_TABLE.qrCode)).length
    const sends = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        body(
          (index % 2 === 0 ? ana : ben).rpc(api.tableCartSubmit, {
            payload: { seenVersion: seen.version },
            idempotencyKey: `table-race-${String(index).padStart(4, "0")}`,
          }),
        ),
      ),
    )
    expect(new Set(sends.map((sent) => sent.order.id)).size).toBe(1)
    expect(sends.filter((sent) => sent.sentNow)).toHaveLength(1)
    const orders = await ordersAt(ana, DEMO_TABLE.qrCode)
    expect(orders.length - before).toBe(1)
    expect(orders[0]?.items.map((line) => [line.itemId, line.addedBy])).toEqual([
      ["item-ceylon-tea", { yours: true, name: "Ana" }],
      ["item-love-cake", { yours: false, name: "Ben" }],
    ])
    expect(orders[0]?.summery?.subtotal).toBe(seen.summery.subtotal)
    const after = await body(ben.rpc(api.tableCartGet, {}))
    expect(after.items).toEqual([])
    expect(after.lastSend?.orderId).toBe(orders[0]?.id)
    expect(after.lastSend?.sentBy.name === "Ana" || after.lastSend?.sentBy.name === "Ben").toBe(true)
    // Sent again having seen the empty cart: nothing to send.
    expect(await refusal(ana.rpc(api.tableCartSubmit, { payload: { seenVersion: after.version } }))).toEqual({
      status: 409,
      tag: "CartEmpty",
    })
  })

  it("loses no line added while the cart is being sent: each is in the order or still in the cart", async () => {
    const [ana, ben] = [await diner(), await diner()]
    await settle(DEMO_TABLE.qrCode)
    await join(ana, DEMO_TABLE.qrCode, "Ana")
    await join(ben, DEMO_TABLE.qrCode, "Ben")
    const first = await add(ana, TEA)
    const [sent, ...added] = await Promise.all([
      body(ana.rpc(api.tableCartSubmit, { payload: { seenVersion: first.version } })),
      ...Array.from({ length: 10 }, () => add(ben, CAKE)),
    ] as const)
    const addedIds = [first, ...(added as ReadonlyArray<TableCart>)].map(
      (cart) => cart.items.filter((line) => line.addedBy.yours).at(-1)?.id,
    )
    const remaining = await body(ana.rpc(api.tableCartGet, {}))
    const held = [...sent.order.items.map((line) => line.id), ...remaining.items.map((line) => line.id)]
    expect(new Set(addedIds).size).toBe(11)
    expect([...held].sort()).toEqual([...(addedIds as string[])].sort())
    expect(held).toHaveLength(11)
  })

  it("starts the next party empty after a settle: no last send, and a send that saw version 0 sends only the new party's lines", async () => {
    const [ana, cal] = [await diner(TABLE_2), await diner(TABLE_2)]
    await settle(TABLE_2.qrCode)
    await join(ana, TABLE_2.qrCode, "Ana")
    const seen = await add(ana, TEA)
    const earlier = await body(ana.rpc(api.tableCartSubmit, { payload: { seenVersion: seen.version } }))
    expect(earlier.sentNow).toBe(true)
    expect((await settle(TABLE_2.qrCode)).status).toBe(200)

    // Cal sits down after the settle: the table's cart is theirs alone, with nothing sent yet.
    const joined = await join(cal, TABLE_2.qrCode, "Cal")
    expect(joined.cart).toMatchObject({ members: 1, items: [], lastSend: null })
    expect(await refusal(cal.rpc(api.tableCartSubmit, { payload: { seenVersion: 0 } }))).toEqual({ status: 409, tag: "CartEmpty" })
    await add(cal, CAKE)
    const sent = await body(cal.rpc(api.tableCartSubmit, { payload: { seenVersion: 0 } }))
    expect(sent.sentNow).toBe(true)
    expect(sent.order.id).not.toBe(earlier.order.id)
    expect(sent.order.items.map((line) => [line.itemId, line.addedBy])).toEqual([["item-love-cake", { yours: true, name: "Cal" }]])
    expect(sent.cart.lastSend).toMatchObject({ orderId: sent.order.id, sentBy: { yours: true, name: "Cal" } })
  })

  it("moves the lines of a joining diner's own cart into the table's cart, as theirs, in one order with the others' lines", async () => {
    const [ana, ben] = [await diner(TABLE_2), await diner(TABLE_2)]
    await settle(TABLE_2.qrCode)
    await join(ben, TABLE_2.qrCode, "Ben")
    await add(ben, CAKE)
    const own = await addOwn(ana, CUTLETS, { ...TEA, selectedChoices: { sugar: ["sugar-less"] } })
    expect(own.items).toHaveLength(2)

    const joined = await join(ana, TABLE_2.qrCode, "Ana")
    expect(joined.kept).toEqual([])
    expect(joined.moved).toHaveLength(2)
    expect(joined.ownCart?.items).toEqual([])
    expect(await body(ana.rpc(api.cartGet, {}))).toMatchObject({ items: [], summery: { subtotal: 0, serviceCharge: 0, finalPrice: 0 } })
    // Each moved line is Ana's line of the table's cart, as it was in her own cart: dish, picks, quantity and price.
    const movedLines = joined.cart.items.filter((line) => joined.moved.includes(line.id))
    const asOrdered = ({ itemId, variantId, selectedChoices, quantity, unitPrice, price }: (typeof own.items)[number]) => ({
      itemId,
      variantId,
      selectedChoices,
      quantity,
      unitPrice,
      price,
    })
    expect(movedLines.map((line) => ({ ...asOrdered(line), addedBy: line.addedBy }))).toEqual(
      own.items.map((line) => ({ ...asOrdered(line), addedBy: { yours: true, name: "Ana" } })),
    )
    // The table's cart's totals: every line by the one pricing rule, the service charge on them.
    const seenByBen = await body(ben.rpc(api.tableCartGet, {}))
    expect(seenByBen.items.map((line) => [line.itemId, line.addedBy])).toEqual([
      ["item-love-cake", { yours: true, name: "Ben" }],
      ["item-fish-cutlets", { yours: false, name: "Ana" }],
      ["item-ceylon-tea", { yours: false, name: "Ana" }],
    ])
    expect(seenByBen.summery.subtotal).toBe((own.summery?.subtotal ?? 0) + (seenByBen.items[0]?.price ?? 0))
    expect(seenByBen.summery).toEqual(summaryOf(seenByBen.items, DEMO_SERVICE_CHARGE_PERCENT))
    expect(seenByBen.summery.serviceCharge).toBeGreaterThan(0)

    // Sent by Ben: one order holds Ana's moved dishes with Ben's, each attributed.
    const sent = await body(ben.rpc(api.tableCartSubmit, { payload: { seenVersion: seenByBen.version } }))
    expect(sent.order.items.map((line) => [line.itemId, line.quantity, line.addedBy?.name])).toEqual([
      ["item-love-cake", 1, "Ben"],
      ["item-fish-cutlets", 2, "Ana"],
      ["item-ceylon-tea", 1, "Ana"],
    ])
    expect(sent.order.summery).toEqual(seenByBen.summery)
  })

  it("moves each line once however the join is repeated: the same key answers the first move, a new join or racing joins move nothing twice", async () => {
    const ana = await diner(TABLE_2)
    await settle(TABLE_2.qrCode)
    await addOwn(ana, TEA, CAKE)
    const first = await join(ana, TABLE_2.qrCode, "Ana", "join-key-0000000001")
    expect(first.moved).toHaveLength(2)
    // The answer lost and the join sent again with its key: the first answer, nothing moved again.
    expect(await join(ana, TABLE_2.qrCode, "Ana", "join-key-0000000001")).toEqual(first)
    // Joined again (another tap, another tab): the own cart is empty, nothing to move.
    const again = await join(ana, TABLE_2.qrCode)
    expect([again.moved, again.kept, again.ownCart?.items]).toEqual([[], [], []])
    expect(again.cart.items.map((line) => line.id)).toEqual(first.moved)
    // The same key with another first name is another request: refused, nothing changed.
    expect(
      await refusal(
        ana.rpc(api.tableCartJoin, { payload: { qr: TABLE_2.qrCode, firstName: "Anna" }, idempotencyKey: "join-key-0000000001" }),
      ),
    ).toEqual({
      status: 422,
      tag: "IdempotencyKeyReused",
    })

    // Racing joins of one diner (ten tabs at once), each its own key: every line moves exactly once.
    const ben = await diner(TABLE_2)
    await addOwn(ben, TEA, CAKE, CUTLETS)
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, index) => join(ben, TABLE_2.qrCode, "Ben", `join-race-${String(index).padStart(10, "0")}`)),
    )
    const moved = racing.flatMap((answer) => answer.moved)
    expect(moved).toHaveLength(3)
    const cart = await body(ben.rpc(api.tableCartGet, {}))
    expect(
      cart.items
        .filter((line) => line.addedBy.yours)
        .map((line) => line.id)
        .sort(),
    ).toEqual([...moved].sort())
    expect(cart.items).toHaveLength(5)
    expect((await body(ben.rpc(api.cartGet, {}))).items).toEqual([])
  })

  it("answers a table send repeated with its key (its answer lost) with the first send, one order, and refuses the key with another seen version (422)", async () => {
    const ana = await diner(TABLE_2)
    await settle(TABLE_2.qrCode)
    await join(ana, TABLE_2.qrCode, "Ana")
    const seen = await add(ana, TEA)
    const before = (await ordersAt(ana, TABLE_2.qrCode)).length
    const send = { payload: { seenVersion: seen.version }, idempotencyKey: "table-send-key-00001" }
    const first = await body(ana.rpc(api.tableCartSubmit, send))
    expect(first.sentNow).toBe(true)
    // A line added since, then the lost send asked for again with its key: the first answer, nothing sent again.
    await add(ana, CAKE)
    expect(await body(ana.rpc(api.tableCartSubmit, send))).toEqual(first)
    expect((await ordersAt(ana, TABLE_2.qrCode)).length).toBe(before + 1)
    expect((await body(ana.rpc(api.tableCartGet, {}))).items.map((line) => line.itemId)).toEqual([CAKE.id])
    expect(
      await refusal(ana.rpc(api.tableCartSubmit, { payload: { seenVersion: seen.version + 1 }, idempotencyKey: send.idempotencyKey })),
    ).toEqual({ status: 422, tag: "IdempotencyKeyReused" })
  })

  it("keeps in the own cart what cannot move (a dish now unavailable, the table's cart full), says why, and loses nothing", async () => {
    const ana = await diner(TABLE_2)
    await settle(TABLE_2.qrCode)
    const own = await addOwn(ana, TEA, CAKE, CUTLETS)
    const cakeLine = own.items.find((line) => line.itemId === CAKE.id)
    expect((await available(CAKE.id, false)).status).toBe(200)
    let joined
    try {
      joined = await join(ana, TABLE_2.qrCode, "Ana")
    } finally {
      expect((await available(CAKE.id, true)).status).toBe(200)
    }
    expect(joined.kept).toEqual([{ id: cakeLine?.id, itemId: CAKE.id, reason: "DishUnavailable" }])
    expect(joined.cart.items.map((line) => line.itemId)).toEqual([TEA.id, CUTLETS.id])
    expect(joined.ownCart?.items.map((line) => [line.id, line.itemId, line.quantity])).toEqual([[cakeLine?.id, CAKE.id, 1]])
    expect((await body(ana.rpc(api.cartGet, {}))).items.map((line) => line.id)).toEqual([cakeLine?.id])
    // Available again: joined again, it moves too, and the own cart is empty.
    const again = await join(ana, TABLE_2.qrCode)
    expect([again.moved.length, again.kept, again.ownCart?.items]).toEqual([1, [], []])
    expect(again.cart.items.map((line) => line.itemId)).toEqual([TEA.id, CUTLETS.id, CAKE.id])

    // The table's cart one line short of full: the first of Ben's two lines moves, the other stays.
    await settle(TABLE_2.qrCode)
    // The table settled, Ana starts a new order: she joins its next visit.
    await body(ana.rpc(api.visitJoin, {}))
    await join(ana, TABLE_2.qrCode, "Ana")
    for (let line = 1; line < MAX_LINES; line++) await add(ana, TEA)
    const ben = await diner(TABLE_2)
    const bens = await addOwn(ben, CUTLETS, CAKE)
    const full = await join(ben, TABLE_2.qrCode, "Ben")
    expect(full.moved).toHaveLength(1)
    expect(full.kept).toEqual([{ id: bens.items[1]?.id, itemId: CAKE.id, reason: "CartFull" }])
    expect(full.cart.items).toHaveLength(MAX_LINES)
    expect(full.cart.items.at(-1)).toMatchObject({ itemId: CUTLETS.id, quantity: 2, addedBy: { yours: true, name: "Ben" } })
    expect(full.ownCart?.items.map((line) => line.itemId)).toEqual([CAKE.id])
    await settle(TABLE_2.qrCode)
  })
})
