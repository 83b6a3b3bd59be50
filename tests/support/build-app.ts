import { build } from "vite"
import { projectRoot } from "../../server/config"

/** Browser tests run against the app as built from the code under test, never a stale dist/. */
export default async function buildApp(): Promise<void> {
  await build({ root: projectRoot, configFile: `${projectRoot}/vite.config.ts`, logLevel: "warn" })
}
