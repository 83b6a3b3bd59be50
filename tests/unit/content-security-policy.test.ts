import { describe, expect, it } from "vitest"
import { contentSecurityPolicy } from "../../server/http/hardening"

/** The policy by payment provider: Stripe's documented origins for the Payment Element with Stripe, none with the demo. */
describe("the Content-Security-Policy", () => {
  const directives = (policy: string) => new Map(policy.split("; ").map((each) => [each.split(" ")[0], each.split(" ").slice(1)]))

  it("with Stripe allows Stripe.js, its frames and its API, and nothing else of Stripe's", () => {
    const policy = directives(contentSecurityPolicy("stripe"))
    expect(policy.get("script-src")).toContain("https://js.stripe.com")
    expect(policy.get("frame-src")).toEqual(["https://js.stripe.com", "https://hooks.stripe.com"])
    expect(policy.get("connect-src")).toContain("https://api.stripe.com")
    const stripeOrigins = [...policy.values()].flat().filter((source) => source.includes("stripe"))
    expect(stripeOrigins.sort()).toEqual([
      "https://api.stripe.com",
      "https://hooks.stripe.com",
      "https://js.stripe.com",
      "https://js.stripe.com",
    ])
  })

  it("with the demo provider names no Stripe origin, and is otherwise the same", () => {
    const demo = contentSecurityPolicy("demo")
    expect(demo).not.toContain("stripe")
    expect(directives(demo).has("frame-src")).toBe(false)
    const withoutStripe = contentSecurityPolicy("stripe")
      .split("; ")
      .filter((each) => !each.startsWith("frame-src"))
      .join("; ")
      .replaceAll(/ https:\/\/(js|api)\.stripe\.com/g, "")
    expect(withoutStripe).toBe(demo)
  })
})
