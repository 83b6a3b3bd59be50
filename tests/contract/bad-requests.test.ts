import { describe, expect, it } from "vitest"
import { api } from "../../schema/api"
import { loggableUrl } from "../../server/http/hardening"
import { DEMO_TABLE } from "../support/diner"
import { setupServerAndDiner } from "../support/suite"

/** Bad requests get a 4xx with a clear message; the server stays up and writes nothing. */
describe("bad requests and hardening", () => {
  const suite = setupServerAndDiner()

  const post = (body: string, contentType = "application/json") =>
    fetch(`${suite.server.origin}${api.cartAdd.path}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${suite.diner.token()}`,
        tenant: DEMO_TABLE.tenantId,
        qr: DEMO_TABLE.qrCode,
        "content-type": contentType,
      },
      body,
    })

  it("answers invalid JSON, an oversized body and a wrong content type with a 4xx and a message", async () => {
    const cases: Array<[string, string, number]> = [
      ["{not json", "application/json", 400],
      [JSON.stringify({ id: "x".repeat(70_000), selectedChoices: {}, quantity: 1 }), "application/json", 413],
      ["id=item-ceylon-tea", "application/x-www-form-urlencoded", 415],
      ["[]", "application/json", 400],
      [JSON.stringify({ id: "item-ceylon-tea", selectedChoices: { spice: "hot" }, quantity: 1 }), "application/json", 400],
    ]
    for (const [body, type, status] of cases) {
      const response = await post(body, type)
      expect(response.status, body.slice(0, 40)).toBe(status)
      const answer = (await response.json()) as { errors?: Array<{ message: string }> }
      expect(answer.errors?.[0]?.message.length ?? 0, `${status}: ${JSON.stringify(answer)}`).toBeGreaterThan(5)
    }
    // Nothing was written: the diner still has no cart.
    expect(await suite.diner.rpc(api.cartGet, {})).toEqual({ _tag: "NotFound" })
  })

  it("sends a Content-Security-Policy without inline scripts, and the usual hardening headers", async () => {
    for (const path of ["/api/venue/demo-table-1", "/api/nothing"]) {
      const response = await fetch(`${suite.server.origin}${path}`)
      const csp = response.headers.get("content-security-policy") ?? ""
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(response.headers.get("x-content-type-options")).toBe("nosniff")
      expect(response.headers.get("x-frame-options")).toBe("DENY")
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    }
  })

  it("masks phone numbers and codes in logged request lines", () => {
    expect(loggableUrl("/api/user/phone/0771234567")).toBe("/api/user/phone/[redacted]")
    expect(loggableUrl("/api/user/phone/verify/123456")).toBe("/api/user/phone/verify/[redacted]")
    expect(loggableUrl("/api/dev/sms-outbox?phone=0771234567")).toBe("/api/dev/sms-outbox?phone=[redacted]")
    expect(loggableUrl("/api/cart")).toBe("/api/cart")
  })
})
