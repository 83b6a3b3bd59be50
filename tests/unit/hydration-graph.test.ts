import { build, type Plugin } from "esbuild"
import { existsSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

/**
 * What a table's menu the server drew runs before it is hydrated (issues 32, 47): the entry,
 * React's DOM and the hydration from the app's store (src/app/hydrate-page.tsx), its log, its
 * fold and its commands, with what they import statically: what the diner's first tap needs.
 * The store's sources and Effect load after the hydration, through dynamic imports, so none
 * of them may be reached here.
 */
const root = path.resolve(import.meta.dirname, "../..")

/** Style sheets, workers and Vite's virtual modules are not code the walk needs to read (vanilla-extract's `*.css.ts` are). */
const notCode: Plugin = {
  name: "not-code",
  setup(build) {
    build.onResolve({ filter: /\.css$|^virtual:|\?(url|worker|raw)$/ }, (args) =>
      existsSync(path.join(args.resolveDir, `${args.path}.ts`)) ? undefined : { path: args.path, namespace: "not-code" },
    )
    build.onLoad({ filter: /.*/, namespace: "not-code" }, () => ({ contents: "export default {}", loader: "js" }))
  },
}

/** Every file the entries import statically, relative to the repository. */
const staticGraph = async (entries: ReadonlyArray<string>): Promise<ReadonlyArray<string>> => {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [...entries],
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    write: false,
    metafile: true,
    outdir: "out",
    logLevel: "silent",
    plugins: [notCode],
    define: { "import.meta.env.PROD": "true", "import.meta.env.DEV": "false" },
  })
  const inputs = result.metafile.inputs
  const reached = new Set<string>()
  const visit = (file: string) => {
    if (reached.has(file)) return
    reached.add(file)
    for (const imported of inputs[file]?.imports ?? []) if (imported.kind === "import-statement") visit(imported.path)
  }
  entries.forEach(visit)
  return [...reached]
}

describe("the code a served menu needs before it is hydrated", () => {
  it("reaches the app's store and its log, but neither Effect nor the store's sources or the local database", async () => {
    const graph = await staticGraph([
      "src/main.tsx",
      "src/app/hydrate-page.tsx",
      "src/features/menu/menu-page.tsx",
      "src/features/menu/item-drawer.tsx",
    ])
    expect(graph).toEqual(
      expect.arrayContaining(["src/app/log-store.ts", "streams/event-log.ts", "src/domain/app-state.ts", "streams/commands.ts"]),
    )
    const forbidden = graph.filter(
      (file) =>
        file.includes("node_modules/effect/") ||
        file.startsWith("streams/sources/") ||
        ["src/app/composition-root.ts", "src/app/root.ts", "streams/rpc.ts", "src/store/rxdb-event-store.ts"].includes(file),
    )
    expect(forbidden).toEqual([])
  })
})
