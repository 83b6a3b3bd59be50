import react from "@vitejs/plugin-react"
import { defaultClientConditions, defineConfig } from "vite"
import { appModuleSteps } from "./tools/vite-app-modules.ts"
import { precompress } from "./tools/vite-precompress.ts"

/**
 * The venue's staff screen (/staff): a second entry beside the diner app, built by the same
 * `npm run build` (server/app-build.ts) right after it, into dist/staff/. A second pass rather
 * than a second input of vite.config.ts: one bundle with both entries re-chunks the modules the
 * two share (React, the schemas), and every diner chunk changed with it; this way the diner's
 * build is byte for byte what it was, its service worker never lists the staff's files, and
 * the staff screen carries its own copies of what it shares.
 */
export default defineConfig(({ mode }) => {
  const { define, plugins } = appModuleSteps(mode)
  return {
    define,
    // Its files are served under /staff/assets/, beside the page (server/http/staff-page.ts).
    base: "/staff/",
    // public/ is the diner's (its icons, its web manifest), served from the root already: the page
    // links the root's favicon as it is, and nothing of public/ is copied under /staff/.
    publicDir: false,
    resolve: { conditions: ["es2015", ...defaultClientConditions] },
    plugins: [react(), ...plugins, precompress()],
    build: {
      outDir: "dist/staff",
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: { input: { staff: "staff.html" } },
    },
  }
})
