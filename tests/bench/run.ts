import { cpus } from "node:os"
import { build } from "vite"
import { startAuthEmulator } from "../../server/auth/auth-emulator"
import { DEMO_PROJECT_ID, projectRoot } from "../../server/config"
import { TEST_OPERATOR_KEY } from "../support/test-server"
import { bigMenu } from "./big-menu"
import { criticalPath } from "./critical-path"
import { lighthouseFirstVisit } from "./lighthouse"
import { mainThreadAfterPaint } from "./main-thread"
import { repeatVisit } from "./repeat-visit"
import { restoreTime } from "./restore"
import { signInStart } from "./sign-in-start"
import { tapToDrawer } from "./tap-to-drawer"
import { firstTap } from "./first-tap"
import { meets, writeResults, type Figure } from "./figures"
import { liveLatency } from "./live-latency"
import { replayThroughput } from "./replay-throughput"
import { pageDrawing } from "./page-drawing"
import { pgliteSyncCost } from "./pglite-sync"
import { postgresServerFigures, startBenchServer } from "./server-bench"
import { serverLoad } from "./server-load"
import { staffBoardNewOrder } from "./staff-board"

/**
 * `npm run bench`: builds the app, starts the real server (PGlite in memory) beside the Auth
 * emulator, measures each figure, and writes bench/results.json and BENCHMARKS.md.
 * `npm run bench -- --only lighthouse,critical-path` measures only the named parts and prints
 * them, leaving the files as they are (a partial run must not replace the whole table).
 */
const PARTS = [
  "replay",
  "live",
  "server-load",
  "pglite-sync",
  "page-drawing",
  "critical-path",
  "main-thread",
  "sign-in-start",
  "tap-to-drawer",
  "first-tap",
  "lighthouse",
  "repeat-visit",
  "big-menu",
  "restore",
  "staff-board",
  "postgres",
] as const
type Part = (typeof PARTS)[number]
const only = onlyParts(process.argv.slice(2))
/** The parts that threw. */
const failed: string[] = []
const wanted = (part: Part) => only === null || only.has(part)
const figures: Figure[] = []
const step = (name: string) => console.log(`bench: ${name}...`)

if (wanted("replay")) {
  step("replay throughput")
  figures.push(replayThroughput())
}

step("building the app")
process.env["NODE_ENV"] = "production"
await build({ root: projectRoot, configFile: `${projectRoot}/vite.config.ts`, mode: "production", logLevel: "warn" })
// The server's render of a table's first screen (dist-ssr/).
await build({
  root: projectRoot,
  configFile: `${projectRoot}/vite.config.ts`,
  mode: "production",
  logLevel: "warn",
  build: { ssr: "src/app/server-entry.tsx" },
})
// The staff screen (/staff, dist/staff/), built apart as npm run build does (vite.staff.config.ts).
await build({ root: projectRoot, configFile: `${projectRoot}/vite.staff.config.ts`, mode: "production", logLevel: "warn" })

