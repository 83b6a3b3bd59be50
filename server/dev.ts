/**
 * Entry point of `npm run dev`: boots the reference server (server/boot.ts) on a free loopback
 * port without serving the built app, and puts Vite's dev server with hot reload in front of
 * it on PORT, passing /api, /img and the sign-in calls through. `npm start` is server/main.ts.
 */
import { createServer } from "vite"
import { bootOrExit, readConfigOrExit } from "./boot"
import { projectRoot } from "./config"

const config = readConfigOrExit(process.env)
// An e-mailed receipt's link opens on Vite's port, which passes it through.
const publicOrigin = config.publicOrigin ?? `http://localhost:${config.port}`
const booted = await bootOrExit({ ...config, publicOrigin }, { port: 0, host: "127.0.0.1", staticDir: null })
const api = booted.server.origin

const vite = await createServer({
  root: projectRoot,
  configFile: `${projectRoot}/vite.config.ts`,
  server: {
    port: config.port,
    strictPort: true,
    proxy: { "/api": api, "/img": api, "/receipt": api, "/identitytoolkit.googleapis.com": api, "/securetoken.googleapis.com": api },
  },
})
await vite.listen()
vite.printUrls()
console.log(`Reference server (API) on ${api}; try http://localhost:${config.port}/demo-table-1`)
if (booted.mailCatcher !== null) console.log(`Mail catcher: read the receipts e-mailed at ${booted.mailCatcher.readUrl}`)

const stop = async () => {
  await vite.close()
  await booted.stop()
  process.exit(0)
}
process.once("SIGINT", stop)
process.once("SIGTERM", stop)
