import { createHash } from "node:crypto"
import { readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { transformWithOxc, type Plugin, type Rollup } from "vite"

/**
 * Builds src/app/service-worker.ts to /sw.js (a fixed address: a worker's scope is where it
 * lives) with its PRECACHE list: every script and stylesheet of the build but those that
 * only production's optional services load (Firestore, Analytics), which are cached when
 * first used instead. The version is a hash of the list, so a new build is a new worker.
 */
export const serviceWorker = ({ source, skip }: { readonly source: string; readonly skip: ReadonlyArray<string> }): Plugin => {
  let root = ""
  let outDir = ""
  return {
    name: "tableside:service-worker",
    apply: "build",
    configResolved(config) {
      root = config.root
      outDir = join(config.root, config.build.outDir)
    },
    // The bundle as written, not as generateBundle sees it: Vite drops the chunks of
    // stylesheets alone (a `.css.ts` module's empty script) after that hook, and a listed file
    // that is not there is a 404 that fails the worker's install (cache.addAll).
    async writeBundle(_options, bundle) {
      const skipped = (output: Rollup.OutputAsset | Rollup.OutputChunk) =>
        output.type === "chunk" && output.moduleIds.some((id) => skip.some((part) => id.includes(part)))
      const files = Object.values(bundle)
        .filter((output) => /\.(js|css)$/.test(output.fileName) && !skipped(output))
        .map((output) => `/${output.fileName}`)
        .sort()
      const version = createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 12)
      const path = join(root, source)
      const { code } = await transformWithOxc(await readFile(path, "utf8"), path, { lang: "ts" })
      // A classic worker script: the module marker that keeps its types to itself goes.
      const script = code.replace(/^export \{\s*\};?\s*$/m, "")
      await writeFile(join(outDir, "sw.js"), `const PRECACHE = ${JSON.stringify({ version, files })};\n${script}`)
    },
  }
}
