import { createServer } from "vite"
import { projectRoot, readConfig } from "./config"
import { startServer } from "./start"

/**
 * `npm run dev`: the reference server (API and images) beside Vite's dev server with hot
 * reload; Vite answers on PORT (default 8080) and passes /api and /img through.
 */
const config = readConfig(process.env)
const api = await startServer({ ...config, port: 0, host: "127.0.0.1", staticDir: null })

const vite = await createServer({
  root: projectRoot,
  configFile: `${projectRoot}/vite.config.ts`,
  server: {
    port: config.port,
    strictPort: true,
    proxy: { "/api": api.origin, "/img": api.origin },
  },
})
await vite.listen()
vite.printUrls()
console.log(`Reference server (API) on ${api.origin}; try http://localhost:${config.port}/demo-table-1`)

const stop = async () => {
  await vite.close()
  await api.close()
  process.exit(0)
}
process.once("SIGINT", stop)
process.once("SIGTERM", stop)
