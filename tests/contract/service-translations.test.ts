import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { Order } from "../../schema/order"
import { TableRequests } from "../../schema/staff-request"
import { demoOrderStates, demoStaffRequestKinds } from "../../server/seed/demo-venue"
import { arbitraryOf } from "../support/arbitrary"
import { testDatabases } from "../support/databases"
import { signInDiner, type TestDiner } from "../support/diner"
import { setupServerAndDiner } from "../support/suite"

const HARBOUR = { tenantId: "tenant-harbour", qrCode: "harbour-deck-2" } as const

/**
 * The names the server gives diners besides the menu's (an order's state on the bill, what the
 * table can ask the staff for) carry optional translations, as the menu's do: the demo venue
 * gives Sinhala and Tamil, the other venue none, and both answers decode.
 */
describe.each(testDatabases())("translated order states and request kinds on $name", (database) => {
  const suite = setupServerAndDiner(database)
  const placeOrder = async (diner: TestDiner, itemId: string): Promise<Order> => {
    const added = await diner.rpc(api.cartAdd, { payload: { id: itemId, selectedChoices: {}, quantity: 1 } })
    if (added._tag !== "Ok") throw new Error("cart add answered 404")
    const answer = await diner.rpc(api.cartSubmit, { idempotencyKey: crypto.randomUUID() })
    if (answer._tag !== "Ok") throw new Error("submit answered 404")
    return answer.body
  }

  it("gives the demo venue's request kinds and order states their Sinhala and Tamil names, staff's names untouched", async () => {
    const requests = await suite.diner.rpc(api.staffRequestsList, {})
    if (requests._tag !== "Ok") throw new Error("list answered 404")
    expect(requests.body.kinds).toEqual(demoStaffRequestKinds)
    expect(requests.body.kinds.map((kind) => kind.translations?.["ta"]?.label)).toEqual(["பணியாளர்", "பில்", "தண்ணீர்"])

    const order = await placeOrder(suite.diner, "item-ceylon-tea")
    expect(order.orderState).toEqual({
      id: "state-placed",
      stateName: "Placed",
      color: "#5b5648",
      translations: demoOrderStates[0].translations,
    })
    const listed = await suite.diner.rpc(api.ordersSearch, { query: { qr: "demo-table-1" } })
    if (listed._tag !== "Ok") throw new Error("orders answered 404")
    expect(listed.body.find((candidate) => candidate.id === order.id)?.orderState.translations?.["si"]?.stateName).toBe("ඇණවුම් කළා")
  })

  it("leaves translations out for a venue that gives none, and the client still decodes its answers", async () => {
    const diner = await signInDiner(suite.server.origin, HARBOUR)
    try {
      const headers = { authorization: `Bearer ${diner.token()}`, tenant: HARBOUR.tenantId, qr: HARBOUR.qrCode }
      const raw = (await (await fetch(`${suite.server.origin}${api.staffRequestsList.path}`, { headers })).json()) as {
        body: { kinds: Array<Record<string, unknown>> }
      }
      expect(raw.body.kinds).toEqual([{ id: "waiter", label: "Waiter" }])
      expect(Schema.decodeUnknownSync(TableRequests)(raw.body).kinds).toEqual([{ id: "waiter", label: "Waiter" }])

      const menu = await diner.rpc(api.menuPick, { params: { qrCode: HARBOUR.qrCode } })
      if (menu._tag !== "Ok") throw new Error("menu answered 404")
      const plain = menu.body.items.find((item) =>
        item.variants.every((variant) => variant.choices.every((variantChoice) => !variantChoice.required)),
      )
      if (plain === undefined) throw new Error("the other venue has no dish without a required choice")
      const order = await placeOrder(diner, plain.id)
      expect(Object.keys(order.orderState).sort()).toEqual(["color", "id", "stateName"])
      expect(order.orderState.stateName).toBe("Placed")
    } finally {
      await diner.close()
    }
  })
})

const roundTrips = <S extends Schema.Codec<unknown, unknown>>(schema: S) => {
  const decode = Schema.decodeUnknownSync(schema)
  const encode = Schema.encodeSync(schema)
  fc.assert(
    fc.property(arbitraryOf(schema), (value) => {
      expect(decode(encode(value))).toEqual(value)
    }),
  )
}

describe("the order and request schemas' translations", () => {
  it("round-trip any order and any table's requests, with or without translations", () => {
    roundTrips(Order)
    roundTrips(TableRequests)
  })
})
