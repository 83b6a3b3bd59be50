import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import { loadEnv, type Plugin } from "vite"
import { readAppConfig } from "../schema/app-config.ts"
import { compiledMessages } from "./vite-messages.ts"

/**
 * What the app's modules need wherever they are compiled (the browser's build and the server's
 * render of a table's page, vite.config.ts; the screens drawn in Node, tests/screens/ in
 * vitest.config.ts): the app's settings, checked against their schema here (a bad VITE_* value
 * stops the build), the styles' class names and the compiled catalogues.
 */
export const appModuleSteps = (mode: string): { readonly define: Record<string, string>; readonly plugins: Plugin[] } => ({
  define: { __APP_CONFIG__: JSON.stringify(readAppConfig(loadEnv(mode, process.cwd(), "VITE_"))) },
  plugins: [...vanillaExtractPlugin(), compiledMessages({ folder: "/src/ui/i18n/messages/" })],
})
