import { beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { Cart } from "../../schema/cart"
import { type Menu } from "../../schema/menu"
import { unitPrice } from "../../src/domain/pricing"
import { type RpcError } from "../../streams/rpc"
import { testDatabases } from "../support/databases"
import { DEMO_TABLE, signInDiner } from "../support/diner"
import { setupServerAndDiner } from "../support/suite"

/** Cart add, update and get through the client's typed caller, on PGlite and on PostgreSQL. */
describe.each(testDatabases())("cart calls on $name", (database) => {
  const suite = setupServerAndDiner(database)
  let menu: typeof Menu.Type

  beforeAll(async () => {
    const answer = await suite.diner.rpc(api.menuPick, { params: { qrCode: DEMO_TABLE.qrCode } })
    if (answer._tag !== "Ok") throw new Error("no demo menu")
    menu = answer.body
  })

  const ok = <A>(result: { _tag: "Ok"; body: A } | { _tag: "NotFound" }): A => {
    if (result._tag !== "Ok") throw new Error("expected an answer, got 404")
    return result.body
  }
  const item = (name: string) => {
    const found = menu.items.find((candidate) => candidate.name === name)
    if (found === undefined) throw new Error(`no ${name} on the demo menu`)
    return found
  }
  const expectPriced = (cart: Cart) => {
    for (const line of cart.items) {
      const variant = item(line.name).variants.find((candidate) => candidate.id === line.variantId)
      if (variant === undefined) throw new Error("line of an unknown variant")
      expect(line.unitPrice).toBe(unitPrice(variant, line.selectedChoices))
      expect(line.price).toBe(line.unitPrice * line.quantity)
    }
    expect(cart.price).toBe(cart.items.reduce((sum, line) => sum + line.price, 0))
    expect(cart.summery?.finalPrice).toBe(cart.price + Math.round(cart.price / 10))
  }

  it("answers 404 (a null cart for the client) before anything was added", async () => {
    expect(await suite.diner.rpc(api.cartGet, {})).toEqual({ _tag: "NotFound" })
  })

  it("adds items with choices, priced by the shared domain functions", async () => {
    const curry = item("Chicken Rice & Curry")
    const cart = ok(
      await suite.diner.rpc(api.cartAdd, {
        payload: {
          id: curry.id,
          selectedChoices: {
            "portion-185000-420000": ["portion-large-185000"],
            spice: ["spice-hot"],
            "curry-extras": ["extra-egg", "extra-papadam"],
          },
          quantity: 2,
        },
      }),
    )
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({
      name: "Chicken Rice & Curry",
      quantity: 2,
      unitPrice: 185000 + 15000 + 8000,
      choiceSummary: ["Large", "Sri Lankan hot", "Boiled egg", "Papadam"],
    })
    expectPriced(cart)
  })

  it("merges an identical line, whatever the order of the picks", async () => {
    const curry = item("Chicken Rice & Curry")
    const cart = ok(
      await suite.diner.rpc(api.cartAdd, {
        payload: {
          id: curry.id,
          selectedChoices: {
            "curry-extras": ["extra-papadam", "extra-egg"],
            spice: ["spice-hot"],
            "portion-185000-420000": ["portion-large-185000"],
          },
          quantity: 1,
        },
      }),
    )
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]?.quantity).toBe(3)
    expectPriced(cart)
  })

  it("refuses a selection that breaks a choice rule, naming the choice", async () => {
    const hopper = item("Plain Hopper")
    const error = await suite.diner
      .rpc(api.cartAdd, {
        payload: { id: hopper.id, selectedChoices: { "hopper-sides": ["side-dhal", "side-seeni", "side-kiri-hodi"] }, quantity: 1 },
      })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ kind: "status", status: 400 })
    expect((error as RpcError).serverMessages[0]).toBe("Sides (pick 1 to 2): pick at most 2.")
    const missing = await suite.diner
      .rpc(api.cartAdd, { payload: { id: hopper.id, selectedChoices: {}, quantity: 1 } })
      .catch((caught: unknown) => caught)
    expect((missing as RpcError).serverMessages[0]).toBe("Sides (pick 1 to 2): pick 1 to 2.")
  })

  it("answers 404 for an item that is not on the menu, which the client returns as a result", async () => {
    expect(await suite.diner.rpc(api.cartAdd, { payload: { id: "item-not-on-menu", selectedChoices: {}, quantity: 1 } })).toEqual({
      _tag: "NotFound",
    })
  })

  it("refuses a disabled variant", async () => {
    const kottu = item("Classic Kottu")
    const error = await suite.diner
      .rpc(api.cartAdd, {
        payload: {
          id: kottu.id,
          variantId: "var-kottu-dolphin",
          selectedChoices: { "kottu-protein": ["protein-veg"], spice: ["spice-mild"] },
          quantity: 1,
        },
      })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ status: 409 })
  })

  it("updates a line's quantity and choices, and removes it with quantity 0", async () => {
    const tea = item("Ceylon Tea")
    const added = ok(
      await suite.diner.rpc(api.cartAdd, { payload: { id: tea.id, selectedChoices: { sugar: ["sugar-less"] }, quantity: 1 } }),
    )
    const line = added.items.find((candidate) => candidate.name === "Ceylon Tea")
    if (line === undefined) throw new Error("tea not in cart")
    const updated = ok(
      await suite.diner.rpc(api.cartUpdate, { payload: { id: line.id, selectedChoices: { sugar: ["sugar-none"] }, quantity: 4 } }),
    )
    expect(updated.items.find((candidate) => candidate.id === line.id)).toMatchObject({ quantity: 4, choiceSummary: ["No sugar"] })
    expectPriced(updated)
    const removed = ok(await suite.diner.rpc(api.cartUpdate, { payload: { id: line.id, selectedChoices: {}, quantity: 0 } }))
    expect(removed.items.some((candidate) => candidate.id === line.id)).toBe(false)
    expect(ok(await suite.diner.rpc(api.cartGet, {})).items).toEqual(removed.items)
  })

  it("updates by the menu item's id (the spec's id) when one line holds that dish, and refuses it (409 LineAmbiguous) when two do", async () => {
    const diner = await signInDiner(suite.server.origin)
    try {
      const tea = item("Ceylon Tea")
      ok(await diner.rpc(api.cartAdd, { payload: { id: tea.id, selectedChoices: { sugar: ["sugar-less"] }, quantity: 1 } }))
      const updated = ok(
        await diner.rpc(api.cartUpdate, { payload: { id: tea.id, selectedChoices: { sugar: ["sugar-none"] }, quantity: 3 } }),
      )
      expect(updated.items.map((line) => [line.itemId, line.quantity, line.choiceSummary])).toEqual([[tea.id, 3, ["No sugar"]]])
      ok(await diner.rpc(api.cartAdd, { payload: { id: tea.id, selectedChoices: { sugar: ["sugar-less"] }, quantity: 1 } }))
      const error = await diner
        .rpc(api.cartUpdate, { payload: { id: tea.id, selectedChoices: {}, quantity: 0 } })
        .catch((caught: RpcError) => caught)
      expect(error).toMatchObject({ status: 409, error: { _tag: "LineAmbiguous", field: "id" } })
      expect(ok(await diner.rpc(api.cartGet, {})).items).toHaveLength(2)
    } finally {
      await diner.close()
    }
  })

  it("adds once per request without an Idempotency-Key, as the spec's clients send it", async () => {
    const diner = await signInDiner(suite.server.origin)
    try {
      const headers = {
        authorization: `Bearer ${diner.token()}`,
        tenant: DEMO_TABLE.tenantId,
        qr: DEMO_TABLE.qrCode,
        "content-type": "application/json",
      }
      const add = () =>
        fetch(`${suite.server.origin}${api.cartAdd.path}`, {
          method: "POST",
          headers,
          body: JSON.stringify({ id: "item-love-cake", selectedChoices: {}, quantity: 1 }),
        })
      expect((await add()).status).toBe(200)
      expect((await add()).status).toBe(200)
      expect(ok(await diner.rpc(api.cartGet, {})).items.map((line) => line.quantity)).toEqual([2])
    } finally {
      await diner.close()
    }
  })

  it("answers 404 for an unknown cart line", async () => {
    expect(await suite.diner.rpc(api.cartUpdate, { payload: { id: "no-such-line", selectedChoices: {}, quantity: 1 } })).toEqual({
      _tag: "NotFound",
    })
  })

  it("refuses a payload with a wrong type or an unknown field, naming the field", async () => {
    const wrong = await fetch(`${suite.server.origin}${api.cartAdd.path}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${suite.diner.token()}`,
        tenant: DEMO_TABLE.tenantId,
        qr: DEMO_TABLE.qrCode,
        "content-type": "application/json",
      },
      body: JSON.stringify({ id: "item-ceylon-tea", selectedChoices: {}, quantity: "two" }),
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ errors: [{ field: "quantity" }] })
    const extra = await fetch(`${suite.server.origin}${api.cartAdd.path}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${suite.diner.token()}`,
        tenant: DEMO_TABLE.tenantId,
        qr: DEMO_TABLE.qrCode,
        "content-type": "application/json",
      },
      body: JSON.stringify({ id: "item-ceylon-tea", selectedChoices: {}, quantity: 1, price: 1 }),
    })
    expect(extra.status).toBe(400)
    expect(await extra.json()).toMatchObject({ errors: [{ field: "price" }] })
  })

  it("applies a change with an Idempotency-Key once, however often it is sent", async () => {
    const before = ok(await suite.diner.rpc(api.cartGet, {}))
    const change = { payload: { id: "item-king-coconut", selectedChoices: {}, quantity: 1 }, idempotencyKey: "intent-coconut-0001" }
    const answers = await Promise.all([suite.diner.rpc(api.cartAdd, change), suite.diner.rpc(api.cartAdd, change)])
    const again = ok(await suite.diner.rpc(api.cartAdd, change))
    const coconut = again.items.find((line) => line.itemId === "item-king-coconut")
    expect(coconut?.quantity).toBe(1)
    expect(answers.every((answer) => answer._tag === "Ok")).toBe(true)
    expect(again.items.length).toBe(before.items.length + 1)
  })

  it("makes one line of the same dish added at the same moment, and merges a line changed to match another", async () => {
    const diner = await signInDiner(suite.server.origin)
    try {
      const cutlets = item("Fish Cutlets")
      const add = () => diner.rpc(api.cartAdd, { payload: { id: cutlets.id, selectedChoices: {}, quantity: 1 } })
      await Promise.all(Array.from({ length: 8 }, add))
      const raced = ok(await diner.rpc(api.cartGet, {}))
      expect(raced.items.map((line) => [line.name, line.quantity])).toEqual([["Fish Cutlets", 8]])

      const hopper = item("Plain Hopper")
      const sides = (option: string) => ({ id: hopper.id, selectedChoices: { "hopper-sides": [option] }, quantity: 1 })
      ok(await diner.rpc(api.cartAdd, { payload: sides("side-seeni") }))
      const two = ok(await diner.rpc(api.cartAdd, { payload: sides("side-lunu-miris") }))
      const changed = two.items.find((line) => line.selectedChoices["hopper-sides"]?.[0] === "side-lunu-miris")
      if (changed === undefined) throw new Error("expected the lunu miris line")
      const merged = ok(
        await diner.rpc(api.cartUpdate, { payload: { id: changed.id, selectedChoices: { "hopper-sides": ["side-seeni"] }, quantity: 2 } }),
      )
      expect(merged.items.filter((line) => line.name === "Plain Hopper").map((line) => [line.selectedChoices, line.quantity])).toEqual([
        [{ "hopper-sides": ["side-seeni"] }, 3],
      ])
    } finally {
      await diner.close()
    }
  })

  it("keeps each diner's cart their own", async () => {
    const other = await signInDiner(suite.server.origin)
    try {
      expect(await other.rpc(api.cartGet, {})).toEqual({ _tag: "NotFound" })
      const mine = ok(await suite.diner.rpc(api.cartGet, {}))
      const line = mine.items[0]
      if (line === undefined) throw new Error("expected a line")
      expect(await other.rpc(api.cartUpdate, { payload: { id: line.id, selectedChoices: {}, quantity: 0 } })).toEqual({ _tag: "NotFound" })
      expect(ok(await suite.diner.rpc(api.cartGet, {})).items).toHaveLength(mine.items.length)
    } finally {
      await other.close()
    }
  })
})
