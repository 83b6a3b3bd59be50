import { describe, expect, it } from "vitest"
import type { TablePage } from "../../schema/table-page"
import { pageHtml } from "../../server/http/page-html"
import { keptPagesVenueCache } from "../../streams/venue-cache"
import { menuOf, venueAnswer } from "../support/fixtures"

/**
 * The device's one copy of a table's answers is the page the service worker kept for its link:
 * the app's screens read the venue and menu out of it (streams/venue-cache.ts) as the server put
 * them in (server/http/page-html.ts). Only Cache Storage is stood in for, by the pages it holds.
 */
const template = '<html lang="en"><head><title>Tableside</title></head><body><div id="root"></div></body></html>'
const parts = { template, styles: [], notNeeded: new Map() }
const venue = venueAnswer({ qrCode: "t1" })
// A dish name a script element would end at, were it not escaped, and the line separators JSON allows but scripts did not.
const menu = menuOf("Kottu </script><b>", "Hoppers \u2028 \u2029")

const pageOf = (answers: TablePage["answers"]): string =>
  pageHtml(parts, {
    language: "en",
    title: "Lotus",
    html: "<main>Menu</main>",
    route: "/venue",
    firstPicture: null,
    answers,
    firstSections: null,
    noScript: "Ordering needs JavaScript.",
    dishPreview: null,
  })

const answer = (body: unknown) => ({ text: JSON.stringify({ body }), etag: '"e1"' })

const keptPages = (pages: Readonly<Record<string, string>>): CacheStorage =>
  ({
    match: async (request: RequestInfo | URL, options?: CacheQueryOptions) => {
      const path = String(request)
      expect(options).toMatchObject({ ignoreSearch: true })
      const html = pages[path]
      return html === undefined ? undefined : new Response(html, { headers: { "content-type": "text/html" } })
    },
  }) as unknown as CacheStorage

describe("the venue kept on the device", () => {
  it("is read from the kept page of the table's link, as the server carried it", async () => {
    const cache = keptPagesVenueCache(keptPages({ "/t1": pageOf({ venue: answer(venue), menu: answer(menu) }) }), () => undefined)
    expect(await cache.read("t1")).toEqual({ venue, menu })
  })

  it("is nothing for a table with no kept page, a page without the whole menu (a large one), or an answer that is not one", async () => {
    const problems: string[] = []
    const cache = keptPagesVenueCache(
      keptPages({
        "/large": pageOf({ venue: answer(venue), menu: null }),
        "/odd": pageOf({ venue: answer({ venue: "no" }), menu: answer(menu) }),
        "/broken": '<script type="application/json" id="tableside-venue">{not json</script>',
      }),
      (problem) => problems.push(problem),
    )
    expect(await Promise.all(["t9", "large", "odd", "broken"].map(cache.read))).toEqual([null, null, null, null])
    expect(problems).toEqual([expect.stringContaining("the kept venue could not be read")])
  })
})
