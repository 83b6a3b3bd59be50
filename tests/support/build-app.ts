import { build } from "vite"
import { projectRoot } from "../../server/config"

/**
 * Browser tests run against the app as built from the code under test, never a stale dist/,
 * and as production builds it: vitest sets NODE_ENV=test, which would give React's dev build.
 */
export default async function buildApp(): Promise<void> {
  const nodeEnv = process.env["NODE_ENV"]
  process.env["NODE_ENV"] = "production"
  try {
    await build({ root: projectRoot, configFile: `${projectRoot}/vite.config.ts`, mode: "production", logLevel: "warn" })
    // The server's render of a table's first screen (dist-ssr/, src/app/server-entry.tsx).
    await build({
      root: projectRoot,
      configFile: `${projectRoot}/vite.config.ts`,
      mode: "production",
      logLevel: "warn",
      build: { ssr: "src/app/server-entry.tsx" },
    })
  } finally {
    if (nodeEnv === undefined) delete process.env["NODE_ENV"]
    else process.env["NODE_ENV"] = nodeEnv
  }
}
