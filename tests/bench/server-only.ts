import { readFileSync } from "node:fs"
import { cpus } from "node:os"
import { join } from "node:path"
import { startAuthEmulator } from "../../server/auth/auth-emulator"
import { DEMO_PROJECT_ID, projectRoot } from "../../server/config"
import { TEST_OPERATOR_KEY } from "../support/test-server"
import { meets, writeResults, type Figure } from "./figures"
import { liveLatency } from "./live-latency"
import { postgresServerFigures, startBenchServer } from "./server-bench"
import { serverLoad } from "./server-load"

/**
 * `npm run bench:server`: the server's hot path alone (live latency and the load figures on
 * PGlite, then on PostgreSQL when one answers), each printed with its target, then issue 34's
 * targets side by side. With `--write` (and `--note "..."`, said beside the machine) its figures
 * replace theirs in bench/results.json and BENCHMARKS.md, every other figure left as the last
 * full run wrote it.
 */
const args = process.argv.slice(2)
const figures: Figure[] = []
const emulator = await startAuthEmulator(DEMO_PROJECT_ID, 0)
try {
  const server = await startBenchServer(emulator.host)
  try {
    console.log("bench: live latency with 500 subscribers...")
    figures.push(await liveLatency(server.origin, emulator.host, TEST_OPERATOR_KEY))
    console.log("bench: server under load (PGlite)...")
    figures.push(...(await serverLoad(server, emulator.host, "PGlite")))
  } finally {
    await server.stop()
  }
  console.log("bench: server under load (PostgreSQL)...")
  figures.push(...(await postgresServerFigures(emulator.host)))
} finally {
  await emulator.stop()
}

/** Issue 34's targets for the hot path, by the figure each is read from. */
const HOT_PATH = [
  "Server (PGlite): cart add ÷ one-insert transaction, 200 connections",
  "Server (PostgreSQL): cart add ÷ one-insert transaction, 200 connections",
  "Server (PGlite): menu pick ÷ trivial route, 200 connections",
  "Server (PostgreSQL): menu pick ÷ trivial route, 200 connections",
  "Live: order change to the diner's feed, 500 other subscribers, p95",
  "Server (PostgreSQL): cart adds, two instances ÷ one, 200 connections",
]
console.log("\nThe hot path's targets (issue 34):")
for (const name of HOT_PATH) {
  const figure = figures.find((candidate) => candidate.name === name)
  const verdict = figure === undefined ? null : meets(figure)
  const value = figure?.value ?? "not measured"
  console.log(`  ${name}: ${value} (target ${figure?.target ?? "?"}): ${verdict === null ? "no verdict" : verdict ? "met" : "NOT MET"}`)
}

if (args.includes("--write")) {
  const kept = JSON.parse(readFileSync(join(projectRoot, "bench/results.json"), "utf8")) as Figure[]
  const measured = new Map(figures.map((figure) => [figure.name, figure]))
  const merged = [
    ...kept.map((figure) => measured.get(figure.name) ?? figure),
    ...figures.filter((figure) => !kept.some((old) => old.name === figure.name)),
  ]
  const noteAt = args.indexOf("--note")
  const note = noteAt === -1 ? "" : `; ${args[noteAt + 1] ?? ""}`
  writeResults(
    merged,
    `${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}; the live and server figures (Live, Server) from \`npm run bench:server\` on ${new Date().toISOString().slice(0, 10)}, the others from the last full run${note}`,
  )
  console.log("bench: bench/results.json and BENCHMARKS.md updated with these figures")
}
process.exit(0)
