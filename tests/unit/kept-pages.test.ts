import { describe, expect, it } from "vitest"
import { drawnByServer, keptPageKey, markedKept } from "../../src/app/kept-pages"

const origin = "https://tableside.example"
const keyOf = (link: string, languages: ReadonlyArray<string>) => keptPageKey(new URL(link, origin), languages)

/** The service worker's rule of which page a table's link is kept as (src/app/sw.ts keeps by this key). */
describe("a table's kept page", () => {
  it("is one per table and language, however the link is written", () => {
    const links = ["/demo-table-1", "/demo-table-1/", "/demo-table-1?utm_source=qr", "/demo-table-1?v=2&x=%20"]
    const keys = new Set(links.map((link) => keyOf(link, ["en-GB", "en"])))
    expect(keys.size).toBe(1)
    expect(keyOf("/demo-table-2", ["en"])).not.toEqual(keyOf("/demo-table-1", ["en"]))
  })

  it("is the language the server draws the page in, not each list of languages a browser may send", () => {
    // Every browser whose first language the app speaks is Sinhala shares Sinhala's page (issue 34, finding 4's lists among them).
    const sinhala = [["si"], ["si-LK", "en"], ["de-x", "fr", "it", "si"], ["de", "si", "ta"]].map((languages) =>
      keyOf("/demo-table-1", languages),
    )
    expect(new Set(sinhala).size).toBe(1)
    const tamil = keyOf("/demo-table-1", ["de-x", "fr", "it", "ta"])
    const english = [["en"], ["fr"], []].map((languages) => keyOf("/demo-table-1", languages))
    expect(new Set(english).size).toBe(1)
    expect(new Set([sinhala[0], tamil, english[0]]).size).toBe(3)
  })

  it("is for a table's link only, not the app's routes, the API or files", () => {
    for (const link of ["/", "/venue", "/venue/menu", "/api/venue/demo-table-1", "/assets/index.js", "/img/dish.webp", "/bad code"])
      expect(keyOf(link, ["en"]), link).toBeNull()
  })

  it("is kept only when the server drew it, and says it was kept in its root alone", () => {
    const drawn = '<html lang="en"><body><div id="root" data-ssr="hydrate" data-route="/venue"><main>Menu</main></div></body></html>'
    const shell = '<html><body><div id="root"><p role="status">Loading venue...</p></div></body></html>'
    expect(drawnByServer(drawn)).toBe(true)
    expect(drawnByServer(shell)).toBe(false)
    expect(markedKept(drawn)).toBe(
      '<html lang="en"><body><div id="root" data-kept="" data-ssr="hydrate" data-route="/venue"><main>Menu</main></div></body></html>',
    )
  })
})
