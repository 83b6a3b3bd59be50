import { createServer } from "vite"
import { bootOrExit } from "./boot"
import { projectRoot, readConfig } from "./config"

/**
 * `npm run dev`: the reference server (API, images, Auth emulator) beside Vite's dev server
 * with hot reload; Vite answers on PORT (default 8080) and passes /api and /img through.
 */
const config = readConfig(process.env)
const booted = await bootOrExit(config, { port: 0, host: "127.0.0.1", staticDir: null })
const api = booted.server.origin

const vite = await createServer({
  root: projectRoot,
  configFile: `${projectRoot}/vite.config.ts`,
  server: { port: config.port, strictPort: true, proxy: { "/api": api, "/img": api, "/identitytoolkit.googleapis.com": api, "/securetoken.googleapis.com": api } },
})
await vite.listen()
vite.printUrls()
console.log(`Reference server (API) on ${api}; try http://localhost:${config.port}/demo-table-1`)

const stop = async () => {
  await vite.close()
  await booted.stop()
  process.exit(0)
}
process.once("SIGINT", stop)
process.once("SIGTERM", stop)
