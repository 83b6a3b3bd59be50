import { mkdirSync } from "node:fs"
import { resolve } from "node:path"
import { startAuthEmulator } from "../../server/auth/auth-emulator"
import { DEMO_PROJECT_ID } from "../../server/config"
import { testDatabases } from "../support/databases"
import { startBenchServer } from "./server-bench"
import { liveLatency } from "./live-latency"
import { profiledLoad, type ProfiledLoad } from "./server-load"
import { availabilityFlips, coldDraw, longestAndP99 } from "../support/cheap-call-waits"
import { TEST_OPERATOR_KEY } from "../support/test-server"

/**
 * `npm run bench:profile -- <menu|trivial|add|insert|live|cold|flip> [pglite|postgres] [folder]`: one of the
 * server bench's loads (or the live latency bench, `live`, or the 2,000-dish page drawn `cold` or
 * after availability `flip`s, as the page-drawing bench asks it) against a server run under `node --cpu-prof`, whose profile lands in
 * the folder (default .data/profiles) when it stops. Where a figure's time goes, for
 * `node --import tsx tools/cpu-profile-summary.ts <file>`.
 */
const [which = "add", database = "pglite", folder = ".data/profiles"] = process.argv.slice(2)
const dir = resolve(folder)
mkdirSync(dir, { recursive: true })
const emulator = await startAuthEmulator(DEMO_PROJECT_ID, 0)
const [, postgres] = testDatabases()
try {
  const location = database === "postgres" ? await postgres?.location() : undefined
  if (database === "postgres" && location?.kind !== "postgres") throw new Error("no PostgreSQL answers here")
  const drawing = which === "cold" || which === "flip"
  const env = { ...(location?.kind === "postgres" ? { DATABASE_URL: location.url } : {}), ...(drawing ? { SEED_BIG_MENU: "1" } : {}) }
  const server = await startBenchServer(emulator.host, env, ["--cpu-prof", `--cpu-prof-dir=${dir}`])
  try {
    if (drawing) {
      const { waits } = which === "cold" ? await coldDraw(server.origin) : await availabilityFlips(server.origin)
      const { longest, p99 } = longestAndP99(waits)
      console.log(
        `${which} on ${database}: a cheap call's longest wait ${longest.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms; profile in ${dir}`,
      )
    } else if (which === "live") {
      const figure = await liveLatency(server.origin, emulator.host, TEST_OPERATOR_KEY)
      console.log(`live on ${database}: p95 ${figure.value} ms (${figure.note}); profile in ${dir}`)
    } else {
      const perSecond = await profiledLoad(which as ProfiledLoad, server.origin, emulator.host)
      console.log(`${which} on ${database}: ${Math.round(perSecond)} req/s; profile in ${dir}`)
    }
  } finally {
    await server.stop()
  }
} finally {
  if (database === "postgres") await postgres?.drop()
  await emulator.stop()
}
process.exit(0)
