import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"
import { projectRoot } from "./config"

/**
 * What the app's two builds are made from: a change to any of these makes them stale. The
 * second also holds the server's page worker (server/http/page-worker.ts and what it imports,
 * tests/unit/app-build.test.ts checks that they are all here).
 */
export const BUILD_SOURCES: ReadonlyArray<string> = [
  "src",
  "schema",
  "streams",
  "tools",
  "public",
  "index.html",
  "vite.config.ts",
  "staff.html",
  "vite.staff.config.ts",
  "tsconfig.json",
  "package-lock.json",
  "server/http/page-worker.ts",
  "server/http/page-html.ts",
  "server/http/early-tap.ts",
  "server/http/after-paint.ts",
]
/** The hash of the sources the last pair of builds was made from: in dist-ssr/, which is never served. */
const stampOf = (root: string) => join(root, "dist-ssr", ".sources-hash")

export interface AppBuildOptions {
  readonly root?: string
  /** Makes dist/ and dist-ssr/ under `root`: Vite's two production builds unless told. */
  readonly build?: (root: string) => Promise<void>
}

/**
 * Builds the app (dist/), the staff screen (dist/staff/) and the server's render of a table's first screen (dist-ssr/:
 * src/app/server-entry.tsx, with the page worker that runs it), as production builds them, unless all were built from the sources
 * as they are now (a hash of them is kept beside the second). `npm start` and the browser tests
 * call it, so neither serves a build older than its code, and neither builds twice for nothing.
 * A build that fails writes no hash: the next call builds again.
 */
export const buildAppIfStale = async ({ root = projectRoot, build = viteBuilds }: AppBuildOptions = {}): Promise<
  "built" | "up to date"
> => {
  const hash = sourcesHash(root)
  const stamp = stampOf(root)
  if (existsSync(join(root, "dist", "index.html")) && existsSync(stamp) && readFileSync(stamp, "utf8") === hash) return "up to date"
  await build(root)
  mkdirSync(join(root, "dist-ssr"), { recursive: true })
  writeFileSync(stamp, hash)
  return "built"
}

const viteBuilds = async (root: string): Promise<void> => {
  const nodeEnv = process.env["NODE_ENV"]
  // vitest sets NODE_ENV=test, which would give React's development build.
  process.env["NODE_ENV"] = "production"
  try {
    const { build } = await import("vite")
    const common = { root, configFile: join(root, "vite.config.ts"), mode: "production", logLevel: "warn" } as const
    await build(common)
    // The renderer, and the page worker that runs it off the server's event loop (server/http/table-pages.ts).
    await build({
      ...common,
      build: {
        ssr: true,
        rolldownOptions: { input: { "server-entry": "src/app/server-entry.tsx", "page-worker": "server/http/page-worker.ts" } },
      },
    })
    // The staff screen (/staff), into dist/staff/ after the diner's build (vite.staff.config.ts says why apart).
    await build({ ...common, configFile: join(root, "vite.staff.config.ts") })
  } finally {
    if (nodeEnv === undefined) delete process.env["NODE_ENV"]
    else process.env["NODE_ENV"] = nodeEnv
  }
}

const sourcesHash = (root: string): string => {
  const hash = createHash("sha256")
  for (const file of BUILD_SOURCES.flatMap((source) => filesUnder(join(root, source))).sort()) {
    hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0")
  }
  return hash.digest("hex")
}

/** The files at `path`: itself, or every file below it; nothing where it does not exist. */
const filesUnder = (path: string): string[] => {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}
