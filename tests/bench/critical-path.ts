import { gzipSync } from "node:zlib"
import { launchChromium, PHONE_VIEWPORT } from "../support/browser"
import type { Figure } from "./figures"
import { chunkName } from "./measure"

/**
 * The JavaScript a first visit to a table's link loads until the first dish is painted, gzip
 * bytes (what a phone downloads with compression), and how long the paint took on loopback.
 * "Until painted" is taken in the page: scripts whose request started before the first dish
 * entered the document count; what the app fetches after that (the local database, the
 * other screens) does not.
 */
export const criticalPath = async (origin: string): Promise<Figure[]> => {
  const { browser, close } = await launchChromium()
  try {
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT })
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.querySelector("[data-item]") === null) return
        ;(globalThis as { firstDishAt?: number }).firstDishAt = performance.now()
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    const sizes = new Map<string, Promise<number>>()
    page.on("response", (response) => {
      // Prefetched code is not of the "script" type until it is run: named by its file.
      if (response.request().resourceType() === "script" || new URL(response.url()).pathname.endsWith(".js"))
        sizes.set(
          response.url(),
          response.body().then(
            (body) => gzipSync(body).length,
            () => 0,
          ),
        )
    })
    await page.goto(`${origin}/demo-table-1`)
    await page.locator("[data-item]").first().waitFor()
    const { firstDishAt, scripts } = await page.evaluate(() => {
      const at = (globalThis as { firstDishAt?: number }).firstDishAt ?? performance.now()
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[]
      return {
        firstDishAt: at,
        scripts: entries
          .filter((entry) => entry.initiatorType === "script" || entry.name.endsWith(".js"))
          .filter((entry) => entry.startTime < at)
          .map((entry) => entry.name),
      }
    })
    const beforePaint = await gzipped(scripts, sizes)
    // The app takes the page over after its first paint (src/main.tsx): what it runs until the
    // page is hydrated is the code between a tap and a page that answers it.
    await page.waitForFunction(() => performance.getEntriesByName("tableside:hydrated").length > 0, undefined, { timeout: 30_000 })
    // Fetched before the page was hydrated, less what is only fetched ahead (the prefetch links of
    // the store's sources, imported once the page is hydrated).
    const imported = await page.evaluate(() => {
      const hydrated = performance.getEntriesByName("tableside:hydrated")[0]?.startTime ?? Number.NaN
      const prefetched = new Set([...document.querySelectorAll<HTMLLinkElement>("link[rel=prefetch]")].map((link) => link.href))
      return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => entry.name.endsWith(".js") && !prefetched.has(entry.name) && entry.startTime < hydrated)
        .map((entry) => entry.name)
    })
    const toHydrated = await gzipped(imported, sizes)
    return [
      {
        name: "Critical-path JavaScript, /demo-table-1 to first dish painted (gzip)",
        value: beforePaint.kB,
        unit: "kB",
        target: "<= 120",
        note: beforePaint.note,
      },
      {
        name: "JavaScript run from the first paint to the page hydrated, /demo-table-1 (gzip)",
        value: toHydrated.kB,
        unit: "kB",
        target: "<= 120",
        note: `${toHydrated.note}; fetched after the first paint and run as soon as it is in`,
      },
      {
        name: "First visit to first dish in the page (loopback, no throttling)",
        value: Math.round(firstDishAt),
        unit: "ms",
        target: "<= 2000",
        note: "not Lighthouse (see below the table)",
      },
    ]
  } finally {
    await close()
  }
}

/** The gzip size of `urls` (as `sizes` has them), in kB, with the largest named. */
const gzipped = async (urls: ReadonlyArray<string>, sizes: ReadonlyMap<string, Promise<number>>) => {
  const counted = await Promise.all(
    [...new Set(urls)].map(async (url) => ({
      name: chunkName(url),
      size: (await sizes.get(url)) ?? 0,
    })),
  )
  const bytes = counted.reduce((sum, script) => sum + script.size, 0)
  const largest = [...counted]
    .sort((a, b) => b.size - a.size)
    .slice(0, 5)
    .map((script) => `${script.name} ${(script.size / 1000).toFixed(1)}`)
  return { kB: Number((bytes / 1000).toFixed(1)), note: `${counted.length} scripts; largest (kB): ${largest.join(", ")}` }
}
