import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { projectRoot } from "../../server/config"
import { BIG_MENU_TABLE } from "../../server/seed/big-menu"
import { CHROMIUM_FLAGS, chromiumPath } from "../support/browser"
import type { Figure } from "./figures"

/** chrome-launcher starts a visible browser unless told otherwise; playwright is headless by default. */
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS]

interface Run {
  readonly score: number
  readonly fcp: number
  readonly lcp: number
  readonly tbt: number
  readonly cls: number
  /** Lighthouse gave up waiting for the page to go quiet and measured at its time limit. */
  readonly timedOut: boolean
}

/** The issue's targets (issue 15), per page. */
interface Targets {
  readonly score: number
  readonly fcp?: number
  readonly lcp: number
  readonly tbt: number
  readonly cls?: number
}

/**
 * One Lighthouse performance audit of a first visit: its default (mobile) preset, with its
 * simulated throttling (slow 4G, 4x CPU slowdown), on a fresh profile. The live feed (one
 * connection for orders, requests and availability) stays open for the page's life; it asks for
 * low priority, so Lighthouse does not count it as a critical request still loading and stops
 * once the page is quiet (at most two requests in flight) rather than at `maxWaitForLoad`, which
 * is only a guard: a run that reaches it is reported.
 */
const audit = async (url: string): Promise<Run> => {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], output: "json", logLevel: "error", maxWaitForLoad: 15_000 })
    const lhr = result?.lhr
    if (lhr === undefined) throw new Error("Lighthouse returned no report")
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      score: Math.round((lhr.categories["performance"]?.score ?? 0) * 100),
      fcp: value("first-contentful-paint"),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      timedOut: lhr.runWarnings.some((warning) => /too slowly|time limit/i.test(warning)),
    }
  } finally {
    chrome.kill()
  }
}

/** Each figure is the median of the runs for that figure alone, as Lighthouse's guidance on variance suggests. */
const median = (runs: ReadonlyArray<Run>, pick: (run: Run) => number): number => {
  const sorted = runs.map(pick).sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const figuresOf = (label: string, runs: ReadonlyArray<Run>, targets: Targets): Figure[] => {
  const timedOut = runs.filter((run) => run.timedOut).length
  const figures: Figure[] = [
    {
      name: `Lighthouse ${label}: performance score, mobile, first visit`,
      value: median(runs, (run) => run.score),
      unit: "points",
      target: `>= ${targets.score}`,
      note: `median of ${runs.length} runs (${runs.map((run) => run.score).join(", ")}); ${timedOut === 0 ? "no run waited for Lighthouse's load time limit" : `${timedOut} runs waited for Lighthouse's load time limit`}`,
    },
  ]
  if (targets.fcp !== undefined) figures.push({ name: `Lighthouse ${label}: FCP`, value: Math.round(median(runs, (run) => run.fcp)), unit: "ms", target: `<= ${targets.fcp}` })
  figures.push(
    { name: `Lighthouse ${label}: LCP`, value: Math.round(median(runs, (run) => run.lcp)), unit: "ms", target: `<= ${targets.lcp}`, note: `runs: ${runs.map((run) => Math.round(run.lcp)).join(", ")}; simulated slow 4G, 4x CPU slowdown` },
    { name: `Lighthouse ${label}: TBT`, value: Math.round(median(runs, (run) => run.tbt)), unit: "ms", target: `<= ${targets.tbt}`, note: `runs: ${runs.map((run) => Math.round(run.tbt)).join(", ")}` },
  )
  if (targets.cls !== undefined) figures.push({ name: `Lighthouse ${label}: CLS`, value: Number(median(runs, (run) => run.cls).toFixed(3)), unit: "", target: `<= ${targets.cls}` })
  return figures
}

/** The table's HTML as a phone gets it (gzip), and whether the first dishes' names and prices are in it before any script runs. */
const firstScreenHtml = async (origin: string): Promise<Figure> => {
  const html = await (await fetch(`${origin}/demo-table-1`, { headers: { "accept-language": "en" } })).text()
  const cards = [...html.matchAll(/<button[^>]*data-item="[^"]+"[^>]*>[\s\S]*?<\/button>/g)].slice(0, 4).map((match) => match[0])
  const named = cards.length === 4 && cards.every((card) => /<span[^>]*>[^<]+<\/span><span[^>]*>[^<]*\d[^<]*<\/span>/.test(card))
  return { name: "HTML of /demo-table-1, gzip", value: Number((gzipSync(html).length / 1024).toFixed(1)), unit: "kB", target: "<= 30", note: named ? "the first screen's dish names and prices are in it before any script runs" : "the first screen's dish names and prices are NOT all in the HTML" }
}

/** The speed peer (see ../shared/peer/README.md), served on loopback while the audits run; null where it is absent. */
const startPeer = async (): Promise<{ readonly url: string; readonly stop: () => void } | null> => {
  const folder = join(projectRoot, "..", "shared", "peer")
  if (!existsSync(join(folder, "serve-byteorder.mjs"))) return null
  const port = 4300 + Math.floor(Math.random() * 500)
  const child = spawn(process.execPath, [join(folder, "serve-byteorder.mjs"), join(folder, "byteorder-dist"), String(port)], { stdio: "ignore" })
  const url = `http://127.0.0.1:${port}/k/demo/order`
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await fetch(url).then((answer) => answer.ok, () => false)) return { url, stop: () => child.kill() }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  return null
}

/**
 * The demo table's first visit and the 2,000-dish menu's, each median of `runs` (the issue's:
 * 5), alternating with the speed peer's order page in the same run (issue 25's targets: LCP at
 * most 0.75x the peer's).
 */
export const lighthouseFirstVisit = async (origin: string, runs = 5): Promise<Figure[]> => {
  const peer = await startPeer()
  const table: Run[] = []
  const peers: Run[] = []
  try {
    for (let run = 0; run < runs; run++) {
      if (peer !== null) peers.push(await audit(peer.url))
      table.push(await audit(`${origin}/demo-table-1`))
    }
  } finally {
    peer?.stop()
  }
  const big: Run[] = []
  for (let run = 0; run < runs; run++) big.push(await audit(`${origin}/${BIG_MENU_TABLE}`))
  const peerLcp = peers.length === 0 ? null : median(peers, (run) => run.lcp)
  const ratio: Figure[] =
    peerLcp === null
      ? []
      : [
          ...figuresOf("the peer's order page (ByteOrder)", peers, { score: 0, lcp: Number.POSITIVE_INFINITY, tbt: Number.POSITIVE_INFINITY }).map((figure) => ({ ...figure, target: "—" })),
          { name: "Lighthouse /demo-table-1: LCP against the peer's, same run", value: Number((median(table, (run) => run.lcp) / peerLcp).toFixed(2)), unit: "x", target: "<= 0.75", note: `peer's LCP ${Math.round(peerLcp)} ms (median of ${peers.length}, alternating with ours)` },
        ]
  return [...figuresOf("/demo-table-1", table, { score: 98, lcp: 1450, tbt: 50, cls: 0 }), ...ratio, await firstScreenHtml(origin), ...figuresOf(`/${BIG_MENU_TABLE}`, big, { score: 90, lcp: 2000, tbt: 200 })]
}

// `node --import tsx tests/bench/lighthouse.ts <origin> [runs]`: the figures, for working on them.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await lighthouseFirstVisit(process.argv[2] ?? "http://localhost:8080", Number(process.argv[3] ?? 1)))
}
