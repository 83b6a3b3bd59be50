import { connect } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import type { Menu } from "../../schema/menu"
import { BIG_MENU_TABLE } from "../../server/seed/big-menu"
import { MAX_LINES } from "../../server/services/cart-service"
import type { RunningServer } from "../../server/start-server"
import { RpcError } from "../../streams/rpc"
import { testDatabases } from "../support/databases"
import { DEMO_TABLE, signInDiner, type TestDiner } from "../support/diner"
import { startTestServer, TEST_OPERATOR_KEY } from "../support/test-server"

const BIG_TABLE = { tenantId: "tenant-bench", qrCode: BIG_MENU_TABLE }

/** Input the databases would choke on, and carts past their size, are refused with a 4xx. */
describe.each(testDatabases())("input limits on $name", (database) => {
  let server: RunningServer
  let diner: TestDiner

  beforeAll(async () => {
    server = await startTestServer({ db: await database.location(), seedBigMenu: true })
    diner = await signInDiner(server.origin)
  })
  afterAll(async () => {
    await diner?.close()
    await server?.close()
    await database.drop()
  })

  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.origin}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${diner.token()}`,
        tenant: DEMO_TABLE.tenantId,
        qr: DEMO_TABLE.qrCode,
        "content-type": "application/json",
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })

  it("answers a control character in an id, in the body or the path, with a 400 naming the field", async () => {
    const operator = { "x-operator-key": TEST_OPERATOR_KEY }
    const cases: Array<[Promise<Response>, string]> = [
      [call("POST", api.cartAdd.path, { id: "item\u0000tea", selectedChoices: {}, quantity: 1 }), "id"],
      [call("POST", api.cartAdd.path, { id: "item-ceylon-tea", variantId: "var\u001b[2J", selectedChoices: {}, quantity: 1 }), "variantId"],
      [
        call("POST", api.cartAdd.path, { id: "item-ceylon-tea", selectedChoices: { sugar: ["sugar\u0085"] }, quantity: 1 }),
        "selectedChoices.sugar.0",
      ],
      [call("PUT", api.cartUpdate.path, { id: "line\n1", selectedChoices: {}, quantity: 1 }), "id"],
      [call("POST", "/api/operator/orders/order%00one/advance", {}, operator), "orderId"],
      [call("POST", "/api/operator/orders/order-one/advance", { toStateId: "state\u0000" }, operator), "toStateId"],
      [call("POST", "/api/operator/items/item%00tea/availability", { available: false }, operator), "itemId"],
    ]
    for (const [answer, field] of cases) {
      const response = await answer
      expect(response.status, field).toBe(400)
      expect(await response.json(), field).toMatchObject({
        errors: [{ message: expect.stringContaining("an id without control characters"), field }],
      })
    }
    // Nothing was written: the diner still has no cart.
    expect(await diner.rpc(api.cartGet, {})).toEqual({ _tag: "NotFound" })
  })

  it("answers a control character in a header with a 400, never a 500", async () => {
    const { port } = new URL(server.origin)
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () =>
        socket.end(
          `GET /api/cart HTTP/1.1\r\nHost: localhost\r\nauthorization: Bearer x\r\ntenant: ${DEMO_TABLE.tenantId}\r\nqr: demo\u0000table\r\n\r\n`,
          "latin1",
        ),
      )
      let text = ""
      socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")))
      socket.on("end", () => resolve(text))
      socket.on("error", reject)
    })
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
  })

  it(`keeps a cart to ${MAX_LINES} different dishes, refusing the next ones clearly, even when adds race`, async () => {
    const guest = await signInDiner(server.origin, BIG_TABLE)
    try {
      const menu = await guest.rpc(api.menuPick, { params: { qrCode: BIG_MENU_TABLE } })
      if (menu._tag !== "Ok") throw new Error("no big menu")
      const add = (item: Menu["items"][number]) => {
        const variant = item.variants[0]
        if (variant === undefined) throw new Error(`${item.id} has no variant`)
        const selectedChoices = Object.fromEntries(
          variant.choices.map((each) => [
            each.choice.id,
            each.choiceOptions.slice(0, Math.max(1, each.choice.minSelection)).map((option) => option.id),
          ]),
        )
        return guest.rpc(api.cartAdd, { payload: { id: item.id, variantId: variant.id, selectedChoices, quantity: 1 } }).then(
          () => "added",
          (error: unknown) => (error instanceof RpcError ? `${error.status} ${error.serverMessages[0]}` : Promise.reject(error)),
        )
      }
      const dishes = menu.body.items.slice(0, MAX_LINES + 5)
      const outcomes = await Promise.all(dishes.map(add))
      const full = `409 Your cart is full: it holds ${MAX_LINES} different dishes, the most one order may have. Send this order, then add more.`
      expect(outcomes.filter((outcome) => outcome === "added")).toHaveLength(MAX_LINES)
      expect(outcomes.filter((outcome) => outcome !== "added")).toEqual(Array(5).fill(full))
      const cart = await guest.rpc(api.cartGet, {})
      expect(cart._tag === "Ok" && cart.body.items.length).toBe(MAX_LINES)
      // More of a dish already in the full cart is still welcome.
      const inCart = dishes[outcomes.indexOf("added")]
      if (inCart === undefined) throw new Error("expected an added dish")
      expect(await add(inCart)).toBe("added")
    } finally {
      await guest.close()
    }
  })
})
