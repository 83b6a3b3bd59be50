import { readFileSync } from "node:fs"
import createClient from "openapi-fetch"
import { describe, expect, it } from "vitest"
import { api, type CallSpec } from "../../schema/api"
import { decodeAnswer } from "../../schema/call-http"
import { OPENAPI_TYPES_FILE, openApiTypes } from "../support/openapi-types-generate"
import { DEMO_TABLE } from "../support/diner"
import type { paths } from "../support/openapi-types"
import { setupServerAndDiner } from "../support/suite"

/**
 * A client generated from the OpenAPI document by a standard generator: openapi-typescript makes
 * tests/support/openapi-types.ts (`npm run api:types`), openapi-fetch sends typed calls through it.
 * `npm run typecheck` checks the calls below against the generated types; this test sends them to
 * the real server and decodes each answer with the contract's schema.
 */
describe("a client generated from the OpenAPI document (openapi-typescript + openapi-fetch)", () => {
  const suite = setupServerAndDiner()

  it("is what the generator makes from the document the server serves today (regenerate with npm run api:types)", async () => {
    const served: unknown = await (await fetch(`${suite.server.origin}/api/openapi.json`)).json()
    expect(readFileSync(OPENAPI_TYPES_FILE, "utf8")).toBe(await openApiTypes(served))
  }, 60_000)

  it("makes the diner's journey through its typed calls, each answer one its call's schema decodes", async () => {
    const client = createClient<paths>({ baseUrl: suite.server.origin, headers: { authorization: `Bearer ${suite.diner.token()}` } })
    const table = { tenant: DEMO_TABLE.tenantId, qr: DEMO_TABLE.qrCode }
    const decoded = <S extends CallSpec>(
      spec: S,
      sent: { readonly response: Response; readonly data?: unknown; readonly error?: unknown },
    ) => {
      const answer = decodeAnswer(spec, sent.response.status, sent.data ?? sent.error)
      if (answer._tag !== "Ok") throw new Error(`${sent.response.url}: ${JSON.stringify(answer)}`)
      return answer.body
    }
    const venue = decoded(api.venueByQr, await client.GET("/api/venue/{qrCode}", { params: { path: { qrCode: DEMO_TABLE.qrCode } } }))
    expect(venue.venue.tenant.id).toBe(DEMO_TABLE.tenantId)
    decoded(api.menuPick, await client.GET("/api/menu/pick/{qrCode}", { params: { path: { qrCode: DEMO_TABLE.qrCode } } }))
    const tea = { id: "item-ceylon-tea", selectedChoices: { sugar: ["sugar-less"] }, quantity: 2 }
    const added = decoded(
      api.cartAdd,
      await client.POST("/api/cart/add", { params: { header: { ...table, "Idempotency-Key": "typed-client-add-001" } }, body: tea }),
    )
    const [line] = added.items
    expect(line?.quantity).toBe(2)
    const updated = decoded(
      api.cartUpdate,
      await client.PUT("/api/cart/update", {
        params: { header: table },
        body: { id: line?.id ?? "", selectedChoices: tea.selectedChoices, quantity: 3 },
      }),
    )
    expect(updated.items.map((item) => item.quantity)).toEqual([3])
    expect(decoded(api.cartGet, await client.GET("/api/cart", { params: { header: table } })).items).toHaveLength(1)
    const order = decoded(
      api.cartSubmit,
      await client.POST("/api/cart", { params: { header: { ...table, "Idempotency-Key": "typed-client-send-01" } } }),
    )
    const found = decoded(
      api.ordersSearch,
      await client.GET("/api/orders/search", {
        params: { query: { qr: DEMO_TABLE.qrCode, excludeStatusIds: "state-paid,state-cancelled" }, header: table },
      }),
    )
    expect(found.map((each) => each.id)).toContain(order.id)
  })
})
