import { build, type Plugin } from "esbuild"
import { execFile } from "node:child_process"
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { dirname, join } from "node:path"
import { pathToFileURL } from "node:url"
import { promisify } from "node:util"
import { injected } from "./injected"
import { projectRoot } from "../../server/config"

/** The project's scripts that tests run as processes of their own, as `npm start`, `npm run venue` and `npm run replay` run them. */
const SCRIPTS = { server: "server/main.ts", cli: "server/cli.ts", replay: "tools/replay.ts" } as const
export type Script = keyof typeof SCRIPTS

/**
 * The scripts bundled once for the run (esbuild, packages left to node_modules), so that each
 * process a test starts runs plain JavaScript: under tsx, every start compiled and resolved the
 * server's hundreds of modules again through its loader thread, about 2.2 CPU seconds a server
 * against 0.9, and the run starts some forty of them. The same sources, nothing left out: a
 * module's `import.meta.url` and `import.meta.dirname` stay those of its source file, so the
 * files found beside it (the page worker, the stall watcher, the project's root) are the same.
 * Kept under node_modules/.cache, inside the project, where the bundle's packages resolve.
 */
export const bundleScripts = async (): Promise<{ readonly dir: string; readonly remove: () => void }> => {
  const cache = join(projectRoot, "node_modules", ".cache")
  mkdirSync(cache, { recursive: true })
  const dir = mkdtempSync(join(cache, "tableside-scripts-"))
  try {
    await build({
      entryPoints: Object.fromEntries(Object.entries(SCRIPTS).map(([name, path]) => [name, join(projectRoot, path)])),
      outdir: dir,
      outExtension: { ".js": ".mjs" },
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "node",
      target: "node20",
      packages: "external",
      jsx: "automatic",
      logLevel: "error",
      plugins: [importMetaOfSource],
    })
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** Each module's own `import.meta.url` and `.dirname`, written in as the source file's. */
const importMetaOfSource: Plugin = {
  name: "import-meta-of-source",
  setup(bundler) {
    bundler.onLoad({ filter: /\.(ts|tsx|mjs|js)$/, namespace: "file" }, (args) => {
      if (args.path.includes("/node_modules/")) return undefined
      const source = readFileSync(args.path, "utf8")
      if (!source.includes("import.meta")) return undefined
      return {
        contents: source
          .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll("import.meta.dirname", JSON.stringify(dirname(args.path))),
        loader: args.path.endsWith(".tsx") ? "tsx" : args.path.endsWith(".ts") ? "ts" : "js",
      }
    })
  },
}

/**
 * The command line (after node itself) that runs one of the project's scripts: the run's bundle
 * of it (tests/support/run-services.ts), or the source through tsx in a run that made none and
 * outside Vitest (the benchmarks start servers too, where `inject` has no run to ask).
 */
export const scriptArgs = (script: Script): string[] => {
  const dir = injected("scriptsBundle") ?? null
  return dir === null ? ["--import", "tsx", SCRIPTS[script]] : [join(dir, `${script}.mjs`)]
}

const run = promisify(execFile)

/** Runs one of the project's scripts to its end, in the project's folder: its output, or execFile's error on a non-zero exit. */
export const runScript = (script: Script, args: ReadonlyArray<string>, env: Readonly<Record<string, string>> = {}) =>
  run(process.execPath, [...scriptArgs(script), ...args], { cwd: projectRoot, env: { ...process.env, ...env }, timeout: 60_000 })
