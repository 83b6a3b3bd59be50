import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { api, type CallSpec } from "../../schema/api"
import { createRpc, RpcError } from "../../streams/rpc"

/**
 * Every call of the table, fed malformed answers: wrong types, missing fields, huge strings,
 * any status. The typed client either decodes a valid answer, returns 404 as a result, or
 * rejects with a typed RpcError; it never throws anything else and never lets an untyped
 * value through.
 */
const answers = fc.record({
  status: fc.oneof(fc.constantFrom(200, 201, 204, 400, 401, 403, 404, 409, 429, 500, 502, 503), fc.integer({ min: 200, max: 599 })),
  body: fc.oneof(
    fc.jsonValue(),
    fc.record({ body: fc.jsonValue() }),
    fc.record({ body: fc.record({ items: fc.array(fc.jsonValue(), { maxLength: 3 }) }) }),
    fc.record({ errors: fc.array(fc.record({ message: fc.oneof(fc.string(), fc.integer()) }), { maxLength: 2 }) }),
    fc.string({ minLength: 10_000, maxLength: 20_000 }).map((huge) => ({ body: { venue: { name: huge } } })),
  ),
  raw: fc.option(fc.constantFrom("", "{", "<html>oops</html>", "null", "[]"), { nil: undefined }),
})

const inputs: Record<string, object> = {
  venueByQr: { params: { qrCode: "demo-table-1" } },
  menuPick: { params: { qrCode: "demo-table-1" } },
  cartAdd: { payload: { id: "item", selectedChoices: {}, quantity: 1 } },
  cartUpdate: { payload: { id: "line", selectedChoices: {}, quantity: 1 } },
  cartGet: {},
  cartSubmit: { idempotencyKey: "fuzz-key-000001" },
  ordersSearch: { query: { qr: "demo-table-1" } },
  phoneSend: { params: { phone: "0771234567" } },
  phoneVerify: { params: { code: "123456" } },
  orderStates: {},
  orderTransitions: {},
  payConfirm: { params: { paymentId: "p1" } },
  receiptGet: { params: { paymentId: "p1" } },
  receiptMail: { params: { paymentId: "p1" }, payload: { address: "ana@example.com", language: "en" } },
  feedbackGive: { params: { paymentId: "p1" }, payload: { rating: "up", reasons: [] } },
}

describe("the typed client under malformed answers (fuzz)", () => {
  for (const [name, spec] of Object.entries(api) as Array<[string, CallSpec]>) {
    it(`${name}: decodes, returns 404, or rejects with a typed error`, async () => {
      await fc.assert(
        fc.asyncProperty(answers, async ({ status, body, raw }) => {
          const rpc = createRpc({
            fetch: async () => new Response(raw ?? JSON.stringify(body), { status }),
            baseUrl: "",
            session: () => ({ token: "t", tenantId: "tenant-lotus", qrCode: "demo-table-1" }),
            refreshToken: async () => undefined,
            log: () => undefined,
          })
          const outcome = await rpc(spec, inputs[name] ?? {}).then(
            (result) => result,
            (error: unknown) => error,
          )
          if (outcome instanceof RpcError) return
          expect(outcome).toHaveProperty("_tag")
          const tagged = outcome as { _tag: string }
          expect(["Ok", "NotFound"]).toContain(tagged._tag)
          if (tagged._tag === "NotFound") expect(status).toBe(404)
          else expect(status).toBeGreaterThanOrEqual(200)
        }),
        { numRuns: 300 },
      )
    })
  }
})
