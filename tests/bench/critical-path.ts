import { gzipSync } from "node:zlib"
import { launchChromium, PHONE_VIEWPORT } from "../support/browser"
import type { Figure } from "./figures"

/**
 * The JavaScript a first visit to a table's link loads until the first dish is painted, gzip
 * bytes (what a phone downloads with compression), and how long the paint took on loopback.
 */
export const criticalPath = async (origin: string): Promise<Figure[]> => {
  const { browser, close } = await launchChromium()
  try {
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT })
    const scripts: Array<Promise<number>> = []
    const names: string[] = []
    let painted = false
    page.on("response", (response) => {
      if (painted || response.request().resourceType() !== "script") return
      const name = new URL(response.url()).pathname.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.js$/, "")
      scripts.push(
        response.body().then(
          (body) => {
            const size = gzipSync(body).length
            names.push(`${name} ${(size / 1000).toFixed(1)}`)
            return size
          },
          () => 0,
        ),
      )
    })
    const start = Date.now()
    await page.goto(`${origin}/demo-table-1`)
    await page.locator("[data-item]").first().waitFor()
    painted = true
    const elapsed = Date.now() - start
    const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0)
    return [
      { name: "Critical-path JavaScript, /demo-table-1 to first dish painted (gzip)", value: Number((bytes / 1000).toFixed(1)), unit: "kB", target: "<= 200", note: `${scripts.length} scripts, kB: ${names.sort((a, b) => Number(b.split(" ")[1]) - Number(a.split(" ")[1])).slice(0, 6).join(", ")}` },
      { name: "First visit to first dish painted (loopback, no throttling)", value: elapsed, unit: "ms", target: "<= 2000", note: "not Lighthouse: see the note below the table" },
    ]
  } finally {
    await close()
  }
}
