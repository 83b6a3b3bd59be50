import { existsSync } from "node:fs"
import { join } from "node:path"
import { projectRoot, readConfig } from "./config"
import { demoServiceAreas } from "./seed/demo-venue"
import { startServer } from "./start"

/** `npm start`: builds the app when it has not been built, then serves app and API. */
const config = readConfig(process.env)

if (!existsSync(join(config.staticDir, "index.html"))) {
  console.log("Building the app (first start)...")
  const { build } = await import("vite")
  await build({ root: projectRoot, configFile: join(projectRoot, "vite.config.ts"), logLevel: "warn" })
}

const server = await startServer(config)
console.log(`Tableside is serving on ${server.origin} (${config.db.kind === "pglite" ? "PGlite in .data/" : "PostgreSQL"})`)
console.log("Demo tables:")
for (const area of demoServiceAreas) console.log(`  ${server.origin}/${area.qrCode}  (${area.name}, ${area.authType})`)

const stop = async () => {
  await server.close()
  process.exit(0)
}
process.once("SIGINT", stop)
process.once("SIGTERM", stop)
