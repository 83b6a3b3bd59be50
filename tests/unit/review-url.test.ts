import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { ReviewUrl } from "../../schema/venue"
import { demoReviewUrl } from "../../server/seed/demo-venue"

/** The venue's review link (schema/venue.ts ReviewUrl) becomes a link's href: an https URL that parses, nothing else. */
describe("a venue's review link", () => {
  const isReviewUrl = Schema.is(ReviewUrl)

  it("takes https links to a named host, the demo's included", () => {
    for (const url of [demoReviewUrl, "https://g.page/r/CabcdEFG/review", "https://search.google.com/local/writereview?placeid=ChIJ"])
      expect(isReviewUrl(url), url).toBe(true)
  })

  it("refuses anything else: another scheme, no host, an address, spaces or control characters, too long", () => {
    for (const url of [
      "http://g.page/r/abc/review",
      "javascript:alert(1)",
      "//g.page/r/abc",
      "https://",
      "https://localhost/review",
      "https://256.1.1.1/review",
      "https://g.page/r/a b",
      "https://g.page/r/a\u0000b",
      `https://g.page/${"r".repeat(500)}`,
    ])
      expect(isReviewUrl(url), url).toBe(false)
  })
})
