import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { CHROMIUM_FLAGS, chromiumPath } from "../support/browser"
import type { Figure } from "./figures"

/** chrome-launcher starts a visible browser unless told otherwise; playwright is headless by default. */
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS]

/**
 * Lighthouse's performance audit of a first visit to a table's link: its default (mobile)
 * preset, with its simulated throttling (slow 4G, 4x CPU slowdown), on a fresh profile. The
 * median run of three is reported, as Lighthouse's own guidance suggests for variance.
 */
export const lighthouseFirstVisit = async (origin: string, runs = 3): Promise<Figure[]> => {
  const results: Array<{ score: number; lcp: number; tbt: number; cls: number; fcp: number }> = []
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS })
    try {
      // The live feeds stay open, so the network never goes quiet: Lighthouse would wait its
      // full 45 s for that on every run. The page is loaded within a few seconds.
      const result = await lighthouse(`${origin}/demo-table-1`, { port: chrome.port, onlyCategories: ["performance"], output: "json", logLevel: "error", maxWaitForLoad: 15_000 })
      const lhr = result?.lhr
      if (lhr === undefined) throw new Error("Lighthouse returned no report")
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      results.push({
        score: Math.round((lhr.categories["performance"]?.score ?? 0) * 100),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        fcp: audit("first-contentful-paint"),
      })
    } finally {
      chrome.kill()
    }
  }
  const median = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)]
  if (median === undefined) throw new Error("No Lighthouse run finished")
  const scores = results.map((result) => result.score).join(", ")
  return [
    { name: "Lighthouse performance score, mobile, first visit", value: median.score, unit: "points", target: ">= 95", note: `median of ${results.length} runs (${scores}); FCP ${Math.round(median.fcp)} ms` },
    { name: "Lighthouse LCP", value: Math.round(median.lcp), unit: "ms", target: "<= 2000", note: "simulated slow 4G, 4x CPU slowdown" },
    { name: "Lighthouse TBT", value: Math.round(median.tbt), unit: "ms", target: "<= 150" },
    { name: "Lighthouse CLS", value: Number(median.cls.toFixed(3)), unit: "", target: "<= 0.02" },
  ]
}

// `node --import tsx tests/bench/lighthouse.ts <origin>`: one figure set, for working on it.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await lighthouseFirstVisit(process.argv[2] ?? "http://localhost:8080", 1))
}