const emulator = await startAuthEmulator(DEMO_PROJECT_ID, 0)
// The demo venues and the 2,000-dish one (table big-menu-1).
const server = await startBenchServer(emulator.host, { SEED_BIG_MENU: "1" })
try {
  // In this order: the server's own figures first, on a server no browser has used yet.
  const onDemoServer: ReadonlyArray<readonly [Part, string, () => Promise<Figure | ReadonlyArray<Figure>>]> = [
    ["live", "live latency with 500 subscribers", () => liveLatency(server.origin, emulator.host, TEST_OPERATOR_KEY)],
    ["server-load", "server under load", () => serverLoad(server, emulator.host, "PGlite")],
    ["pglite-sync", "PGlite on disk, fsync off and on", () => pgliteSyncCost()],
    [
      "page-drawing",
      "a cheap call while the 2,000-dish page is drawn, cold and after availability flips",
      () => pageDrawing(emulator.host),
    ],
    ["critical-path", "critical path in Chromium", () => criticalPath(server.origin)],
    ["main-thread", "the main thread after the first paint, traced, throttled", () => mainThreadAfterPaint(server.origin)],
    ["sign-in-start", "the sign-in request's start, throttled", () => signInStart(server.origin)],
    ["tap-to-drawer", "a tap on a dish at 1.5 s and 4 s to its drawer, throttled", () => tapToDrawer(server.origin)],
    [
      "first-tap",
      "the first tap on a slow phone (DevTools' Slow 4G, 4x CPU): taps at 1.5 s, the flow to a dish in the cart beside the peer's, a tab with no input",
      () => firstTap(server.origin),
    ],
    [
      "lighthouse",
      "Lighthouse, mobile, first visit (5 runs each: /demo-table-1 and the peer, simulated and DevTools throttling, /demo-table-1 with scripts blocked, the 2,000-dish menu)",
      () => lighthouseFirstVisit(server.origin),
    ],
    ["repeat-visit", "repeat visit with the service worker, beside the peer's", () => repeatVisit(server.origin)],
    ["big-menu", "the 2,000-dish menu", () => bigMenu(server.origin)],
    ["restore", "restoring a 10,000-event session", () => restoreTime(server.origin)],
    [
      "staff-board",
      "the staff board with 200 open orders: a new order to its card, and the longest main-thread task as it arrives",
      () => staffBoardNewOrder(server.origin, emulator.host),
    ],
  ]
  for (const [part, name, measure] of onDemoServer) {
    if (!wanted(part)) continue
    step(name)
    figures.push(...(await measuredOrFailed(name, measure)))
  }
  await server.stop()
  if (wanted("postgres")) {
    const name = "server under load on PostgreSQL, one instance and two"
    step(name)
    figures.push(...(await measuredOrFailed(name, () => postgresServerFigures(emulator.host))))
  }
} finally {
  await server.stop()
  await emulator.stop()
}

if (only === null) writeResults(figures, `${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}`)
for (const figure of figures) {
  const verdict = meets(figure)
  // The note too: a partial run writes no table, and some notes are findings (runs that hit Lighthouse's time limit).
  console.log(
    `${figure.name}: ${figure.value ?? "not measured"} ${figure.unit} (target ${figure.target}: ${verdict === null ? "no verdict" : verdict ? "met" : "NOT MET"})${figure.note === undefined ? "" : `; ${figure.note}`}`,
  )
}
// A part that failed is in the table, and fails the run, after every other part has been measured.
process.exit(failed.length === 0 ? 0 : 1)

/**
 * A part's figures, or one naming its failure: a part that throws (a browser's flake, a page
 * that changed under it) is told in the table, and every other part is still measured and
 * written. Before, one part's throw at the 33rd minute lost the whole run's figures.
 */
async function measuredOrFailed(name: string, measure: () => Promise<Figure | ReadonlyArray<Figure>>): Promise<ReadonlyArray<Figure>> {
  try {
    const measured = await measure()
    return isMany(measured) ? measured : [measured]
  } catch (error) {
    const why = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? ""
    console.error(`bench: ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    failed.push(name)
    return [{ name: `Failed: ${name}`, value: null, unit: "", target: "—", note: why }]
  }
}

function isMany(measured: Figure | ReadonlyArray<Figure>): measured is ReadonlyArray<Figure> {
  return Array.isArray(measured)
}

/** The parts named by `--only a,b` (null: every part); an unknown name stops the run, naming the known ones. */
function onlyParts(args: ReadonlyArray<string>): ReadonlySet<Part> | null {
  const index = args.indexOf("--only")
  if (index === -1) return null
  const names = (args[index + 1] ?? "").split(",").filter((name) => name !== "")
  const parts = names.filter(isPart)
  if (names.length === 0 || parts.length < names.length) {
    console.error(`bench: --only takes parts from: ${PARTS.join(", ")} (got "${args[index + 1] ?? ""}")`)
    process.exit(2)
  }
  return new Set(parts)
}

function isPart(name: string): name is Part {
  return (PARTS as ReadonlyArray<string>).includes(name)
}
