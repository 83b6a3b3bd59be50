import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

/** The diner app. In development the reference server's API is proxied (see server/dev.ts). */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir: "dist", sourcemap: true },
})
