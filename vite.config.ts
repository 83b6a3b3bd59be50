import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

/** The diner app. In development the reference server's API is proxied (see server/dev.ts). */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Firestore's chunk is large but loads only in production, after the first paint: the
  // critical path is measured by `npm run bench` instead of this generic warning.
  build: { outDir: "dist", sourcemap: true, chunkSizeWarningLimit: 600 },
})
