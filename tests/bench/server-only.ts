import { startAuthEmulator } from "../../server/auth/auth-emulator"
import { DEMO_PROJECT_ID } from "../../server/config"
import { postgresServerFigures, startBenchServer } from "./server-bench"
import { serverLoad } from "./server-load"

/**
 * `npm run bench:server`: the server's load figures alone (PGlite, then PostgreSQL when one
 * answers), printed with their targets; bench/results.json is left as the full run wrote it.
 */
const emulator = await startAuthEmulator(DEMO_PROJECT_ID, 0)
try {
  const server = await startBenchServer(emulator.host)
  try {
    console.log("bench: server under load (PGlite)...")
    await serverLoad(server.origin, emulator.host, "PGlite")
  } finally {
    await server.stop()
  }
  console.log("bench: server under load (PostgreSQL)...")
  await postgresServerFigures(emulator.host)
} finally {
  await emulator.stop()
}
process.exit(0)
