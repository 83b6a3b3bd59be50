import react from "@vitejs/plugin-react"
import { defaultClientConditions, defineConfig } from "vite"
import { VitePWA } from "vite-plugin-pwa"
import { inlineEntryCss } from "./tools/vite-inline-css.ts"
import { appModuleSteps } from "./tools/vite-app-modules.ts"
import { precompress } from "./tools/vite-precompress.ts"
import { preloadDynamicImports } from "./tools/vite-preload-dynamic.ts"
import { optionalChunks } from "./tools/vite-optional-chunks.ts"
import { firstTapChunks } from "./tools/vite-first-tap-chunks.ts"

/** The diner app. In development the reference server's API is proxied (see server/dev.ts). */
export default defineConfig(({ mode, isSsrBuild }) => {
  const { define, plugins } = appModuleSteps(mode)
  return {
    // The app's settings, its styles and its catalogues (tools/vite-app-modules.ts).
    define,
    // RxJS's ES2015 build, not its default ES5 one: classes instead of tslib's down-levelled
    // helpers, which the ES5 build pulls in whole (about 2 kB gzip on the way to the first dish).
    // The condition applies to every package; of the app's, only RxJS declares it.
    resolve: { conditions: ["es2015", ...defaultClientConditions] },
    plugins: [
      react(),
      ...plugins,
      // The server's render of a table's first screen (`npm run build` builds it second, to
      // dist-ssr/: src/app/server-entry.tsx) needs only the components, their styles' class
      // names and the texts; the page's own tuning below is the client's.
      ...(isSsrBuild === true ? [] : clientPlugins),
    ],
    // The manifest names each chunk's stylesheets: the server inlines the first screen's (server/http/table-pages.ts).
    build:
      isSsrBuild === true
        ? { outDir: "dist-ssr", emptyOutDir: true, copyPublicDir: false }
        : {
            outDir: "dist",
            sourcemap: true,
            chunkSizeWarningLimit: 600,
            manifest: true,
            rolldownOptions: { output: { codeSplitting: { groups: firstTap.groups }, strictExecutionOrder: true } },
          },
  }
})

const optional = optionalChunks([
  "/node_modules/@firebase/firestore/",
  "/node_modules/@firebase/analytics/",
  "/node_modules/@firebase/installations/",
])

// A drawn menu's hydration, the menu and the dish's drawer: two chunks, not 27 (tools/vite-first-tap-chunks.ts).
const firstTap = firstTapChunks({
  entry: "/src/main.tsx",
  screens: ["/src/app/hydrate-page.tsx", "/src/features/menu/menu-page.tsx", "/src/features/menu/item-drawer.tsx"],
})

const clientPlugins = [
  firstTap.plugin,
  // The app (loaded by the entry once the sign-in has started) and the screens a table's link
  // (the QR code) needs at once: in the HTML, not found by the entry. The menu, its drawer and the
  // hydration are the first tap's chunks, which the app imports: preloaded with it.
  preloadDynamicImports([
    "/src/app/boot.tsx",
    "/src/features/venue-init/venue-init-page.tsx",
    "/src/features/auth-gate/auth-gate-page.tsx",
  ]),
  inlineEntryCss(),
  optional.plugin,
  // The service worker (src/app/sw.ts) on Workbox, built to /sw.js with the build's shell,
  // scripts and stylesheets to precache but the optional ones.
  VitePWA({
    strategies: "injectManifest",
    srcDir: "src/app",
    filename: "sw.ts",
    // src/main.tsx registers it once the page has loaded; the web manifest is public/'s own.
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // A classic script, as src/main.tsx registers it.
      rollupFormat: "iife",
      globPatterns: ["index.html", "assets/**/*.{js,css}"],
      manifestTransforms: [optional.leaveOut],
    },
  }),
  precompress(),
]
// Firestore's chunk is large but loads only in production, after the first paint: the
// critical path is measured by `npm run bench` instead of this generic warning (chunkSizeWarningLimit).
