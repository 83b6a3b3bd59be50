import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { Cart } from "../../schema/cart"
import type { Order } from "../../schema/order"
import type { TableCart, TableCartJoined, TableCartSent } from "../../schema/table-cart"
import { testDatabases } from "../support/databases"
import { DEMO_TABLE, type TestDiner } from "../support/diner"
import { CAKE, dinerHeaders, sendCall, TABLE_2 } from "../support/refusals"
import { setupServerAndDiners } from "../support/suite"

/**
 * Notes on cart lines and on an order (issue 50), as the wire carries them, on PGlite and on
 * PostgreSQL: a spec client that sends no note works as before (no body on submit, no `note` in
 * any answer); a note goes in trimmed and comes back on the cart, the order and the bill; lines
 * of one dish merge only when their notes match too; a note too long or holding a control
 * character is refused with a 400 naming `note`, and the cart is left as it was.
 */
describe.each(testDatabases())("notes on cart lines and orders, on $name", (database) => {
  const suite = setupServerAndDiners(database)

  /** One call as a plain HTTP client sends it (any body, even one the schema refuses), answered status and JSON. */
  const send = async (diner: TestDiner, name: "cartAdd" | "cartUpdate" | "cartSubmit" | "cartGet", payload?: unknown) => {
    const response = await sendCall(
      suite.server.origin,
      api[name],
      dinerHeaders(diner, DEMO_TABLE),
      payload === undefined ? {} : { payload },
    )
    return { status: response.status, json: (await response.json()) as Record<string, unknown> }
  }
  const cartOf = (answer: { json: Record<string, unknown> }) => answer.json["body"] as Cart
  const cakes = (cart: Cart) => cart.items.filter((line) => line.itemId === CAKE.id)

  it("works unchanged for a spec client that sends no note: no note in the cart, the order or the bill", async () => {
    const diner = await suite.diner()
    const added = await send(diner, "cartAdd", CAKE)
    expect(added.status).toBe(200)
    expect(cakes(cartOf(added))).toEqual([expect.not.objectContaining({ note: expect.anything() })])
    const updated = await send(diner, "cartUpdate", { id: CAKE.id, selectedChoices: {}, quantity: 2 })
    expect(updated.status).toBe(200)
    expect(cakes(cartOf(updated))).toMatchObject([{ quantity: 2 }])
    // The spec's submit: a POST with no body at all.
    const submitted = await send(diner, "cartSubmit")
    expect(submitted.status).toBe(200)
    const order = submitted.json["body"] as Order
    expect(order).not.toHaveProperty("note")
    expect(order.items.map((line) => "note" in line)).toEqual([false])
  })

  it("keeps a note trimmed on its line, and merges lines of one dish only when their notes match too", async () => {
    const diner = await suite.diner()
    await send(diner, "cartAdd", { ...CAKE, note: "  no cream  " })
    await send(diner, "cartAdd", { ...CAKE, note: "no cream" })
    await send(diner, "cartAdd", { ...CAKE, note: "for the child" })
    const cart = cartOf(await send(diner, "cartAdd", CAKE))
    expect(cakes(cart).map(({ note, quantity }) => ({ note, quantity }))).toEqual([
      { note: "no cream", quantity: 2 },
      { note: "for the child", quantity: 1 },
      { note: undefined, quantity: 1 },
    ])
    const [noCream, forChild, plain] = cakes(cart)
    if (noCream === undefined || forChild === undefined || plain === undefined) throw new Error("three lines expected")

    // An update without a note keeps the line's; with one, changes it; a note that matches another line merges the two.
    const kept = cartOf(await send(diner, "cartUpdate", { id: forChild.id, selectedChoices: {}, quantity: 3 }))
    expect(cakes(kept).find((line) => line.id === forChild.id)).toMatchObject({ note: "for the child", quantity: 3 })
    const merged = cartOf(await send(diner, "cartUpdate", { id: plain.id, selectedChoices: {}, quantity: 1, note: " no cream" }))
    expect(cakes(merged).map(({ note, quantity }) => ({ note, quantity }))).toEqual([
      { note: "no cream", quantity: 3 },
      { note: "for the child", quantity: 3 },
    ])
    // A blank note is none.
    const cleared = cartOf(await send(diner, "cartUpdate", { id: forChild.id, selectedChoices: {}, quantity: 3, note: "   " }))
    expect(cakes(cleared).find((line) => line.id === forChild.id)).not.toHaveProperty("note")
  })

  it("puts the order's note and its lines' notes on the order, and on the bill", async () => {
    const diner = await suite.diner()
    await send(diner, "cartAdd", { ...CAKE, note: "<b>candle</b> & a plate" })
    const submitted = await send(diner, "cartSubmit", { note: " We share it " })
    expect(submitted.status).toBe(200)
    const order = submitted.json["body"] as Order
    expect(order.note).toBe("We share it")
    expect(order.items.map((line) => line.note)).toEqual(["<b>candle</b> & a plate"])
    const bill = await diner.rpc(api.ordersSearch, { query: { qr: DEMO_TABLE.qrCode, excludeStatusIds: "" } })
    if (bill._tag !== "Ok") throw new Error("no bill")
    expect(bill.body.find((candidate) => candidate.id === order.id)).toMatchObject({
      note: "We share it",
      items: [expect.objectContaining({ note: "<b>candle</b> & a plate" })],
    })
  })

  it("refuses a note over 200 characters or with a control character with a 400 naming `note`, and leaves the cart as it was", async () => {
    const diner = await suite.diner()
    const before = cartOf(await send(diner, "cartAdd", { ...CAKE, note: "no cream" }))
    const [line] = before.items
    if (line === undefined) throw new Error("a line expected")
    const refusedNotes = ["x".repeat(201), "no\ncream", "no\u0000cream", "tab\there", "\u001b[31mred"]
    for (const note of refusedNotes) {
      for (const [name, payload] of [
        ["cartAdd", { ...CAKE, note }],
        ["cartUpdate", { id: line.id, selectedChoices: {}, quantity: 1, note }],
        ["cartSubmit", { note }],
      ] as const) {
        const refused = await send(diner, name, payload)
        expect({ name, note, status: refused.status, error: refused.json["error"] }).toMatchObject({
          status: 400,
          error: { _tag: "BadRequest", field: "note" },
        })
      }
    }
    // 200 characters is the most, and is kept whole.
    const longest = "y".repeat(200)
    expect(cakes(cartOf(await send(diner, "cartAdd", { ...CAKE, note: longest }))).map((cake) => cake.note)).toEqual(["no cream", longest])
    const after = cartOf(await send(diner, "cartGet"))
    expect(after.items.map(({ id, note, quantity }) => ({ id, note, quantity }))).toEqual([
      { id: line.id, note: "no cream", quantity: 1 },
      expect.objectContaining({ note: longest, quantity: 1 }),
    ])
  })

  it("keeps the notes of lines moved into the table's cart, added to it and changed there, and sends them with its order", async () => {
    const ana = await suite.diner(TABLE_2)
    const call = async <A>(
      name: "cartAdd" | "tableCartJoin" | "tableCartAdd" | "tableCartUpdate" | "tableCartSubmit",
      payload: unknown,
    ) => {
      const response = await sendCall(suite.server.origin, api[name], dinerHeaders(ana, TABLE_2), { payload })
      const answer = (await response.json()) as { body: A }
      if (response.status !== 200) throw new Error(`${name} answered ${response.status}: ${JSON.stringify(answer)}`)
      return answer.body
    }
    await call<Cart>("cartAdd", { ...CAKE, note: "no cream" })
    const joined = await call<TableCartJoined>("tableCartJoin", { qr: TABLE_2.qrCode, firstName: "Ana" })
    expect(joined.cart.items.map((line) => line.note)).toEqual(["no cream"])
    const added = await call<TableCart>("tableCartAdd", { ...CAKE, note: " for Ben " })
    expect(added.items.map((line) => line.note)).toEqual(["no cream", "for Ben"])
    const [, forBen] = added.items
    if (forBen === undefined) throw new Error("two lines expected")
    const changed = await call<TableCart>("tableCartUpdate", { id: forBen.id, selectedChoices: {}, quantity: 2, note: "for Ben, warm" })
    expect(changed.items.map(({ note, quantity }) => ({ note, quantity }))).toEqual([
      { note: "no cream", quantity: 1 },
      { note: "for Ben, warm", quantity: 2 },
    ])
    const sent = await call<TableCartSent>("tableCartSubmit", { seenVersion: changed.version })
    expect(sent.order.items.map((line) => line.note)).toEqual(["no cream", "for Ben, warm"])
  })
})
