import { availabilityFlips, coldDraw, longestAndP99 } from "../support/cheap-call-waits"
import type { Figure } from "./figures"
import { percentile } from "./measure"
import { startBenchServer } from "./server-bench"

/**
 * A cheap call's wait while the 2,000-dish page is drawn, as tests/fault/page-drawing.test.ts
 * checks it: drawn cold in three languages at once (issue 34, finding 7), then a dish taken off
 * and put back and the page asked again, four rounds (issue 49, item 7). A server of its own
 * (PGlite in memory, the big venue seeded), so that its pages are cold whatever ran before.
 */
export const pageDrawing = async (authEmulatorHost: string): Promise<Figure[]> => {
  const server = await startBenchServer(authEmulatorHost, { SEED_BIG_MENU: "1" })
  try {
    const cold = await coldDraw(server.origin)
    const flips = await availabilityFlips(server.origin)
    const coldWait = longestAndP99(cold.waits)
    const flipWait = longestAndP99(flips.waits)
    const quiet = `${Math.max(...cold.quiet).toFixed(1)} ms with nothing drawn`
    const rounds = flips.rounds.map(({ ms }) => `${ms}`).join(", ")
    return [
      {
        name: "Server (PGlite): a cheap call's longest wait, the 2,000-dish page drawn cold in three languages",
        value: round(coldWait.longest),
        unit: "ms",
        target: "< 50",
        note: `${cold.waits.length} probes; pages after ${cold.pages.map(({ language, ms }) => `${language} ${ms} ms`).join(", ")}; ${quiet}`,
      },
      {
        name: "Server (PGlite): a cheap call's longest wait, a dish flipped and the 2,000-dish page asked in three languages, 4 rounds",
        value: round(flipWait.longest),
        unit: "ms",
        target: "< 50",
        note: `${flips.waits.length} probes; rounds of ${rounds} ms (flip, then the three pages)`,
      },
      {
        name: "Server (PGlite): a cheap call's wait, p99, a dish flipped and the 2,000-dish page asked in three languages, 4 rounds",
        value: round(flipWait.p99),
        unit: "ms",
        target: "< 25",
        note: `the same probes; median ${round(percentile(flips.waits, 0.5))} ms`,
      },
    ]
  } finally {
    await server.stop()
  }
}

const round = (ms: number) => Number(ms.toFixed(1))
