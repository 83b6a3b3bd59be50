import { beforeAll, describe, expect, inject, it } from "vitest"

/**
 * A client written from the product spec alone (section 7, "Calls"): plain fetch, exactly its
 * paths, its headers (Authorization Bearer, tenant, qr) and its payloads (id, selectedChoices,
 * quantity), no Idempotency-Key. It imports nothing of this project: what a venue would tell a
 * platform's developer (a base URL, a table's QR code, where the demo's SMS land) comes from
 * the test run's provided context (tests/support/spec-servers.ts), the token from the identity
 * provider (the Auth emulator, reached through the server as the app reaches it).
 */

interface Target {
  readonly database: string
  readonly baseUrl: string
  readonly qrCode: string
  readonly operatorKey: string
}

type Json = Record<string, unknown> & { body?: unknown }
interface Answer {
  readonly status: number
  readonly json: Json
}

interface Choice {
  readonly required: boolean
  readonly choice: { readonly id: string; readonly minSelection: number }
  readonly choiceOptions: ReadonlyArray<{ readonly id: string }>
}
interface Item {
  readonly id: string
  readonly name: string
  readonly variants: ReadonlyArray<{ readonly enabled: boolean; readonly choices: ReadonlyArray<Choice> }>
}

const targets = inject("specTargets") as ReadonlyArray<Target>

/** The spec's drawer: for each choice that needs a pick (required, or minSelection above 0), its first options. */
const picksFor = (item: Item): Record<string, string[]> => {
  const variant = item.variants.find((each) => each.enabled)
  const picks: Record<string, string[]> = {}
  for (const each of variant?.choices ?? []) {
    const needed = Math.max(each.choice.minSelection, each.required ? 1 : 0)
    if (needed > 0) picks[each.choice.id] = each.choiceOptions.slice(0, needed).map((option) => option.id)
  }
  return picks
}

describe.each(targets)("a client of the spec's section 7 alone, on $database", (target) => {
  const session = { token: "", tenant: "" }
  const call = async (method: string, path: string, payload?: unknown): Promise<Answer> => {
    const headers: Record<string, string> = { authorization: `Bearer ${session.token}`, tenant: session.tenant, qr: target.qrCode }
    if (payload !== undefined) headers["content-type"] = "application/json"
    const response = await fetch(`${target.baseUrl}${path}`, {
      method,
      headers,
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    })
    return { status: response.status, json: (await response.json()) as Json }
  }
  const bodyOf = (answer: Answer): unknown => {
    expect(answer.status, JSON.stringify(answer.json)).toBe(200)
    return answer.json.body
  }

  beforeAll(async () => {
    // Anonymous sign-in at start (the identity provider's REST call), then the venue: its tenant id goes in every call.
    const signUp = await fetch(`${target.baseUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ returnSecureToken: true }),
    })
    session.token = ((await signUp.json()) as { idToken: string }).idToken
    const venue = (await call("GET", `/api/venue/${target.qrCode}`)).json.body as { venue: { tenant: { id: string } } }
    session.tenant = venue.venue.tenant.id
  })

  it("loads the venue and menu, adds with and without choices, updates by item id, reads and submits the cart, follows the order, and verifies a phone", async () => {
    const venue = bodyOf(await call("GET", `/api/venue/${target.qrCode}`)) as {
      venue: { tenant: { id: string } }
      selectedServiceArea: { id: string; qrCode: { code: string } }
      tenant: { currency: string | null }
    }
    expect(venue.selectedServiceArea.qrCode.code).toBe(target.qrCode)
    expect(venue.venue.tenant.id).toBe(session.tenant)

    const menu = bodyOf(await call("GET", `/api/menu/pick/${target.qrCode}`)) as { items: Item[] }
    const plain = menu.items.find((item) => Object.keys(picksFor(item)).length === 0 && item.variants[0]?.choices.length === 0)
    const withChoices = menu.items.find((item) => Object.keys(picksFor(item)).length > 0)
    if (plain === undefined || withChoices === undefined)
      throw new Error("the menu has no dish without choices, or none with a required one")

    const added = bodyOf(await call("POST", "/api/cart/add", { id: plain.id, selectedChoices: {}, quantity: 1 })) as { items: unknown[] }
    expect(added.items).toHaveLength(1)
    const picks = picksFor(withChoices)
    const both = bodyOf(await call("POST", "/api/cart/add", { id: withChoices.id, selectedChoices: picks, quantity: 1 })) as {
      items: unknown[]
      price: number
    }
    expect(both.items).toHaveLength(2)

    // Update with the item id, as the spec's payload says.
    const updated = bodyOf(await call("PUT", "/api/cart/update", { id: withChoices.id, selectedChoices: picks, quantity: 3 })) as {
      items: Array<{ quantity: number }>
      price: number
    }
    expect(updated.items.map((line) => line.quantity).sort()).toEqual([1, 3])
    expect(updated.price).toBeGreaterThan(both.price)

    const cart = bodyOf(await call("GET", "/api/cart")) as { items: unknown[]; price: number; summery: { finalPrice: number } | null }
    expect(cart.items).toHaveLength(2)
    expect(cart.price).toBe(updated.price)

    const order = bodyOf(await call("POST", "/api/cart")) as { id: string }
    expect(order.id).toEqual(expect.any(String))
    // The cart is spent: submitting again makes no second order.
    expect((await call("POST", "/api/cart")).status).toBeGreaterThanOrEqual(400)

    const states = bodyOf(await call("GET", "/api/order-state-config/order-state")) as Array<{ id: string; isEnd: boolean }>
    const transitions = bodyOf(await call("GET", "/api/order-state-config/order-transition")) as unknown[]
    expect(states.length).toBeGreaterThan(0)
    expect(transitions.length).toBeGreaterThan(0)
    const ended = states
      .filter((state) => state.isEnd)
      .map((state) => state.id)
      .join(",")
    const open = bodyOf(
      await call("GET", `/api/orders/search?excludeStatusIds=${encodeURIComponent(ended)}&qr=${target.qrCode}`),
    ) as Array<{ id: string; orderState: { stateName: string; color: string }; serviceAreaId: string }>
    expect(open.find((each) => each.id === order.id)).toMatchObject({
      serviceAreaId: venue.selectedServiceArea.id,
      orderState: { stateName: expect.any(String), color: expect.any(String) },
    })

    const phone = "0771234567"
    expect(bodyOf(await call("POST", `/api/user/phone/${phone}`))).toMatchObject({ success: true })
    // The SMS, as the diner's phone would get it.
    const outbox = await fetch(`${target.baseUrl}/api/dev/sms-outbox?phone=${phone}`, { headers: { "x-operator-key": target.operatorKey } })
    const code = /\b(\d{6})\b/.exec(JSON.stringify(await outbox.json()))?.[1]
    if (code === undefined) throw new Error("no code reached the phone")
    expect(bodyOf(await call("POST", `/api/user/phone/verify/${code}`))).toEqual({ success: true, phoneNumber: phone })
  })

  it("gets a 404 for an update of a dish not in the cart (the spec's null cart), and the spec's error shape for a refused phone", async () => {
    const gone = await call("PUT", "/api/cart/update", { id: "no-such-dish", selectedChoices: {}, quantity: 1 })
    expect(gone.status).toBe(404)
    const refused = await call("POST", "/api/user/phone/12345")
    expect(refused.status).toBe(400)
    expect(refused.json["errors"]).toEqual([expect.objectContaining({ message: expect.any(String) })])
  })
})
